/**
 * The Strapi 5 REST queries the blog makes, one per view, each asking only for the fields that view shows.
 * Pure: lib/blog/client.ts sends them.
 *
 * Two kinds of CMS answer them:
 * - the bundled CMS (cms/): posts carry a `postNumber` for life, a `summary`, an `excerpt` it keeps from
 *   the text, and `pictures` (an image and its alt text); it answers GET /api/blog-index;
 * - a Strapi with only the spec's fields: posts are addressed by id, asked with `populate=*` and no field
 *   list, so an optional `summary` still arrives, and the card's text is taken from the description.
 */
import { BATCHES_READ, MAX_WALK_PAGES, POSTS_PER_PAGE, WALK_PAGE_SIZE } from './config';

export type CmsKind = 'bundled' | 'plain';

type Params = [key: string, value: string | number][];

const CARD_FIELDS = ['title', 'summary', 'excerpt', 'category', 'date', 'postNumber', 'updatedAt'];
const IMAGE_FIELDS = ['url', 'alternativeText', 'width', 'height'];

/** The field that numbers a post's address. */
export function numberField(kind: CmsKind): 'postNumber' | 'id' {
  return kind === 'bundled' ? 'postNumber' : 'id';
}

function encode(params: Params): string {
  return params.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');
}

function fields(names: string[]): Params {
  return names.map((name, index) => [`fields[${index}]`, name]);
}

/** What a card needs: the bundled CMS's card fields and its pictures' images; another Strapi's whole post. */
function cardSelection(kind: CmsKind, { withText = false } = {}): Params {
  if (kind === 'plain') return [['populate', '*']];
  return [
    ...fields(withText ? [...CARD_FIELDS, 'description'] : CARD_FIELDS),
    ...IMAGE_FIELDS.map((name, index): Params[number] => [
      `populate[pictures][populate][image][fields][${index}]`,
      name,
    ]),
  ];
}

function newestFirst(kind: CmsKind): Params {
  return [
    ['sort[0]', 'date:desc'],
    ['sort[1]', `${numberField(kind)}:desc`],
  ];
}

function pagination(page: number, pageSize: number): Params {
  return [
    ['pagination[page]', page],
    ['pagination[pageSize]', pageSize],
  ];
}

export interface CardsQuery {
  /** 1-based. */
  page: number;
  pageSize?: number;
  /** A category's name: its posts only (compared without regard to case). */
  category?: string;
  /** Words to look for in the title, summary and text. */
  search?: string;
  /** Leave this post out (its own related posts). */
  excludeNumber?: number;
}

/** A page of cards, newest first. */
export function cardsQuery(kind: CmsKind, query: CardsQuery): string {
  const params: Params = [...cardSelection(kind), ...newestFirst(kind)];
  if (query.category !== undefined) params.push(['filters[category][$eqi]', query.category]);
  if (query.excludeNumber !== undefined) {
    params.push([`filters[${numberField(kind)}][$ne]`, query.excludeNumber]);
  }
  if (query.search !== undefined) {
    const searched = kind === 'bundled' ? ['title', 'summary', 'description'] : ['title', 'description'];
    searched.forEach((field, index) =>
      params.push([`filters[$or][${index}][${field}][$containsi]`, query.search!]),
    );
  }
  params.push(...pagination(query.page, query.pageSize ?? POSTS_PER_PAGE));
  return encode(params);
}

/** One post, whole, by the number in its address. */
export function postQuery(kind: CmsKind, number: number): string {
  return encode([
    [`filters[${numberField(kind)}][$eq]`, number],
    ...cardSelection(kind, { withText: true }),
    ...pagination(1, 1),
  ]);
}

/**
 * The post next to one by date (ties by number): `older` the next one down the list, `newer` the next one
 * up. Only for a post with a date.
 */
export function neighbourQuery(
  kind: CmsKind,
  post: { number: number; isoDate: string },
  direction: 'older' | 'newer',
): string {
  const field = numberField(kind);
  const [beyond, order] = direction === 'older' ? ['$lt', 'desc'] : ['$gt', 'asc'];
  return encode([
    [`filters[$or][0][date][${beyond}]`, post.isoDate],
    ['filters[$or][1][date][$eq]', post.isoDate],
    [`filters[$or][1][${field}][${beyond}]`, post.number],
    ...cardSelection(kind),
    ['sort[0]', `date:${order}`],
    ['sort[1]', `${field}:${order}`],
    ...pagination(1, 1),
  ]);
}

/** A post's title (and number), for its address: the proxy's check of an address it does not know yet. */
export function addressQuery(kind: CmsKind, number: number): string {
  return encode([
    [`filters[${numberField(kind)}][$eq]`, number],
    ...fields(kind === 'bundled' ? ['title', 'postNumber'] : ['title']),
    ...pagination(1, 1),
  ]);
}

/** One page of every post's address, oldest number first: the sitemap's walk. */
export function addressesQuery(kind: CmsKind, page: number): string {
  return encode([
    ...fields(
      kind === 'bundled' ? ['title', 'postNumber', 'date', 'updatedAt'] : ['title', 'date', 'updatedAt'],
    ),
    ['sort[0]', `${numberField(kind)}:asc`],
    ...pagination(page, WALK_PAGE_SIZE),
  ]);
}

/**
 * One page of every post's category, newest id first: what a Strapi without the bundled CMS's index
 * answers instead (its first page also tells the total and the newest id).
 */
export function categoriesQuery(page: number): string {
  return encode([...fields(['category']), ['sort[0]', 'id:desc'], ...pagination(page, WALK_PAGE_SIZE)]);
}

/** How many pages of a walk to ask for, whatever page count the CMS reports. */
export function walkPages(reportedPageCount: number): number {
  return Math.min(Math.max(1, reportedPageCount), MAX_WALK_PAGES);
}

/** Pages of `total` posts at `pageSize` a page: at least one, so an empty blog has its first page. */
export function pageCountOf(total: number, pageSize = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The batch calendar from a day on ('2026-10-07'), nearest first: each batch's course and first day only. */
export function batchesQuery(fromIsoDate: string): string {
  return encode([
    ...fields(['course', 'startsOn']),
    ['filters[startsOn][$gte]', fromIsoDate],
    ['sort[0]', 'startsOn:asc'],
    ...pagination(1, BATCHES_READ),
  ]);
}
