/**
 * The icon store of the logo maker: every icon, the icons the filter lets through,
 * and the page on show. Pure functions of immutable state, so React (useReducer) and tests drive the same code.
 * Pages hold 12 icons; next and previous never go past the last page that has icons or below the first,
 * and a filter keeps the page valid.
 */

export const ICON_PAGE_SIZE = 12;

/** What the filter reads of an icon. */
export interface FilterableIcon {
  name: string;
  label: string;
  tags: readonly string[];
}

export interface IconStore<T extends FilterableIcon> {
  /** Every icon of the catalogue. */
  icons: readonly T[];
  /** The icons the filter lets through, across all pages. */
  filteredIcons: readonly T[];
  /** The page on show, counted from 0. */
  page: number;
  /** The filter as the visitor typed it. */
  query: string;
}

export type IconStoreAction = { type: 'next' } | { type: 'previous' } | { type: 'filter'; query: string };

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether an icon matches every word of the query, by name, label or the start of a tag. */
export function matchesQuery(icon: FilterableIcon, query: string): boolean {
  const name = `${icon.name} ${icon.label}`.toLowerCase();
  const tags = icon.tags.map((tag) => tag.toLowerCase());
  return words(query).every((word) => name.includes(word) || tags.some((tag) => tag.startsWith(word)));
}

/** Number of pages; an empty result still has one (empty) page, so page 0 is always valid. */
export function pageCount(store: IconStore<FilterableIcon>): number {
  return Math.max(1, Math.ceil(store.filteredIcons.length / ICON_PAGE_SIZE));
}

export function lastPage(store: IconStore<FilterableIcon>): number {
  return pageCount(store) - 1;
}

/** The icons of the page on show. */
export function pageIcons<T extends FilterableIcon>(store: IconStore<T>): readonly T[] {
  const start = store.page * ICON_PAGE_SIZE;
  return store.filteredIcons.slice(start, start + ICON_PAGE_SIZE);
}

export function hasPreviousPage(store: IconStore<FilterableIcon>): boolean {
  return store.page > 0;
}

export function hasNextPage(store: IconStore<FilterableIcon>): boolean {
  return store.page < lastPage(store);
}

function clampPage(page: number, store: IconStore<FilterableIcon>): number {
  return Math.min(Math.max(page, 0), lastPage(store));
}

/** A store over these icons with the filter applied, showing its first page. */
export function createIconStore<T extends FilterableIcon>(icons: readonly T[], query = ''): IconStore<T> {
  return { icons, query, page: 0, filteredIcons: icons.filter((icon) => matchesQuery(icon, query)) };
}

/** Shows this page; a page outside the first to the last is ignored (the same store comes back). */
export function goToPage<T extends FilterableIcon>(store: IconStore<T>, page: number): IconStore<T> {
  if (!Number.isInteger(page) || page < 0 || page > lastPage(store) || page === store.page) return store;
  return { ...store, page };
}

export function nextPage<T extends FilterableIcon>(store: IconStore<T>): IconStore<T> {
  return goToPage(store, store.page + 1);
}

export function previousPage<T extends FilterableIcon>(store: IconStore<T>): IconStore<T> {
  return goToPage(store, store.page - 1);
}

/**
 * Filters every icon (not only the current result) by the query. The page stays where it was while
 * it still has icons, and moves back to the new last page when the result is shorter.
 */
export function filterIcons<T extends FilterableIcon>(store: IconStore<T>, query: string): IconStore<T> {
  const filtered = createIconStore(store.icons, query);
  return { ...filtered, page: clampPage(store.page, filtered) };
}

/** The store as a reducer, for useReducer. */
export function iconStoreReducer<T extends FilterableIcon>(
  store: IconStore<T>,
  action: IconStoreAction,
): IconStore<T> {
  switch (action.type) {
    case 'next':
      return nextPage(store);
    case 'previous':
      return previousPage(store);
    case 'filter':
      return filterIcons(store, action.query);
  }
}
