import { buildRssFeed } from '@/lib/blog/feed';
import { blogImagePattern } from '@/lib/blog/image-host';
import { markdownText } from '@/lib/blog/markdown-text';
import {
  BlogResponseError,
  normalizeCard,
  normalizePost,
  PLACEHOLDER_IMAGE,
  readStrapiList,
  sortNewestFirst,
} from '@/lib/blog/normalize';
import { renderDescription } from '@/lib/blog/render';
import { categoryHref, listPageHref, postHref, slugify } from '@/lib/blog/slug';
import samplePosts from '@/lib/blog/sample-posts.json';
import { XSS_PAYLOADS } from '@/e2e/xss-payloads';

const ORIGIN = 'http://127.0.0.1:1337';

const UNSAFE_TAGS = ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'input'];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'];

const strapiPost = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'abc123',
  title: 'Cracking The MERN Interview',
  category: 'Career Tips',
  date: '2026-11-10',
  description: 'Some **bold** advice.',
  images: [{ url: '/uploads/cover.jpg', alternativeText: 'A cover', width: 1200, height: 675 }],
  ...fields,
});

describe('slugify', () => {
  it('makes the kebab-case of a title', () => {
    expect(slugify('How to Crack Your First MERN Stack Developer Interview')).toBe(
      'how-to-crack-your-first-mern-stack-developer-interview',
    );
    expect(slugify("  Python vs. MERN: What's next?  ")).toBe('python-vs-mern-what-s-next');
  });

  it('drops accents, keeps other scripts, and never returns an empty slug', () => {
    expect(slugify('Café Résumé Tips')).toBe('cafe-resume-tips');
    expect(slugify('डेटा साइंस 2026')).toBe('डेटा-साइंस-2026');
    // Characters outside the basic plane are never cut in half.
    expect(() => encodeURIComponent(slugify('𞤀'.repeat(100)))).not.toThrow();
    expect(Array.from(slugify('𞤀'.repeat(100)))).toHaveLength(80);
    expect(slugify('!!!')).toBe('post');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });

  it('builds the canonical paths of a post, a category and the pages of a list', () => {
    expect(postHref(3, 'my-post')).toBe('/blog/3/my-post');
    expect(categoryHref(slugify('Data Science'))).toBe('/blog/category/data-science');
    expect(listPageHref('/blog', 1)).toBe('/blog');
    expect(listPageHref('/blog/category/news', 3)).toBe('/blog/category/news/page/3');
  });
});

describe('normalizePost', () => {
  it('reads a Strapi 5 post and prefixes relative image URLs with the backend origin', () => {
    const post = normalizePost(strapiPost(), ORIGIN);
    expect(post).toMatchObject({
      number: 7,
      title: 'Cracking The MERN Interview',
      slug: 'cracking-the-mern-interview',
      href: '/blog/7/cracking-the-mern-interview',
      category: 'Career Tips',
      categoryHref: '/blog/category/career-tips',
      date: { year: 2026, month: 11, day: 10 },
      summary: 'Some bold advice.',
      description: 'Some **bold** advice.',
    });
    expect(post.cover).toEqual({
      url: `${ORIGIN}/uploads/cover.jpg`,
      alt: 'A cover',
      external: false,
      width: 1200,
      height: 675,
    });
  });

  it('addresses a post by its postNumber when the CMS has one, by its id otherwise', () => {
    expect(normalizePost(strapiPost({ id: 40, postNumber: 7 }), ORIGIN).href).toBe(
      '/blog/7/cracking-the-mern-interview',
    );
    expect(normalizePost(strapiPost({ id: 40, postNumber: null }), ORIGIN).number).toBe(40);
  });

  it('takes the summary field for the summary, else the excerpt the CMS keeps, else the text without its headings', () => {
    expect(normalizePost(strapiPost({ summary: '  A short   summary. ' }), ORIGIN).summary).toBe(
      'A short summary.',
    );
    expect(normalizePost(strapiPost({ summary: 'x'.repeat(300) }), ORIGIN).summary).toHaveLength(200);
    // The bundled CMS's card answers carry an excerpt instead of the text.
    const card = normalizeCard(
      strapiPost({ summary: '', description: undefined, excerpt: 'Kept by the CMS.' }),
      ORIGIN,
    );
    expect(card.summary).toBe('Kept by the CMS.');
    const fromBody = normalizePost(
      strapiPost({ summary: '', description: '## What you will learn\n\nThis post was written.' }),
      ORIGIN,
    );
    expect(fromBody.summary).toBe('This post was written.');
  });

  it('gives a post without a category no category page', () => {
    expect(normalizeCard(strapiPost({ category: '' }), ORIGIN)).toMatchObject({
      category: 'No category',
      categoryHref: null,
    });
  });

  it('reads pictures with their alt text, and falls back to the media field images', () => {
    const image = { url: '/uploads/a.jpg', alternativeText: 'Library text', width: 10, height: 5 };
    const post = normalizePost(
      strapiPost({
        images: undefined,
        pictures: [
          { id: 1, alt: 'Typed by the marketer', image },
          { id: 2, alt: '', image: { ...image, url: '/uploads/b.jpg' } },
          { id: 3, alt: 'No image', image: null },
        ],
      }),
      ORIGIN,
    );
    expect(post.images.map(({ url, alt }) => [url, alt])).toEqual([
      [`${ORIGIN}/uploads/a.jpg`, 'Typed by the marketer'],
      [`${ORIGIN}/uploads/b.jpg`, 'Library text'],
    ]);
    expect(() => normalizePost(strapiPost({ pictures: 'nope' }), ORIGIN)).toThrow(BlogResponseError);
    expect(() => normalizePost(strapiPost({ summary: 5 }), ORIGIN)).toThrow(BlogResponseError);
  });

  it('keeps absolute image URLs and drops unusable ones', () => {
    const post = normalizePost(
      strapiPost({
        images: [
          { url: 'javascript:alert(1)' },
          { url: '//evil.example/x.jpg' },
          { url: 'https://cdn.example.com/a.jpg', alternativeText: null },
          { nothing: true },
          'not an object',
        ],
      }),
      ORIGIN,
    );
    expect(post.images).toEqual([
      { url: 'https://cdn.example.com/a.jpg', alt: '', external: true, width: null, height: null },
    ]);
  });

  it('uses /blog.jpg when a post has no image', () => {
    for (const images of [undefined, null, []]) {
      expect(normalizePost(strapiPost({ images }), ORIGIN).cover).toEqual(PLACEHOLDER_IMAGE);
    }
    expect(PLACEHOLDER_IMAGE.url).toBe('/blog.jpg');
  });

  it('gives the fixed fallback texts for missing or empty fields', () => {
    const post = normalizePost({ id: 9, title: '  ', category: null, date: 'soon', description: '' }, ORIGIN);
    expect(post).toMatchObject({
      title: 'No title available',
      category: 'No category',
      date: null,
      description: '',
      summary: '',
      slug: 'no-title-available',
    });
  });

  it('treats wrong-typed fields as a garbled answer', () => {
    for (const fields of [
      { title: 42 },
      { category: ['x'] },
      { date: 20261110 },
      { description: { a: 1 } },
      { images: 'x' },
    ]) {
      expect(() => normalizePost(strapiPost(fields), ORIGIN)).toThrow(BlogResponseError);
    }
  });

  it('treats entries without a positive integer id as garbled, and accepts a numeric string id', () => {
    for (const id of [undefined, null, 0, -1, 1.5, 'abc', {}]) {
      expect(() => normalizePost(strapiPost({ id }), ORIGIN)).toThrow(BlogResponseError);
    }
    expect(() => normalizePost(null, ORIGIN)).toThrow(BlogResponseError);
    expect(normalizePost(strapiPost({ id: '12' }), ORIGIN).number).toBe(12);
  });

  it('strips control characters and collapses whitespace in titles and categories', () => {
    const post = normalizePost(strapiPost({ title: 'A\u0000 B\n\n C\u0007', category: ' Tips\t ' }), ORIGIN);
    expect(post.title).toBe('A B C');
    expect(post.category).toBe('Tips');
  });
});

describe('readStrapiList', () => {
  it('reads the entries, the page count and the total', () => {
    const list = readStrapiList({
      data: [strapiPost(), strapiPost({ id: 8 })],
      meta: { pagination: { page: 2, pageCount: 3, total: 30 } },
    });
    expect(list.data.map((entry) => normalizeCard(entry, ORIGIN).number)).toEqual([7, 8]);
    expect(list).toMatchObject({ page: 2, pageCount: 3, total: 30 });
  });

  it('counts at least one page (an empty collection reports 0)', () => {
    expect(readStrapiList({ data: [] })).toEqual({ data: [], page: 1, pageCount: 1, total: 0 });
    expect(readStrapiList({ data: [], meta: { pagination: { pageCount: 0, total: 0 } } }).pageCount).toBe(1);
  });

  it('rejects answers that are not a Strapi list', () => {
    for (const body of [
      null,
      'html',
      [],
      {},
      { data: 'x' },
      { data: { id: 1 } },
      { error: { status: 500 } },
      { data: [], meta: { pagination: { pageCount: 'many' } } },
      { data: [], meta: { pagination: { total: -1 } } },
    ]) {
      expect(() => readStrapiList(body)).toThrow(BlogResponseError);
    }
  });

  it('sorts newest first, undated last, ties by the higher number', () => {
    const posts = [
      strapiPost({ id: 1, date: '2026-01-01' }),
      strapiPost({ id: 2, date: null }),
      strapiPost({ id: 3, date: '2026-05-01' }),
      strapiPost({ id: 4, date: '2026-05-01' }),
    ].map((entry) => normalizeCard(entry, ORIGIN));
    expect(sortNewestFirst(posts).map((post) => post.number)).toEqual([4, 3, 1, 2]);
  });
});

describe('the built-in sample posts', () => {
  it('normalize with their images, dates and content', () => {
    const posts = readStrapiList(samplePosts).data.map((entry) => normalizePost(entry, null));
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) {
      expect(post.cover.url).toMatch(/^\/images\/blog\/.+\.jpg$/);
      expect(post.date).not.toBeNull();
      expect(renderDescription(post.description, null)).toContain('<p>');
      expect(post.category).not.toBe('No category');
    }
    expect(new Set(posts.map((post) => post.number)).size).toBe(posts.length);
  });
});

describe('markdownText', () => {
  it('keeps the text of a post without its headings, pictures, code blocks or HTML tags', () => {
    expect(
      markdownText(
        '# Title\n\nHello **bold** [link](https://x.example) and `code` &amp; <b>tags</b>\n\n- one\n- two\n\n![pic](/p.png)\n\n```js\nconst a = 1;\n```\n\n## Next\n\nEnd.',
      ),
    ).toBe('Hello bold link and code & tags one two End.');
    expect(markdownText('  ')).toBe('');
  });

  it('leaves script text as text, never as markup', () => {
    expect(markdownText('<script>alert(1)</script> after')).not.toContain('<');
  });
});

describe('renderDescription', () => {
  it('turns Markdown into HTML, tables included, and passes safe HTML through', () => {
    const html = renderDescription(
      '## Steps\n\n1. Learn\n2. Build\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<em>kept</em>',
      ORIGIN,
    );
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<em>kept</em>');
  });

  it('demotes h1 to h2: the page title is the only h1', () => {
    expect(renderDescription('# Big\n\n<h1>Raw</h1>', ORIGIN)).toBe('<h2>Big</h2>\n<h2>Raw</h2>');
  });

  it('serves the CMS images of a description through the site image optimizer', () => {
    const html = renderDescription(
      '![chart](/uploads/chart.png)\n\n![other](https://cdn.example.com/x.png)',
      ORIGIN,
    );
    expect(html).toContain(
      `src="/_next/image?url=${encodeURIComponent(`${ORIGIN}/uploads/chart.png`)}&amp;w=1080&amp;q=75"`,
    );
    expect(html).toContain('src="https://cdn.example.com/x.png"');
    expect(html).toContain('loading="lazy"');
  });

  it('marks external links noopener and drops target', () => {
    const html = renderDescription('<a href="https://example.com" target="_blank">x</a>', ORIGIN);
    expect(html).toBe('<p><a href="https://example.com" rel="noopener noreferrer nofollow">x</a></p>');
  });

  it.each(XSS_PAYLOADS)('neutralizes %s', (payload) => {
    const html = renderDescription(`Intro\n\n${payload}\n\nOutro`, ORIGIN);
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const element of Array.from(container.querySelectorAll('*'))) {
      expect(UNSAFE_TAGS).not.toContain(element.localName);
      for (const { name, value } of Array.from(element.attributes)) {
        expect(name).not.toMatch(/^on/i);
        expect(name).not.toBe('style');
        if (URL_ATTRIBUTES.includes(name))
          expect(value.trim()).not.toMatch(/^(javascript|vbscript|data:text)/i);
      }
    }
    expect(html).toContain('Intro');
  });
});

describe('the CMS images', () => {
  it('admits the CMS uploads to next/image, local addresses included', () => {
    expect(blogImagePattern('http://127.0.0.1:1337')).toEqual({
      pattern: { protocol: 'http', hostname: '127.0.0.1', port: '1337', pathname: '/uploads/**' },
      isLocal: true,
    });
    expect(blogImagePattern('https://cms.example.com')?.isLocal).toBe(false);
    expect(blogImagePattern(null)).toBeNull();
  });
});

describe('buildRssFeed', () => {
  it('lists posts with absolute links and escapes text', () => {
    const posts = [normalizeCard(strapiPost({ title: 'Tips & <Tricks>' }), ORIGIN)];
    const xml = buildRssFeed({ title: 'Blog', description: 'About', siteUrl: 'https://site.example' }, posts);
    expect(xml).toContain('<title>Tips &amp; &lt;Tricks&gt;</title>');
    expect(xml).toContain('<link>https://site.example/blog/7/tips-tricks</link>');
    expect(xml).toContain('<pubDate>Mon, 09 Nov 2026 18:30:00 GMT</pubDate>');
    expect(xml).not.toContain('<Tricks>');
  });
});
