/**
 * Which page numbers a list's pagination shows: the first, the last, and two either side of the current
 * one, with a gap where pages are left out, so the links fit one row on a phone however many pages there are.
 */
export type PageLink = number | 'gap';

export function pageLinks(current: number, pageCount: number, around = 1): PageLink[] {
  const shown = new Set<number>([1, pageCount]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const page of pages) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && page - previous === 2) links.push(page - 1);
    else if (typeof previous === 'number' && page - previous > 2) links.push('gap');
    links.push(page);
  }
  return links;
}
