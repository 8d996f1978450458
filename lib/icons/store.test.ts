/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalogue } from '@/lib/icons/catalogue';
import {
  ICON_PAGE_SIZE,
  createIconStore,
  filterIcons,
  goToPage,
  hasNextPage,
  hasPreviousPage,
  iconStoreReducer,
  lastPage,
  matchesQuery,
  nextPage,
  pageCount,
  pageIcons,
  previousPage,
  type FilterableIcon,
} from '@/lib/icons/store';

/** 30 icons: icon-00 … icon-29, every third one tagged "nature", the rest "tech". */
const icons: FilterableIcon[] = Array.from({ length: 30 }, (_, i) => ({
  name: `icon-${String(i).padStart(2, '0')}`,
  label: `Icon ${i}`,
  tags: [i % 3 === 0 ? 'nature' : 'tech', `tag${i}`],
}));

const names = (list: readonly FilterableIcon[]) => list.map((icon) => icon.name);

describe('icon store paging', () => {
  it('shows 12 icons a page, the last page holding the rest', () => {
    const store = createIconStore(icons);
    expect(ICON_PAGE_SIZE).toBe(12);
    expect(store.page).toBe(0);
    expect(pageCount(store)).toBe(3);
    expect(names(pageIcons(store))).toEqual(names(icons.slice(0, 12)));
    const last = nextPage(nextPage(store));
    expect(last.page).toBe(2);
    expect(names(pageIcons(last))).toEqual(names(icons.slice(24)));
  });

  it('ignores previous on the first page', () => {
    const store = createIconStore(icons);
    expect(hasPreviousPage(store)).toBe(false);
    expect(previousPage(store)).toBe(store);
    expect(iconStoreReducer(store, { type: 'previous' }).page).toBe(0);
  });

  it('ignores next on the last page that has icons', () => {
    let store = createIconStore(icons);
    for (let i = 0; i < 10; i++) store = iconStoreReducer(store, { type: 'next' });
    expect(store.page).toBe(2);
    expect(hasNextPage(store)).toBe(false);
    expect(nextPage(store)).toBe(store);
    expect(pageIcons(store).length).toBeGreaterThan(0);
  });

  it('stops at the last page when the icons fill it exactly', () => {
    let store = createIconStore(icons.slice(0, 24));
    store = nextPage(nextPage(nextPage(store)));
    expect(store.page).toBe(1);
    expect(pageIcons(store)).toHaveLength(12);
  });

  it('ignores pages outside the first to the last', () => {
    const store = createIconStore(icons);
    expect(goToPage(store, -1)).toBe(store);
    expect(goToPage(store, 3)).toBe(store);
    expect(goToPage(store, 1.5)).toBe(store);
    expect(goToPage(store, 2).page).toBe(2);
  });
});

describe('icon store filter', () => {
  it('narrows the icons by tag, name or label, case-insensitively', () => {
    const store = filterIcons(createIconStore(icons), 'NATURE');
    expect(store.filteredIcons).toHaveLength(10);
    expect(store.filteredIcons.every((icon) => icon.tags.includes('nature'))).toBe(true);
    expect(names(filterIcons(store, 'icon-07').filteredIcons)).toEqual(['icon-07']);
    expect(names(filterIcons(store, 'Icon 21').filteredIcons)).toEqual(['icon-21']);
    expect(store.icons).toBe(icons);
  });

  it('requires every word of the query, and matches tags by their start', () => {
    expect(matchesQuery(icons[3]!, 'nature tag3')).toBe(true);
    expect(matchesQuery(icons[3]!, 'nature tech')).toBe(false);
    expect(matchesQuery(icons[3]!, 'atu')).toBe(false);
    expect(matchesQuery(icons[3]!, 'nat')).toBe(true);
  });

  it('filters every icon, not only the last result', () => {
    const narrowed = filterIcons(createIconStore(icons), 'nature');
    const widened = filterIcons(narrowed, 'tech');
    expect(widened.filteredIcons).toHaveLength(20);
    expect(filterIcons(widened, '  ').filteredIcons).toHaveLength(30);
  });

  it('keeps the page while it still has icons', () => {
    const onPage1 = nextPage(createIconStore(icons));
    const filtered = filterIcons(onPage1, 'tech'); // 20 icons: two pages
    expect(filtered.page).toBe(1);
    expect(pageIcons(filtered)).toHaveLength(8);
  });

  it('moves back to the new last page when the result is shorter', () => {
    const onLastPage = goToPage(createIconStore(icons), 2);
    const filtered = filterIcons(onLastPage, 'nature'); // 10 icons: one page
    expect(filtered.page).toBe(0);
    expect(lastPage(filtered)).toBe(0);
    expect(names(pageIcons(filtered))).toEqual(names(filtered.filteredIcons));
    expect(nextPage(filtered)).toBe(filtered);
  });

  it('an empty result has one empty page and nowhere to go', () => {
    const store = iconStoreReducer(goToPage(createIconStore(icons), 1), { type: 'filter', query: 'zzz' });
    expect(store.filteredIcons).toEqual([]);
    expect(store.page).toBe(0);
    expect(pageCount(store)).toBe(1);
    expect(pageIcons(store)).toEqual([]);
    expect(hasNextPage(store)).toBe(false);
    expect(hasPreviousPage(store)).toBe(false);
    expect(nextPage(store)).toBe(store);
    expect(previousPage(store)).toBe(store);
    expect(filterIcons(store, '').filteredIcons).toHaveLength(30);
  });
});

describe('icon catalogue', () => {
  const catalogue = readCatalogue(
    JSON.parse(readFileSync(join(process.cwd(), 'public/icons/catalogue.json'), 'utf8')),
  );

  it('holds a curated set of uniquely named icons with the licence', () => {
    expect(catalogue.icons.length).toBeGreaterThanOrEqual(120);
    expect(catalogue.icons.length).toBeLessThanOrEqual(200);
    expect(new Set(catalogue.icons.map((icon) => icon.name)).size).toBe(catalogue.icons.length);
    expect(catalogue.licence.name).toBe('ISC');
    expect(catalogue.licence.holders).toContain('Lucide');
    for (const icon of catalogue.icons) expect(icon.nodes.length).toBeGreaterThan(0);
  });

  it('keeps only the shapes and attributes an icon needs', () => {
    const read = readCatalogue({
      icons: [
        {
          name: 'evil',
          label: 'Evil',
          tags: ['x'],
          nodes: [['path', { d: 'M0 0', onload: 'alert(1)', style: 'x' }]],
        },
        { name: 'script', label: 'Script', tags: [], nodes: [['script', { src: 'x' }]] },
        { name: 'empty', label: 'Empty', tags: [], nodes: [] },
      ],
    });
    expect(read.icons).toEqual([
      { name: 'evil', label: 'Evil', tags: ['x'], nodes: [['path', { d: 'M0 0' }]] },
    ]);
    expect(() => readCatalogue({})).toThrow();
  });
});
