import type { Page } from '@playwright/test';
import samplePosts from '../lib/blog/sample-posts.json';
import { slugify } from '../lib/blog/slug';
import { XSS_PAYLOADS } from './xss-payloads';
import {
  CMS_URL,
  createPost,
  deletePost,
  hubState,
  sendWebhook,
  setHub,
  startStrapi,
  stopStrapi,
  updatePost,
  uploadImage,
  waitForWebhook,
  type CmsFault,
  type CreatedPost,
} from './cms';
import { publishFromAdmin, unpublishFromAdmin } from './cms-admin';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// One CMS for the whole file: the tests change it in turn.
test.describe.configure({ mode: 'serial' });

const seeded = [...samplePosts.data].sort((a, b) => a.id - b.id);
const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Reloads /blog until the expectation holds: the page regenerates in the background. */
async function expectBlogList(page: Page, expectation: () => Promise<void>, timeout?: number) {
  await expect(async () => {
    await page.goto('/blog');
    await expectation();
  }).toPass({ timeout });
}

const cards = (page: Page) => page.getByTestId('blog-card');

test.describe('blog on the bundled CMS', () => {
  test.beforeEach(async ({ request }) => {
    await setHub(request, { fault: 'none', webhooks: true, missingUploads: [] });
  });

  test('lists the seeded posts, newest first, each card complete', async ({ page }) => {
    // The site was built while the CMS was down; the CMS's seeding webhooks filled the blog since.
    await expectBlogList(page, async () => {
      for (const post of seeded) await expect(cards(page).filter({ hasText: post.title })).toHaveCount(1);
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights for Your Tech Career');
    const newest = seeded.at(-1)!;
    const card = cards(page).filter({ hasText: newest.title });
    await expect(card.getByText(newest.category, { exact: true })).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', newest.date);
    await expect(card.locator('img')).toHaveAttribute('src', /_next\/image\?url=http%3A%2F%2F127\.0\.0\.1/);
    const readMore = card.getByRole('link', { name: /^Read More/ });
    await expect(readMore).toHaveAttribute('href', `/blog/${newest.id}/${slugify(newest.title)}`);
    // The same lift as the home page's course cards (one card style).
    await card.hover();
    await expect(card).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, -2)');
    await expect(page.locator('a[href="/feed.xml"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a seeded post has its page: title, date, category, image and rich description', async ({ page }) => {
    const post = seeded[2]!;
    await expectBlogList(page, async () => {
      await expect(cards(page).filter({ hasText: post.title })).toHaveCount(1);
    });
    await cards(page)
      .filter({ hasText: post.title })
      .getByRole('link', { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${post.id}/${slugify(post.title)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // The category badge, after the breadcrumbs that also lead to the category's page.
    const category = page.locator('article header').getByRole('link', { name: post.category, exact: true });
    await expect(category).toHaveCount(2);
    await expect(category.last()).toHaveAttribute('href', `/blog/category/${slugify(post.category)}`);
    await expect(page.locator('article time')).toHaveAttribute('datetime', post.date);
    await expect(page.locator('article figure img')).toHaveAttribute('alt', post.images[0]!.alternativeText);
    // Markdown turned into HTML: the post's first "## " heading is an h2.
    const firstHeading = /^## (.+)$/m.exec(post.description)![1]!;
    await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown id answers 404 with Blog not found.', async ({ page }) => {
    for (const path of ['/blog/99999/anything', '/blog/not-a-number/anything']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Blog not found.', { exact: true })).toBeVisible();
    }
  });

  test('any other second segment redirects permanently, with one Location header, first time and after', async ({
    request,
  }) => {
    const post = seeded[0]!;
    const canonical = `/blog/${post.id}/${slugify(post.title)}`;
    // A slug nobody asked for yet: its first answer cannot come from a cache.
    for (const path of [`/blog/${post.id}/${post.title.toLowerCase()}`, `/blog/${post.id}/old-${unique()}`]) {
      for (const visit of ['first', 'second']) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `${visit} visit of ${path}`).toBe(308);
        const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location');
        expect(
          locations.map(({ value }) => value),
          `${visit} visit of ${path}`,
        ).toEqual([canonical]);
      }
    }
  });

  test('30 old links requested at once all reach their posts', async ({ baseURL }) => {
    // Node's own fetch, as a link checker or crawler would use it: it follows one Location header only.
    const links = Array.from({ length: 30 }, (_, i) => {
      const post = seeded[i % seeded.length]!;
      return { post, url: `${baseURL}/blog/${post.id}/old-link-${i}-${unique()}` };
    });
    const answers = await Promise.all(
      links.map(async ({ url }) => {
        const response = await fetch(url);
        return { status: response.status, url: response.url, html: await response.text() };
      }),
    );
    answers.forEach((answer, i) => {
      const { post } = links[i]!;
      expect(answer.status).toBe(200);
      expect(answer.url).toBe(`${baseURL}/blog/${post.id}/${slugify(post.title)}`);
      expect(answer.html).toContain(`<h1`);
      expect(answer.html).toContain(post.title);
    });
  });

  test('made-up addresses are answered from one cache entry, not one each', async ({ request }) => {
    // Warms the one entry, then asks for addresses nobody asked for before: each answer is a cache hit.
    for (const prefix of [
      '/blog/987654321/',
      '/no-such-section/',
      '/blog/page/',
      '/blog/category/',
      '/blog/category/career-tips/page/',
    ]) {
      await request.get(`${prefix}first-${unique()}`);
      const response = await request.get(`${prefix}then-${unique()}`);
      expect(response.status()).toBe(404);
      // Rendered in this process, not proxied to the server itself over HTTP.
      expect(response.headers()['x-middleware-rewrite'] ?? '/', prefix).toMatch(/^\//);
      // HIT, or STALE once the entry is older than its window: either way no render for this address.
      expect(response.headers()['x-nextjs-cache'], prefix).toMatch(/^(HIT|STALE)$/);
    }
  });

  test('a post published with the webhook paused appears within the regeneration window', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await setHub(request, { webhooks: false });
    const title = `Window post ${unique()}`;
    const post = await createPost(request, {
      title,
      category: 'News',
      date: '2026-11-20',
      description: 'Fresh.',
    });
    // BLOG_REVALIDATE_SECONDS is 45 in the e2e environment.
    await expectBlogList(page, () => expect(cards(page).filter({ hasText: title })).toHaveCount(1), 100_000);
    const response = await page.goto(`/blog/${post.id}/${slugify(title)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await setHub(request, { webhooks: true });
    await deletePost(request, post);
  });

  test('with the webhook, a created, changed and deleted post shows at once, without a rebuild', async ({
    page,
    request,
  }) => {
    await setHub(request, { clearDeliveries: true });
    const title = `Webhook post ${unique()}`;
    const post = await createPost(request, {
      title,
      category: 'Events',
      date: '2026-11-21',
      description: 'New.',
    });
    await waitForWebhook(request, 'entry.create');
    // Well inside the 45 s window: only the webhook can have made these fresh.
    await expectBlogList(page, () => expect(cards(page).filter({ hasText: title })).toHaveCount(1), 15_000);
    expect((await page.goto(`/blog/${post.id}/${slugify(title)}`))?.status()).toBe(200);

    await setHub(request, { clearDeliveries: true });
    const renamed = `${title} renamed`;
    await updatePost(request, post, { title: renamed, category: 'Placements' });
    await waitForWebhook(request, 'entry.update');
    await expectBlogList(page, () => expect(cards(page).filter({ hasText: renamed })).toHaveCount(1), 15_000);
    await expect(
      cards(page).filter({ hasText: renamed }).getByText('Placements', { exact: true }),
    ).toBeVisible();
    // The old address redirects once the proxy's list of posts (a few seconds old at most) has the new title.
    await expect(async () => {
      await page.goto(`/blog/${post.id}/${slugify(title)}`);
      await expect(page).toHaveURL(`/blog/${post.id}/${slugify(renamed)}`, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

    await setHub(request, { clearDeliveries: true });
    await deletePost(request, post);
    await waitForWebhook(request, 'entry.delete');
    await expectBlogList(page, () => expect(cards(page).filter({ hasText: renamed })).toHaveCount(0), 15_000);
    await expect(async () => {
      const response = await page.goto(`/blog/${post.id}/${slugify(renamed)}`);
      expect(response?.status()).toBe(404);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('Blog not found.', { exact: true })).toBeVisible();
  });

  test('a draft is on no public page nor the public API; the preview shows it; publishing keeps its address', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Draft post ${unique()}`;
    const post = await createPost(
      request,
      {
        title,
        summary: 'Not ready yet.',
        category: 'Events',
        date: '2026-11-22',
        description: 'Draft text.',
      },
      { draft: true },
    );
    const path = `/blog/${post.id}/${slugify(title)}`;

    // Invisible to visitors, the feed, the sitemap and the CMS's public API (even when it asks for drafts).
    await sendWebhook(request);
    await page.goto('/blog');
    await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
    expect((await page.goto(path))?.status()).toBe(404);
    expect(await (await request.get('/feed.xml')).text()).not.toContain(title);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/blog/${post.id}/`);
    for (const query of [
      `filters[postNumber][$eq]=${post.id}`,
      `filters[postNumber][$eq]=${post.id}&status=draft`,
    ]) {
      const answer = await request.get(`${CMS_URL}/api/blogs?${query}`);
      expect(answer.ok()).toBe(true);
      expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
    }

    // The preview: refused without the secret; with it, the draft on the real layout, uncached, with a banner.
    expect(
      (await request.get(`/api/preview?secret=wrong&post=${post.id}`, { maxRedirects: 0 })).status(),
    ).toBe(401);
    const preview = await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&post=${post.id}`);
    await expect(page).toHaveURL(path);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toContainText('Preview');
    await expectNoAxeViolations(page);
    // A change to the draft shows on the next load.
    await updatePost(request, post, { description: 'Draft text, second take.' }, { draft: true });
    await page.reload();
    await expect(page.getByText('Draft text, second take.')).toBeVisible();
    // Never published: leaving the preview leads to the blog, not to the post's 404.
    await banner.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);

    // Published: live at the address it had as a draft, and it keeps it after an edit and a second publish.
    await updatePost(request, post, {});
    await expectBlogList(page, () => expect(cards(page).filter({ hasText: title })).toHaveCount(1), 15_000);
    await expect(async () => {
      expect((await page.goto(path))?.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await updatePost(request, post, { summary: 'Ready now.' });
    await expect(async () => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Ready now.', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    await deletePost(request, post);
  });

  test('the summary drives card, meta, share and feed texts; alt text reaches the page; categories are a fixed list', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const jpeg = await (await request.get('/blog.jpg')).body();
    const image = await uploadImage(request, `alt-${unique()}.jpg`, jpeg);
    const title = `Summary post ${unique()}`;
    const summary = 'Three habits that got our learners hired this year.';
    const alt = 'Learners at a whiteboard planning a project';
    const post = await createPost(request, {
      title,
      summary,
      category: 'Data Science',
      date: '2026-11-17',
      description: '## What you will learn\n\nThe body starts here.',
      pictures: [{ image: image.id, alt }],
    });
    const untitled = `No summary ${unique()}`;
    const plain = await createPost(request, {
      title: untitled,
      category: 'News',
      date: '2026-11-16',
      description: '## What you will learn\n\nThis post was written without a summary.',
    });

    await expectBlogList(page, () => expect(cards(page).filter({ hasText: title })).toHaveCount(1), 15_000);
    const card = cards(page).filter({ hasText: title });
    await expect(card.getByText(summary, { exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('alt', alt);
    await expect(card.getByText('Data Science', { exact: true })).toBeVisible();
    // Without a summary: the body's text, its headings left out.
    const plainCard = cards(page).filter({ hasText: untitled });
    await expect(
      plainCard.getByText('This post was written without a summary.', { exact: true }),
    ).toBeVisible();
    await expect(plainCard).not.toContainText('What you will learn');

    await page.goto(`/blog/${post.id}/${slugify(title)}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', summary);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', summary);
    await expect(page.locator('article figure img')).toHaveAttribute('alt', alt);
    const feed = await (await request.get('/feed.xml')).text();
    expect(feed).toContain(`<description>${summary}</description>`);

    // A category outside the list is refused, so no second spelling can reach the site.
    const typo = await request.post(`${CMS_URL}/api/blogs`, {
      headers: { Authorization: `Bearer ${process.env.CMS_API_TOKEN ?? 'e2e-cms-api-token'}` },
      data: { data: { title: `Typo ${unique()}`, category: 'Career tips' } },
    });
    expect(typo.status()).toBe(400);
    await deletePost(request, post);
    await deletePost(request, plain);
  });

  // The category comes from the CMS's fixed list, so only the free-text fields carry payloads here.
  test('a post whose title and description hold XSS payloads runs nothing', async ({ page, request }) => {
    test.setTimeout(60_000);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const title = `XSS ${unique()} <script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;
    const post = await createPost(request, {
      title,
      category: 'News',
      date: '2026-11-19',
      description: XSS_PAYLOADS.join('\n\n'),
    });
    await expectBlogList(page, () => expect(cards(page).filter({ hasText: 'XSS' })).toHaveCount(1), 30_000);
    const href = await cards(page)
      .filter({ hasText: 'XSS' })
      .getByRole('link', { name: /^Read More/ })
      .getAttribute('href');
    const html = await (await request.get(href!)).text();
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>window.__xss=1</script>');
    // Give any surviving event handler its event: fire the usual triggers at everything in the post.
    await page.evaluate(() => {
      const events = ['mouseover', 'mouseenter', 'pointerenter', 'focus', 'click', 'toggle', 'load', 'error'];
      for (const element of Array.from(document.querySelectorAll('article *'))) {
        for (const type of events) element.dispatchEvent(new Event(type, { cancelable: true }));
      }
    });
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(html).not.toMatch(/<script>window\.__xss|onerror="window|onload="window|javascript:alert/i);
    await deletePost(request, post);
  });

  test('an image that fails to load is replaced by /blog.jpg', async ({ page, request }) => {
    test.setTimeout(60_000);
    const jpeg = await (await request.get('/blog.jpg')).body();
    const image = await uploadImage(request, `broken-${unique()}.jpg`, jpeg);
    await setHub(request, { missingUploads: [image.url] });
    const title = `Broken image ${unique()}`;
    const post = await createPost(request, {
      title,
      category: 'News',
      date: '2026-11-18',
      description: 'Its picture is missing.',
      pictures: [{ image: image.id, alt: 'A picture that is missing' }],
    });
    await expectBlogList(page, () => expect(cards(page).filter({ hasText: title })).toHaveCount(1), 30_000);
    await expect(cards(page).filter({ hasText: title }).locator('img')).toHaveAttribute('src', /blog\.jpg/);
    await page.goto(`/blog/${post.id}/${slugify(title)}`);
    await expect(page.locator('article figure img')).toHaveAttribute('src', /blog\.jpg/);
    await deletePost(request, post);
  });

  test('a CMS with no posts: /blog says so in one line, then fills again', async ({ page, request }) => {
    await setHub(request, { fault: 'empty' });
    await sendWebhook(request);
    await expectBlogList(
      page,
      () => expect(page.getByText('No articles yet.', { exact: false })).toBeVisible(),
      15_000,
    );
    await expect(cards(page)).toHaveCount(0);
    await setHub(request, { fault: 'none' });
    await sendWebhook(request);
    await expectBlogList(
      page,
      () => expect(cards(page).filter({ hasText: seeded[0]!.title })).toHaveCount(1),
      15_000,
    );
  });

  for (const fault of ['down', 'slow', 'error', 'html', 'malformed', 'wrong-types'] satisfies CmsFault[]) {
    test(`a CMS that is ${fault}: the blog keeps its last good pages`, async ({ page, request }) => {
      // A slow CMS is waited for 5 s a read before its last good answer is used.
      test.setTimeout(60_000);
      const post = seeded[1]!;
      const postPath = `/blog/${post.id}/${slugify(post.title)}`;
      // Both pages have a good copy first.
      await expectBlogList(page, () => expect(cards(page).filter({ hasText: post.title })).toHaveCount(1));
      expect((await page.goto(postPath))?.status()).toBe(200);

      await setHub(request, { fault });
      await sendWebhook(request); // marks every blog page stale: the next requests regenerate them
      for (let attempt = 0; attempt < 3; attempt++) {
        const list = await page.goto('/blog');
        expect(list?.status()).toBe(200);
        await expect(cards(page).filter({ hasText: post.title })).toHaveCount(1);
        const detail = await page.goto(postPath);
        expect(detail?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      }
    });
  }

  test('the CMS stopped: /blog and a post still answer 200 with their content', async ({ page, request }) => {
    test.setTimeout(120_000);
    const post = seeded[3]!;
    const postPath = `/blog/${post.id}/${slugify(post.title)}`;
    expect((await page.goto(postPath))?.status()).toBe(200);
    await stopStrapi(request);
    try {
      await sendWebhook(request);
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await page.goto('/blog'))?.status()).toBe(200);
        await expect(cards(page).filter({ hasText: post.title })).toHaveCount(1);
        expect((await page.goto(postPath))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      }
    } finally {
      await startStrapi(request);
    }
  });

  // Last in this file: everything above used the CMS as marketers and visitors do.
  test('the CMS logged no error', async ({ request }) => {
    expect((await hubState(request)).cmsErrors).toEqual([]);
  });
});

test.describe('a blog of three pages', () => {
  // With the 6 seeded posts, 32: 12, 12 and 8 a page. Dated in January, so the seeded posts come first.
  const batch = unique();
  const titleOf = (n: number) => `Paged ${batch} number ${n}`;
  const searchWord = `qx${batch}`;
  const created: (CreatedPost & { title: string })[] = [];
  const everyTitle = () => [...seeded.map((post) => post.title), ...created.map((post) => post.title)];

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await setHub(request, { fault: 'none', webhooks: true, missingUploads: [] });
    for (let n = 1; n <= 26; n++) {
      const post = await createPost(request, {
        title: titleOf(n),
        category: 'Courses',
        date: `2026-01-${String(n).padStart(2, '0')}`,
        description: `Post ${n} of the batch.${n === 5 ? ` The word ${searchWord} is only here.` : ''}`,
      });
      created.push({ ...post, title: titleOf(n) });
    }
  });

  test.afterAll(async ({ request }) => {
    for (const post of created) await deletePost(request, post);
  });

  async function cardTitles(page: Page, path: string): Promise<string[]> {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    return cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
  }

  test('12 posts a page, newest first, every post on exactly one page, with numbered pages', async ({
    page,
  }) => {
    await expect(async () => {
      expect(await cardTitles(page, '/blog/page/3')).toHaveLength(8);
    }).toPass({ timeout: 30_000 });
    const pages = [
      await cardTitles(page, '/blog'),
      await cardTitles(page, '/blog/page/2'),
      await cardTitles(page, '/blog/page/3'),
    ];
    expect(pages.map((titles) => titles.length)).toEqual([12, 12, 8]);
    expect(pages.flat().sort()).toEqual(everyTitle().sort());
    // Newest first across the pages: the seeded posts, then this batch from its newest.
    expect(pages[1]![0]).toBe(titleOf(20));
    expect(pages[2]!.at(-1)).toBe(titleOf(1));

    // Page 2 is a page of its own for search engines, and links to its neighbours.
    await page.goto('/blog/page/2');
    await expect(page).toHaveTitle(/^Blog, page 2 \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest articles, page 2 of 3');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/);
    const pagination = page.getByRole('navigation', { name: 'Pages of articles' });
    await expect(pagination.locator('[aria-current="page"]')).toContainText('Page 2');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/blog/page/3');
    await page
      .getByRole('navigation', { name: 'Pages of articles' })
      .getByRole('link', { name: 'Page 1' })
      .click();
    await expect(page).toHaveURL('/blog');
    await expectNoAxeViolations(page);

    const first = await page.request.get('/blog/page/1', { maxRedirects: 0 });
    expect([first.status(), first.headers().location]).toEqual([308, '/blog']);
    const beyond = await page.goto('/blog/page/4');
    expect(beyond?.status()).toBe(404);
    await expect(page.getByText('There is no such page of articles.')).toBeVisible();
  });

  test('a category has its pages, linked from cards and posts, with breadcrumbs, in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/blog/page/2');
    await cards(page).first().getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL('/blog/category/courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
    await expect(page).toHaveTitle(/^Courses articles \|/);
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link')).toHaveText(['Home', 'Blog']);
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Courses');
    await expect(
      page.getByRole('navigation', { name: 'Browse by topic' }).locator('[aria-current="page"]'),
    ).toHaveText(/Courses/);
    await expectNoAxeViolations(page);
    // 26 of this batch and one seeded post: 12, 12 and 3.
    const titles = [
      ...(await cardTitles(page, '/blog/category/courses')),
      ...(await cardTitles(page, '/blog/category/courses/page/2')),
      ...(await cardTitles(page, '/blog/category/courses/page/3')),
    ];
    expect(titles).toHaveLength(27);
    expect(new Set(titles).size).toBe(27);
    expect((await page.goto('/blog/category/courses/page/4'))?.status()).toBe(404);
    expect((await page.goto('/blog/category/no-such-topic'))?.status()).toBe(404);
    const paged = await request.get('/blog/category/courses/page/1', { maxRedirects: 0 });
    expect([paged.status(), paged.headers().location]).toEqual([308, '/blog/category/courses']);

    // A post links to its category too.
    const post = created[9]!;
    await page.goto(`/blog/${post.id}/${slugify(post.title)}`);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Courses', exact: true }).first(),
    ).toHaveAttribute('href', '/blog/category/courses');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/blog/category/courses</loc>');
    for (const { id, title } of created) expect(sitemap).toContain(`/blog/${id}/${slugify(title)}</loc>`);
    // The feed: the newest 20 only, each with its summary.
    const feed = await (await request.get('/feed.xml')).text();
    expect(feed.match(/<item>/g)).toHaveLength(20);
    expect(feed).toContain(titleOf(26));
    expect(feed).not.toContain(`${titleOf(1)}<`);
  });

  test('a post links to the posts just newer and older, and to three more of its category', async ({
    page,
  }) => {
    const post = created[14]!;
    await page.goto(`/blog/${post.id}/${slugify(post.title)}`);
    const around = page.getByRole('navigation', { name: 'More articles' });
    await expect(around.getByRole('link', { name: /Older article/ })).toHaveAttribute(
      'href',
      `/blog/${created[13]!.id}/${slugify(titleOf(14))}`,
    );
    await expect(around.getByRole('link', { name: /Newer article/ })).toHaveAttribute(
      'href',
      `/blog/${created[15]!.id}/${slugify(titleOf(16))}`,
    );
    const related = page.getByRole('region', { name: 'More on Courses' });
    await expect(related.getByTestId('blog-card')).toHaveCount(3);
    await expect(related).not.toContainText(post.title);
    await expectNoAxeViolations(page);
  });

  test('the search: a plain GET form that works without script, not indexed, limited per client', async ({
    browser,
    page: scripted,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search the articles' }).fill(searchWord);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/blog/search?q=${searchWord}`);
    await expect(page.getByRole('status')).toHaveText('1 article found.');
    await expect(cards(page)).toHaveText([new RegExp(titleOf(5))]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/blog/search?q=nothing-matches-this-at-all');
    await expect(page.getByText('No article matches your search.', { exact: false })).toBeVisible();
    await context.close();
    // With script, the page hydrates under its nonce policy, and is as accessible as the others.
    const violations: string[] = [];
    scripted.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await scripted.goto(`/blog/search?q=${searchWord}`);
    await waitForHydration(scripted);
    await expectNoAxeViolations(scripted);
    expect(violations).toEqual([]);

    const answer = await request.get(`/blog/search?q=${batch}`);
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    // Rendered for each request under a nonce: never cached, scripts allowed by the nonce alone.
    expect(answer.headers()['cache-control']).toMatch(/no-store/);
    expect(answer.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);

    // 20 searches a minute from one client; the next is refused politely; another client is not affected.
    const client = { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
    for (let i = 0; i < 20; i++) {
      expect((await request.get('/blog/search?q=limit', { headers: client })).status()).toBe(200);
    }
    const refused = await request.get('/blog/search?q=limit', { headers: client });
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain('Please wait a minute and search again.');
    expect(
      (
        await request.get('/blog/search?q=limit', { headers: { 'X-Forwarded-For': '198.51.100.250' } })
      ).status(),
    ).toBe(200);
  });

  test('a publish, an edit, an unpublish and a delete move a post between pages and categories', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Mover ${batch}`;
    const post = await createPost(request, {
      title,
      category: 'Events',
      date: '2026-11-25',
      description: 'It moves.',
    });
    const within = (check: () => Promise<void>) => expect(check).toPass({ timeout: 10_000 });
    // Published: first on /blog, which pushes page 1's last post to the top of page 2; a new category.
    await within(async () => expect((await cardTitles(page, '/blog'))[0]).toBe(title));
    await within(async () => expect((await cardTitles(page, '/blog/page/2'))[0]).toBe(titleOf(21)));
    await within(async () => expect(await cardTitles(page, '/blog/category/events')).toEqual([title]));

    // Edited: another category, and a date that makes it the oldest post, last on the last page.
    await updatePost(request, post, { category: 'News', date: '2025-12-31' });
    await within(async () => expect((await page.goto('/blog/category/events'))?.status()).toBe(404));
    await within(async () => expect(await cardTitles(page, '/blog/category/news')).toEqual([title]));
    await within(async () => expect((await cardTitles(page, '/blog/page/3')).at(-1)).toBe(title));

    // Unpublished: off every page, its address a 404; published again: back.
    expect((await unpublishFromAdmin(request, post.documentId)).status).toBe(200);
    await within(async () => expect(await cardTitles(page, '/blog/page/3')).not.toContain(title));
    await within(async () => expect((await page.goto('/blog/category/news'))?.status()).toBe(404));
    await within(async () =>
      expect((await page.goto(`/blog/${post.id}/${slugify(title)}`))?.status()).toBe(404),
    );
    expect((await publishFromAdmin(request, post.documentId)).status).toBe(200);
    await within(async () => expect((await cardTitles(page, '/blog/page/3')).at(-1)).toBe(title));

    await deletePost(request, post);
    await within(async () => expect(await cardTitles(page, '/blog/page/3')).not.toContain(title));
    await within(async () =>
      expect((await page.goto(`/blog/${post.id}/${slugify(title)}`))?.status()).toBe(404),
    );
  });
});

test.describe('POST /api/revalidate', () => {
  const blogEvent = { event: 'entry.update', model: 'blog', uid: 'api::blog.blog', entry: { id: 1 } };
  const secret = process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret';

  test('refuses a missing or wrong secret with 401', async ({ request }) => {
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: secret }] as Record<
      string,
      string
    >[]) {
      const response = await request.post('/api/revalidate', { headers, data: blogEvent });
      expect(response.status()).toBe(401);
    }
  });

  test('answers 2xx and regenerates nothing for a body that is not a blog event', async ({ request }) => {
    const headers = { Authorization: `Bearer ${secret}` };
    for (const data of [
      { event: 'entry.create', model: 'user' },
      { hello: 'world' },
      { event: 'media.create' },
    ]) {
      const response = await request.post('/api/revalidate', { headers, data });
      expect(response.status()).toBe(202);
      expect(await response.json()).toMatchObject({ revalidated: false });
    }
  });

  test('answers 4xx, never 5xx, to malformed or oversized bodies', async ({ request }) => {
    const headers = { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' };
    const malformed = await request.post('/api/revalidate', { headers, data: Buffer.from('{"event": ') });
    expect(malformed.status()).toBe(400);
    const huge = await request.post('/api/revalidate', {
      headers,
      data: Buffer.from(`"${'x'.repeat(2 * 1024 * 1024)}"`),
    });
    expect(huge.status()).toBe(413);
  });

  test('accepts a blog event with the right secret', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${secret}` },
      data: blogEvent,
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true, postId: 1 });
  });
});
