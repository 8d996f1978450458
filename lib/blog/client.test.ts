/** @jest-environment node */
/**
 * The blog's one CMS client against a Strapi played by a stubbed fetch: which queries it sends, how it
 * tells the bundled CMS from another Strapi, and what it does when the CMS fails. The sample posts (no
 * CMS configured) go through the same functions.
 */
import samplePosts from '@/lib/blog/sample-posts.json';

const env = { blogApiOrigin: null as string | null, blogPreviewToken: 'preview-token', redisUrl: null };
jest.mock('@/lib/env/server.mjs', () => ({ environment: () => env, isBuildPhase: () => false }));

type Answer = { status?: number; body: unknown } | 'down';
let answer: (path: string) => Answer;
const requests: string[] = [];

beforeEach(() => {
  jest.resetModules();
  requests.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const path = decodeURIComponent(`${url.pathname}${url.search}`);
    requests.push(path);
    const given = answer(path);
    if (given === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(given.body), { status: given.status ?? 200 });
  }) as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

const client = () => import('@/lib/blog/client');

const entry = (number: number, fields: Record<string, unknown> = {}) => ({
  id: number + 100,
  postNumber: number,
  title: `Post ${number}`,
  category: 'News',
  date: '2026-11-10',
  excerpt: `Text of ${number}.`,
  ...fields,
});
const list = (data: unknown[], total = data.length) => ({
  body: { data, meta: { pagination: { page: 1, pageSize: 12, pageCount: Math.ceil(total / 12), total } } },
});
const INDEX = { body: { data: { total: 30, newestNumber: 30, categories: [{ name: 'News', count: 30 }] } } };

describe('with the built-in sample posts (no CMS)', () => {
  beforeEach(() => {
    env.blogApiOrigin = null;
  });

  it('pages, indexes, searches and links them without any request', async () => {
    const blog = await client();
    const page = await blog.fetchPostPage(1);
    expect(page.total).toBe(samplePosts.data.length);
    expect(page.posts[0]!.number).toBe(6);
    const index = await blog.fetchBlogIndex();
    expect(index.categories.find((category) => category.slug === 'career-tips')?.count).toBe(2);
    expect((await blog.fetchPostPage(1, 'Career Tips')).posts.map((post) => post.category)).toEqual([
      'Career Tips',
      'Career Tips',
    ]);
    expect((await blog.searchPosts('mern', 1)).total).toBeGreaterThan(0);
    expect((await blog.searchPosts('no-such-word-anywhere', 1)).total).toBe(0);
    const post = (await blog.fetchBlogPost(5))!;
    expect(post.description).toContain('## MERN stack');
    const { newer, older } = await blog.fetchPostNeighbours(post);
    expect([newer?.number, older?.number]).toEqual([6, 4]);
    expect((await blog.fetchRelatedPosts((await blog.fetchBlogPost(6))!)).map((p) => p.number)).toEqual([2]);
    expect(requests).toEqual([]);
  });
});

describe('with the bundled CMS', () => {
  beforeEach(() => {
    env.blogApiOrigin = 'http://cms.test';
  });

  it('asks for a page of cards with the fields a card shows, newest first, 12 a page', async () => {
    answer = (path) => (path.startsWith('/api/blog-index') ? INDEX : list([entry(30), entry(29)], 30));
    const page = await (await client()).fetchPostPage(2, 'News');
    expect(page).toMatchObject({ page: 2, pageCount: 3, total: 30 });
    expect(page.posts.map((post) => [post.number, post.summary, post.href])).toEqual([
      [30, 'Text of 30.', '/blog/30/post-30'],
      [29, 'Text of 29.', '/blog/29/post-29'],
    ]);
    const query = requests.find((path) => path.startsWith('/api/blogs'))!;
    expect(query).toContain('fields[2]=excerpt');
    expect(query).not.toContain('description');
    expect(query).toContain('sort[0]=date:desc&sort[1]=postNumber:desc');
    expect(query).toContain('filters[category][$eqi]=News');
    expect(query).toContain('pagination[page]=2&pagination[pageSize]=12');
  });

  it('asks for one post by its number, whole, and for its neighbours by date', async () => {
    answer = (path) => {
      if (path.startsWith('/api/blog-index')) return INDEX;
      if (path.includes('[date][$gt]')) return list([entry(8)]);
      if (path.includes('[date][$lt]')) return list([]);
      return list([entry(7, { description: '## Hi\n\nBody.' })]);
    };
    const blog = await client();
    const post = (await blog.fetchBlogPost(7))!;
    expect(post.description).toBe('## Hi\n\nBody.');
    expect(requests.at(-1)).toContain('filters[postNumber][$eq]=7');
    expect(requests.at(-1)).toContain('description');
    const neighbours = await blog.fetchPostNeighbours(post);
    expect([neighbours.newer?.number, neighbours.older]).toEqual([8, null]);
  });

  it('answers null for a post the CMS does not have', async () => {
    answer = (path) => (path.startsWith('/api/blog-index') ? INDEX : list([]));
    expect(await (await client()).fetchBlogPost(99)).toBeNull();
  });

  it('serves the last good answer of a view while the CMS fails, and fails without one', async () => {
    let down = false;
    answer = (path) => (down ? 'down' : path.startsWith('/api/blog-index') ? INDEX : list([entry(3)]));
    const blog = await client();
    expect((await blog.fetchPostPage(1)).posts).toHaveLength(1);
    down = true;
    expect((await blog.fetchPostPage(1)).posts[0]!.number).toBe(3);
    await expect(blog.fetchPostPage(2)).rejects.toBeInstanceOf(blog.BlogUnavailableError);
    // Searches are never served from memory; the address check only from a post shown before.
    await expect(blog.fetchPostSlug(3)).rejects.toBeInstanceOf(blog.BlogUnavailableError);
    down = false;
    await blog.fetchBlogPost(3);
    down = true;
    expect(await blog.fetchPostSlug(3)).toBe('post-3');
    await expect(blog.searchPosts('x', 1)).rejects.toBeInstanceOf(blog.BlogUnavailableError);
  });

  it('treats a garbled or failing answer as a fault, and logs it once', async () => {
    for (const bad of [{ body: { data: 'x' } }, { status: 500, body: {} }, list([{ id: 'x' }])]) {
      answer = (path) => (path.startsWith('/api/blog-index') ? INDEX : bad);
      const blog = await client();
      await expect(blog.fetchPostPage(1)).rejects.toBeInstanceOf(blog.BlogUnavailableError);
    }
    expect(console.error).toHaveBeenCalledWith('Error fetching blogs:', expect.any(String));
  });

  it('reads drafts with the preview token and never remembers them', async () => {
    let down = false;
    answer = (path) => (down ? 'down' : path.startsWith('/api/blog-index') ? INDEX : list([entry(4)]));
    const blog = await client();
    expect((await blog.fetchBlogPost(4, { draft: true }))?.number).toBe(4);
    expect(requests.at(-1)).toContain('status=draft');
    expect((global.fetch as jest.Mock).mock.calls.at(-1)[1].headers.Authorization).toBe(
      'Bearer preview-token',
    );
    down = true;
    await expect(blog.fetchBlogPost(4)).rejects.toBeInstanceOf(blog.BlogUnavailableError);
  });
});

describe('with a Strapi that has only the spec’s fields', () => {
  beforeEach(() => {
    env.blogApiOrigin = 'http://plain.test';
  });

  it('addresses posts by id, takes the card text from the description, and walks the categories', async () => {
    const plain = (id: number, category: string) => ({
      id,
      title: `Plain ${id}`,
      category,
      date: '2026-01-01',
      description: `## Heading\n\nText **${id}**.`,
    });
    answer = (path) => {
      if (path.startsWith('/api/blog-index')) return { status: 404, body: { error: {} } };
      if (path.includes('fields[0]=category'))
        return list([plain(9, 'Data science'), plain(8, 'Data Science')]);
      return list([plain(9, 'Data science')]);
    };
    const blog = await client();
    const page = await blog.fetchPostPage(1);
    expect(page.posts[0]).toMatchObject({ number: 9, summary: 'Text 9.', href: '/blog/9/plain-9' });
    expect(requests.find((path) => path.includes('populate=*'))).toContain('sort[1]=id:desc');
    const index = await blog.fetchBlogIndex();
    // Two spellings of one name are one category.
    expect(index).toEqual({
      total: 2,
      newestNumber: 9,
      categories: [
        { name: 'Data science', slug: 'data-science', href: '/blog/category/data-science', count: 2 },
      ],
    });
    // A 404 from the index is an answer, not a fault.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('walks every page of a long blog, a hundred posts a request', async () => {
    answer = (path) => {
      if (path.startsWith('/api/blog-index')) return { status: 404, body: {} };
      const page = Number(/pagination\[page\]=(\d+)/.exec(path)![1]);
      return {
        body: {
          data: [{ id: 1000 - page, category: `Topic ${page}` }],
          meta: { pagination: { page, pageSize: 100, pageCount: 25, total: 2_500 } },
        },
      };
    };
    const index = await (await client()).fetchBlogIndex();
    expect(index.categories).toHaveLength(25);
    expect(requests.filter((path) => path.includes('fields[0]=category'))).toHaveLength(25);
  });
});

describe('the batch calendar', () => {
  // Monday 7 Dec 2026, noon in India.
  const NOW = new Date('2026-12-07T06:30:00Z');

  it('is empty without a CMS: the pages keep to the rules', async () => {
    env.blogApiOrigin = null;
    expect(await (await client()).fetchBatchCalendar(NOW)).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('asks for the course and day of each batch from two months back, nearest first, and keeps the known courses', async () => {
    env.blogApiOrigin = 'http://cms.test';
    answer = (path) =>
      path.startsWith('/api/blog-index')
        ? INDEX
        : list([
            { id: 1, course: 'Data Science', startsOn: '2026-12-14' },
            { id: 2, course: 'Cooking', startsOn: '2026-12-15' },
            { id: 3, course: 'MERN Stack Development', startsOn: 'soon' },
            { id: 4, course: 'MERN Stack Development', startsOn: '2026-12-09' },
          ]);
    const calendar = await (await client()).fetchBatchCalendar(NOW);
    expect(calendar).toEqual([
      { course: 'MERN Stack Development', startsOn: '2026-12-09' },
      { course: 'Data Science', startsOn: '2026-12-14' },
    ]);
    expect(requests.find((path) => path.startsWith('/api/batches'))).toBe(
      '/api/batches?fields[0]=course&fields[1]=startsOn&filters[startsOn][$gte]=2026-10-06&sort[0]=startsOn:asc&pagination[page]=1&pagination[pageSize]=100',
    );
  });

  it('is empty from a Strapi without batches (404) or that does not show them (403), without a fault', async () => {
    env.blogApiOrigin = 'http://cms.test';
    for (const status of [404, 403]) {
      answer = (path) => (path.startsWith('/api/blog-index') ? INDEX : { status, body: {} });
      expect(await (await client()).fetchBatchCalendar(NOW)).toEqual([]);
    }
    expect(console.error).not.toHaveBeenCalled();
  });

  it('is the last good calendar while the CMS fails, and a fault without one', async () => {
    env.blogApiOrigin = 'http://cms.test';
    const blog = await client();
    answer = (path) =>
      path.startsWith('/api/blog-index') ? INDEX : list([{ course: 'Data Analyst', startsOn: '2026-12-10' }]);
    await blog.fetchBatchCalendar(NOW);
    answer = (path) => (path.startsWith('/api/blog-index') ? INDEX : 'down');
    expect(await blog.fetchBatchCalendar(NOW)).toEqual([{ course: 'Data Analyst', startsOn: '2026-12-10' }]);
    jest.resetModules();
    await expect((await client()).fetchBatchCalendar(NOW)).rejects.toThrow('unreachable');
  });
});
