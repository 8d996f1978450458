import { pageLinks } from '@/lib/blog/pagination';

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageLinks(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageLinks(20, 20)).toEqual([1, 'gap', 19, 20]);
    // A gap of one page shows that page instead.
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
