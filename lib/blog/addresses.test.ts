import {
  MISSING_LIST_PATH,
  MISSING_POST_PATH,
  createAddressBook,
  missingPath,
  parseAddressNumber,
  parseBlogPath,
  resolveList,
  resolvePost,
} from '@/lib/blog/addresses';
import type { BlogIndex } from '@/lib/blog/types';

const INDEX: BlogIndex = {
  total: 30,
  newestNumber: 40,
  categories: [
    { name: 'Data Science', slug: 'data-science', href: '/blog/category/data-science', count: 13 },
    { name: 'News', slug: 'news', href: '/blog/category/news', count: 2 },
  ],
};

describe('parseBlogPath', () => {
  it('tells posts, list pages and categories apart', () => {
    expect(parseBlogPath('/blog/7/a-post')).toEqual({ kind: 'post', number: 7, slug: 'a-post' });
    expect(parseBlogPath('/blog/page/3')).toEqual({ kind: 'list', page: 3 });
    expect(parseBlogPath('/blog/category/news')).toEqual({
      kind: 'category',
      slug: 'news',
      page: 1,
      paged: false,
    });
    expect(parseBlogPath('/blog/category/news/page/2')).toEqual({
      kind: 'category',
      slug: 'news',
      page: 2,
      paged: true,
    });
    expect(parseBlogPath('/blog/%E0%A4%A1/x')).toMatchObject({ kind: 'post', number: null });
    for (const other of ['/blog', '/blog/search', '/blog/7', '/blog/7/a/b', '/about']) {
      expect(parseBlogPath(other)).toBeNull();
    }
  });

  it('reads only plain positive numbers of at most nine digits', () => {
    expect(parseAddressNumber('12')).toBe(12);
    for (const segment of ['0', '012', '-1', '1e3', '1.5', '9999999999', 'x', '', undefined]) {
      expect(parseAddressNumber(segment)).toBeNull();
    }
  });

  it('names one shared 404 address per kind', () => {
    expect(missingPath(parseBlogPath('/blog/9/x')!)).toBe(MISSING_POST_PATH);
    expect(missingPath(parseBlogPath('/blog/page/9')!)).toBe(MISSING_LIST_PATH);
    expect(missingPath(parseBlogPath('/blog/category/x')!)).toBe(MISSING_LIST_PATH);
  });
});

describe('resolveList', () => {
  const list = (path: string) => resolveList(parseBlogPath(path) as never, INDEX);

  it('knows the pages the posts fill, 12 a page', () => {
    expect(list('/blog/page/2')).toEqual({ kind: 'page' });
    expect(list('/blog/page/3')).toEqual({ kind: 'page' });
    expect(list('/blog/page/4')).toEqual({ kind: 'missing' });
    expect(list('/blog/page/1')).toEqual({ kind: 'redirect', location: '/blog' });
  });

  it('knows each category with posts and its pages', () => {
    expect(list('/blog/category/data-science')).toEqual({ kind: 'page' });
    expect(list('/blog/category/data-science/page/2')).toEqual({ kind: 'page' });
    expect(list('/blog/category/data-science/page/3')).toEqual({ kind: 'missing' });
    expect(list('/blog/category/data-science/page/1')).toEqual({
      kind: 'redirect',
      location: '/blog/category/data-science',
    });
    expect(list('/blog/category/news/page/2')).toEqual({ kind: 'missing' });
    expect(list('/blog/category/made-up')).toEqual({ kind: 'missing' });
  });
});

describe('resolvePost', () => {
  it('renders the canonical address, redirects any other slug, and knows no post without a slug', () => {
    const path = parseBlogPath('/blog/7/old-title') as never;
    expect(resolvePost(path, 'old-title')).toEqual({ kind: 'page' });
    expect(resolvePost(path, 'new-title')).toEqual({ kind: 'redirect', location: '/blog/7/new-title' });
    expect(resolvePost(path, null)).toEqual({ kind: 'missing' });
  });
});

describe('createAddressBook', () => {
  function book(overrides: { index?: BlogIndex; slugs?: Record<number, string> } = {}) {
    let time = 0;
    const state = { index: overrides.index ?? INDEX, slugs: overrides.slugs ?? { 7: 'a-post' }, fail: false };
    const loadIndex = jest.fn(async () => {
      if (state.fail) throw new Error('down');
      return state.index;
    });
    const loadSlug = jest.fn(async (number: number) => {
      if (state.fail) throw new Error('down');
      return state.slugs[number] ?? null;
    });
    const clock = { changedAt: 0 };
    const addresses = createAddressBook({
      loadIndex,
      loadSlug,
      now: () => time,
      changedAt: async () => clock.changedAt,
    });
    return {
      state,
      clock,
      loadIndex,
      loadSlug,
      resolve: (path: string) => addresses.resolve(parseBlogPath(path)!),
      advance: (ms: number) => (time += ms),
    };
  }

  it('looks a post number up once, then answers from what it learned', async () => {
    const { resolve, loadSlug } = book();
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'page' });
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'page' });
    expect(await resolve('/blog/7/lower-case')).toEqual({ kind: 'redirect', location: '/blog/7/a-post' });
    expect(loadSlug).toHaveBeenCalledTimes(1);
  });

  it('turns numbers above the newest away without asking the CMS, at most one index reload a second', async () => {
    const { resolve, loadSlug, loadIndex, advance } = book();
    await resolve('/blog/page/2');
    advance(2_000);
    for (let number = 41; number < 1_041; number++) {
      expect(await resolve(`/blog/${number}/made-up`)).toEqual({ kind: 'missing' });
    }
    expect(loadSlug).not.toHaveBeenCalled();
    expect(loadIndex).toHaveBeenCalledTimes(2);
  });

  it('finds a post published a moment ago, and a post renamed a moment ago', async () => {
    const { resolve, state, advance } = book();
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'page' });
    state.index = { ...INDEX, newestNumber: 41 };
    state.slugs = { 7: 'renamed', 41: 'fresh' };
    advance(1_000);
    expect(await resolve('/blog/41/fresh')).toEqual({ kind: 'page' });
    expect(await resolve('/blog/7/renamed')).toEqual({ kind: 'page' });
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'redirect', location: '/blog/7/renamed' });
  });

  it('finds a category that got its first post since the index was loaded', async () => {
    const { resolve, state, advance } = book();
    expect(await resolve('/blog/category/events')).toEqual({ kind: 'missing' });
    state.index = {
      ...INDEX,
      categories: [
        ...INDEX.categories,
        { name: 'Events', slug: 'events', href: '/blog/category/events', count: 1 },
      ],
    };
    expect(await resolve('/blog/category/events')).toEqual({ kind: 'missing' });
    advance(1_000);
    expect(await resolve('/blog/category/events')).toEqual({ kind: 'page' });
  });

  it('leaves the page to decide while the CMS has never answered, and keeps what it knew while it fails', async () => {
    const { resolve, state, advance } = book();
    state.fail = true;
    expect(await resolve('/blog/page/2')).toEqual({ kind: 'undecided' });
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'undecided' });
    state.fail = false;
    advance(1_000);
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'page' });
    state.fail = true;
    advance(120_000);
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'page' });
    expect(await resolve('/blog/page/3')).toEqual({ kind: 'page' });
  });

  it('after a change of the blog, looks again at what it learned before, once', async () => {
    const { resolve, state, clock, advance, loadSlug } = book();
    advance(10);
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'page' });
    // Renamed and published: the old address must redirect now, not when the slug is a minute old.
    state.slugs = { 7: 'renamed' };
    advance(10);
    clock.changedAt = 20;
    advance(10);
    expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'redirect', location: '/blog/7/renamed' });
    expect(await resolve('/blog/7/renamed')).toEqual({ kind: 'page' });
    expect(loadSlug).toHaveBeenCalledTimes(2);
  });

  it('keeps what it knew, without asking on every request, when the CMS fails after a change', async () => {
    const { resolve, state, clock, advance, loadSlug } = book();
    advance(10);
    await resolve('/blog/7/a-post');
    state.fail = true;
    clock.changedAt = 15;
    advance(10);
    for (let i = 0; i < 5; i++) expect(await resolve('/blog/7/a-post')).toEqual({ kind: 'page' });
    expect(loadSlug).toHaveBeenCalledTimes(2);
  });

  it('asks once for a number many requests want at the same time', async () => {
    const { resolve, loadSlug } = book();
    await Promise.all(Array.from({ length: 30 }, (_, i) => resolve(`/blog/7/old-${i}`)));
    expect(loadSlug).toHaveBeenCalledTimes(1);
  });
});
