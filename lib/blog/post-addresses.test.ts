/** @jest-environment node */
import {
  createPostSlugCache,
  loadPostSlugs,
  parsePostId,
  readPostSlugs,
  resolvePostAddress,
} from './post-addresses';

const slugs = new Map([
  [3, 'my-post'],
  [7, 'डेटा-साइंस-2026'],
]);

describe('resolvePostAddress', () => {
  it('lets the canonical address through, encoded or not', () => {
    expect(resolvePostAddress(slugs, '3', 'my-post')).toEqual({ kind: 'post' });
    expect(resolvePostAddress(slugs, '7', encodeURIComponent('डेटा-साइंस-2026'))).toEqual({ kind: 'post' });
  });

  it('redirects any other slug of a real post to the canonical one', () => {
    for (const slug of ['My%20Post', 'old-title', '%E0%A4', 'my-post-']) {
      expect(resolvePostAddress(slugs, '3', slug)).toEqual({ kind: 'redirect', location: '/blog/3/my-post' });
    }
  });

  it('calls unknown and malformed ids missing, known list or not', () => {
    for (const id of ['4', '0', '03', '-3', 'abc', '12345678901', '3.0']) {
      expect(resolvePostAddress(slugs, id, 'my-post')).toEqual({ kind: 'missing' });
    }
    expect(resolvePostAddress(null, 'abc', 'x')).toEqual({ kind: 'missing' });
  });

  it('leaves a well-formed id to the page while no list is known', () => {
    expect(resolvePostAddress(null, '3', 'anything')).toEqual({ kind: 'undecided' });
  });
});

describe('parsePostId', () => {
  it('reads positive integers of up to ten digits', () => {
    expect(parsePostId('1')).toBe(1);
    expect(parsePostId('9999999999')).toBe(9999999999);
    expect(parsePostId('0')).toBeNull();
    expect(parsePostId('1e3')).toBeNull();
  });
});

describe('readPostSlugs', () => {
  it('reads ids and the slugs of the titles the site shows', () => {
    const { slugs: read, pageCount } = readPostSlugs({
      data: [
        { id: 1, title: '  Hello,   World! ' },
        { id: 2, title: null },
      ],
      meta: { pagination: { pageCount: 3 } },
    });
    expect([...read]).toEqual([
      [1, 'hello-world'],
      [2, 'no-title-available'],
    ]);
    expect(pageCount).toBe(3);
  });

  it('refuses an answer that is not a list of posts', () => {
    expect(() => readPostSlugs({ error: 'x' })).toThrow();
    expect(() => readPostSlugs({ data: [{ id: 'x' }] })).toThrow();
  });
});

describe('loadPostSlugs', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uses the sample posts when no CMS is configured', async () => {
    expect((await loadPostSlugs(null)).size).toBeGreaterThan(0);
  });

  it('addresses posts by their postNumber when the CMS has one', () => {
    const { slugs: read } = readPostSlugs({
      data: [
        { id: 40, postNumber: 3, title: 'Numbered' },
        { id: 41, title: 'Not numbered' },
      ],
    });
    expect([...read]).toEqual([
      [3, 'numbered'],
      [41, 'not-numbered'],
    ]);
  });

  it('asks without postNumber when the CMS refuses the field (a Strapi with the spec fields only)', async () => {
    const asked: (string | null)[] = [];
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input));
      asked.push(url.searchParams.get('fields[1]'));
      if (url.searchParams.get('fields[1]') === 'postNumber') {
        return Response.json({ error: { message: 'Invalid key postNumber' } }, { status: 400 });
      }
      return Response.json({ data: [{ id: 9, title: 'Nine' }], meta: { pagination: { pageCount: 1 } } });
    });
    expect([...(await loadPostSlugs('http://cms.test'))]).toEqual([[9, 'nine']]);
    expect(asked).toEqual(['postNumber', null]);
  });

  it('walks every page of the CMS list, asking for titles and numbers only', async () => {
    const fetchMock = jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input));
      const page = Number(url.searchParams.get('pagination[page]'));
      expect(url.searchParams.get('fields[0]')).toBe('title');
      return Response.json({
        data: [{ id: page, title: `Post ${page}` }],
        meta: { pagination: { pageCount: 2 } },
      });
    });
    expect([...(await loadPostSlugs('http://cms.test'))]).toEqual([
      [1, 'post-1'],
      [2, 'post-2'],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails on an error answer', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(new Response('no', { status: 503 }));
    await expect(loadPostSlugs('http://cms.test')).rejects.toThrow('HTTP 503');
  });
});

describe('createPostSlugCache', () => {
  function setup() {
    let clock = 0;
    const results: (Map<number, string> | Error)[] = [];
    const load = jest.fn(async () => {
      const next = results.shift() ?? new Map([[1, 'one']]);
      if (next instanceof Error) throw next;
      return next;
    });
    const onError = jest.fn();
    const cache = createPostSlugCache({
      load,
      maxAgeMs: 3000,
      minReloadIntervalMs: 1000,
      onError,
      now: () => clock,
    });
    return { cache, load, onError, results, tick: (ms: number) => (clock += ms) };
  }

  it('loads once, then serves the list until it is old', async () => {
    const { cache, load, tick } = setup();
    expect(await cache.current()).toEqual(new Map([[1, 'one']]));
    tick(2000);
    await cache.current();
    expect(load).toHaveBeenCalledTimes(1);
    tick(2000);
    await cache.current();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads on demand at most once per interval, however many ask', async () => {
    const { cache, load, tick } = setup();
    await cache.current();
    tick(1000);
    await Promise.all(Array.from({ length: 50 }, () => cache.reloaded()));
    expect(load).toHaveBeenCalledTimes(2);
    tick(10);
    await cache.reloaded();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good list when a reload fails, and reports the failure', async () => {
    const { cache, onError, results, tick } = setup();
    await cache.current();
    results.push(new Error('down'));
    tick(1000);
    expect(await cache.reloaded()).toEqual(new Map([[1, 'one']]));
    expect(onError).toHaveBeenCalledWith(new Error('down'));
  });

  it('knows no list while the CMS has never answered', async () => {
    const { cache, results } = setup();
    results.push(new Error('down'));
    expect(await cache.current()).toBeNull();
  });
});
