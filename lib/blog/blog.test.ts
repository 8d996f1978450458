import { buildRssFeed } from '@/lib/blog/feed';
import { blogImagePattern } from '@/lib/blog/image-host';
import {
  BlogResponseError,
  normalizePost,
  normalizePostList,
  PLACEHOLDER_IMAGE,
  sortPostsNewestFirst,
} from '@/lib/blog/normalize';
import { renderDescription } from '@/lib/blog/render';
import { postHref, slugify } from '@/lib/blog/slug';
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

  it('builds the canonical path of a post', () => {
    expect(postHref(3, 'my-post')).toBe('/blog/3/my-post');
  });
});

describe('normalizePost', () => {
  it('reads a Strapi 5 post and prefixes relative image URLs with the backend origin', () => {
    const post = normalizePost(strapiPost(), ORIGIN);
    expect(post).toMatchObject({
      id: 7,
      title: 'Cracking The MERN Interview',
      slug: 'cracking-the-mern-interview',
      href: '/blog/7/cracking-the-mern-interview',
      category: 'Career Tips',
      date: { year: 2026, month: 11, day: 10 },
      summary: 'Some bold advice.',
    });
    expect(post.html).toBe('<p>Some <strong>bold</strong> advice.</p>');
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
    expect(normalizePost(strapiPost({ id: 40, postNumber: null }), ORIGIN).id).toBe(40);
  });

  it('takes the summary field for the summary, else the text without its headings', () => {
    expect(normalizePost(strapiPost({ summary: '  A short   summary. ' }), ORIGIN).summary).toBe(
      'A short summary.',
    );
    expect(normalizePost(strapiPost({ summary: 'x'.repeat(300) }), ORIGIN).summary).toHaveLength(200);
    const fromBody = normalizePost(
      strapiPost({ summary: '', description: '## What you will learn\n\nThis post was written.' }),
      ORIGIN,
    );
    expect(fromBody.summary).toBe('This post was written.');
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
      html: '',
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
    expect(normalizePost(strapiPost({ id: '12' }), ORIGIN).id).toBe(12);
  });

  it('strips control characters and collapses whitespace in titles and categories', () => {
    const post = normalizePost(strapiPost({ title: 'A\u0000 B\n\n C\u0007', category: ' Tips\t ' }), ORIGIN);
    expect(post.title).toBe('A B C');
    expect(post.category).toBe('Tips');
  });
});

describe('normalizePostList', () => {
  it('reads posts and the page count', () => {
    const page = normalizePostList(
      { data: [strapiPost(), strapiPost({ id: 8 })], meta: { pagination: { pageCount: 3 } } },
      ORIGIN,
    );
    expect(page.posts.map((post) => post.id)).toEqual([7, 8]);
    expect(page.pageCount).toBe(3);
  });

  it('counts at least one page (an empty collection reports 0)', () => {
    expect(normalizePostList({ data: [] }, ORIGIN)).toEqual({ posts: [], pageCount: 1 });
    expect(normalizePostList({ data: [], meta: { pagination: { pageCount: 0 } } }, ORIGIN).pageCount).toBe(1);
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
    ]) {
      expect(() => normalizePostList(body, ORIGIN)).toThrow(BlogResponseError);
    }
  });

  it('sorts newest first, undated last, ties by the newer id', () => {
    const posts = normalizePostList(
      {
        data: [
          strapiPost({ id: 1, date: '2026-01-01' }),
          strapiPost({ id: 2, date: null }),
          strapiPost({ id: 3, date: '2026-05-01' }),
          strapiPost({ id: 4, date: '2026-05-01' }),
        ],
      },
      ORIGIN,
    ).posts;
    expect(sortPostsNewestFirst(posts).map((post) => post.id)).toEqual([4, 3, 1, 2]);
  });
});

describe('the built-in sample posts', () => {
  it('normalize with their images, dates and content', () => {
    const { posts } = normalizePostList(samplePosts, null);
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) {
      expect(post.cover.url).toMatch(/^\/images\/blog\/.+\.jpg$/);
      expect(post.date).not.toBeNull();
      expect(post.html).toContain('<p>');
      expect(post.category).not.toBe('No category');
    }
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
  });
});

describe('renderDescription', () => {
  it('turns Markdown into HTML, tables included, and passes safe HTML through', () => {
    const { html, text } = renderDescription(
      '## Steps\n\n1. Learn\n2. Build\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<em>kept</em>',
      ORIGIN,
    );
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<em>kept</em>');
    // Headings are left out of the plain text: it is for summaries.
    expect(text).toBe('Learn Build a b 1 2 kept');
  });

  it('demotes h1 to h2: the page title is the only h1', () => {
    expect(renderDescription('# Big\n\n<h1>Raw</h1>', ORIGIN).html).toBe('<h2>Big</h2>\n<h2>Raw</h2>');
  });

  it('serves the CMS images of a description through the site image optimizer', () => {
    const { html } = renderDescription(
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
    const { html } = renderDescription('<a href="https://example.com" target="_blank">x</a>', ORIGIN);
    expect(html).toBe('<p><a href="https://example.com" rel="noopener noreferrer nofollow">x</a></p>');
  });

  it.each(XSS_PAYLOADS)('neutralizes %s', (payload) => {
    const { html } = renderDescription(`Intro\n\n${payload}\n\nOutro`, ORIGIN);
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
    const posts = normalizePostList({ data: [strapiPost({ title: 'Tips & <Tricks>' })] }, ORIGIN).posts;
    const xml = buildRssFeed({ title: 'Blog', description: 'About', siteUrl: 'https://site.example' }, posts);
    expect(xml).toContain('<title>Tips &amp; &lt;Tricks&gt;</title>');
    expect(xml).toContain('<link>https://site.example/blog/7/tips-tricks</link>');
    expect(xml).toContain('<pubDate>Mon, 09 Nov 2026 18:30:00 GMT</pubDate>');
    expect(xml).not.toContain('<Tricks>');
  });
});
