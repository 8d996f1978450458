/**
 * What a marketer meets in the bundled CMS: the admin's preview pane (a frame on the CMS admin's origin,
 * served by e2e/cms-hub.mjs as the admin would frame the site), the rules a post must meet to go live, and
 * scheduled posts, which the CMS publishes by itself.
 */
import type { Page } from '@playwright/test';
import { slugify } from '../lib/blog/slug';
import { CMS_URL, adminToken, auth, createPost, deletePost, updatePost, type CreatedPost } from './cms';
import {
  adminList,
  editorToken,
  indiaDateTime,
  previewPane,
  previewUrl,
  publishFromAdmin,
  saveDraft,
} from './cms-admin';
import { expect, freezeClock, test, waitForHydration } from './fixtures';

// Nothing dismisses the popup beforehand: in the preview it has to stay shut by itself.
test.use({ allowAutoEnquiry: true });

const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret';
const BLOG_HEADING = 'Insights for Your Tech Career';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The preview pane's frame. */
const pane = (page: Page) => page.frameLocator('iframe[title="Preview"]');

/** The frame itself, for what a locator cannot do (its address, evaluating in it). */
function paneFrame(page: Page) {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame, 'the pane frames the site').toBeDefined();
  return frame!;
}

/** Every frame the browser refused to show (frame-ancestors, X-Frame-Options), as it reports them. */
function refusedFrames(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to (frame|display)/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/** Reads a post's draft over REST, as the site's preview token would. */
async function readDraft(page: Page, post: CreatedPost) {
  const answer = await page.request.get(`${CMS_URL}/api/blogs/${post.documentId}?status=draft`, {
    headers: auth,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

test.describe('the preview pane inside the CMS admin', () => {
  test('shows the draft, the published version and the page after Exit preview; no popup opens', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const title = `Pane post ${unique()}`;
    const post = await createPost(request, {
      title,
      category: 'Events',
      date: '2026-11-20',
      description: 'The live text.',
    });
    const draftTitle = `${title} retitled`;
    await updatePost(request, post, { title: draftTitle, description: 'The draft text.' }, { draft: true });
    await expect(async () => {
      expect((await request.get(`/blog/${post.id}/${slugify(title)}`)).status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    const refused = refusedFrames(page);

    // Draft tab: the draft under the Preview banner.
    await freezeClock(page);
    const draftAddress = await previewUrl(request, post.documentId, 'draft');
    const answers: Record<string, string>[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() !== page.mainFrame()) {
        answers.push(response.headers());
      }
    });
    await page.goto(previewPane(draftAddress));
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    await expect(pane(page).getByTestId('preview-banner')).toBeVisible();
    await expect(pane(page).getByText('The draft text.')).toBeVisible();
    // The page may be framed by the CMS admin's origin only, and only because it is the preview.
    expect(answers.at(-1)?.['content-security-policy']).toContain(`frame-ancestors 'self' ${CMS_URL}`);

    // A visitor's popup opens 5 s after the page shows: the fake clock, which the frame runs on too,
    // moves well past that, and nothing opens over the preview.
    const frame = paneFrame(page);
    expect(await frame.evaluate(() => Date.now())).toBeLessThan(new Date('2026-11-22T00:00:00Z').getTime());
    await waitForHydration(frame);
    await page.clock.runFor(15_000);
    await expect(pane(page).getByRole('dialog', { name: 'Enquiry Form' })).toHaveCount(0);
    await page.clock.resume();

    // Published tab: the post as visitors see it, in the same pane.
    await page.goto(previewPane(await previewUrl(request, post.documentId, 'published')));
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(pane(page).getByText('The live text.')).toBeVisible();
    await expect(pane(page).getByTestId('preview-banner')).toHaveCount(0);

    // Publishing from the pane: the admin tells the frame, which shows the new version.
    expect((await publishFromAdmin(request, post.documentId)).status).toBe(200);
    await page.evaluate(() => (window as unknown as { strapiUpdate: () => void }).strapiUpdate());
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    await expect(pane(page).getByText('The draft text.')).toBeVisible();

    // Exit preview from a draft: the pane shows the live post, as visitors see it.
    await updatePost(request, post, { description: 'A later draft.' }, { draft: true });
    await page.goto(previewPane(draftAddress));
    await expect(pane(page).getByText('A later draft.')).toBeVisible();
    await pane(page).getByRole('link', { name: 'Exit preview' }).click();
    await expect(pane(page).getByTestId('preview-banner')).toHaveCount(0);
    await expect(pane(page).getByText('The draft text.')).toBeVisible();
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    await expect.poll(() => paneFrame(page).url()).toBe(`${baseURL}/blog/${post.id}/${slugify(draftTitle)}`);
    await expect(pane(page).getByRole('dialog', { name: 'Enquiry Form' })).toHaveCount(0);

    expect(refused).toEqual([]);
    await deletePost(request, post);
  });

  test('Exit preview of a draft never published leads to /blog, in the pane and outside it', async ({
    page,
    request,
    baseURL,
  }) => {
    const title = `Never published ${unique()}`;
    const post = await createPost(
      request,
      { title, category: 'News', date: '2026-11-21', description: 'Not out yet.' },
      { draft: true },
    );
    const refused = refusedFrames(page);
    await page.goto(previewPane(await previewUrl(request, post.documentId, 'draft')));
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(title);
    await pane(page).getByRole('link', { name: 'Exit preview' }).click();
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);
    await expect.poll(() => paneFrame(page).url()).toBe(`${baseURL}/blog`);
    expect(refused).toEqual([]);

    // Outside the admin (the preview address opened in a tab of its own): /blog too, and the preview is over.
    await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&post=${post.id}`);
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);
    expect((await page.goto(`/blog/${post.id}/${slugify(title)}`))?.status()).toBe(404);
    await deletePost(request, post);
  });
});

test.describe('publishing in the bundled CMS', () => {
  test('a post without category, date or text cannot be published; a draft can wait for them', async ({
    page,
    request,
  }) => {
    const title = `Incomplete ${unique()}`;
    // Published at once over REST: refused, naming what is missing.
    const refused = await request.post(`${CMS_URL}/api/blogs?status=published`, {
      headers: auth,
      data: { data: { title } },
    });
    expect(refused.status()).toBe(400);
    const { error } = (await refused.json()) as { error: { message: string } };
    expect(error.message).toBe(
      'A post needs a category, a date and text before it is published. Missing: Category, Text.',
    );

    // A draft may be incomplete; its date is today in India unless one is given.
    const draft = await createPost(request, { title }, { draft: true });
    expect((await readDraft(page, draft)).date).toBe(indiaDateTime(new Date()).date);

    // The admin's Publish: refused, with a message under each field that lacks.
    let answer = await publishFromAdmin(request, draft.documentId);
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.errors?.map(({ path }) => path.join('.'))).toEqual([
      'category',
      'description',
    ]);
    // Text of spaces is no text; a date taken away is missing too.
    expect(
      (await saveDraft(request, draft.documentId, { category: 'News', description: '  \n ' })).status,
    ).toBe(200);
    expect((await saveDraft(request, draft.documentId, { date: null })).status).toBe(200);
    answer = await publishFromAdmin(request, draft.documentId);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe(
      'A post needs a category, a date and text before it is published. Missing: Date, Text.',
    );
    expect((await readDraft(page, draft)).publishedAt).toBeNull();

    // Complete, it goes live.
    const saved = await saveDraft(request, draft.documentId, {
      date: '2026-11-19',
      description: 'Now with text.',
    });
    expect(saved.status).toBe(200);
    expect((await publishFromAdmin(request, draft.documentId)).status).toBe(200);
    await expect(async () => {
      expect(await (await request.get('/blog')).text()).toContain(title);
    }).toPass({ timeout: 15_000 });
    await deletePost(request, draft);
  });
});

test.describe('accounts for marketers', () => {
  test('an Editor, as the README has a marketer invited, works on posts and cannot read leads', async ({
    request,
  }) => {
    const token = await editorToken(request, `marketer-${unique()}@example.invalid`);
    const as = { Authorization: `Bearer ${token}` };
    const collection = (uid: string) => `${CMS_URL}/content-manager/collection-types/${uid}`;
    expect((await request.get(collection('api::blog.blog'), { headers: as })).status()).toBe(200);
    const draft = await request.post(collection('api::blog.blog'), {
      headers: as,
      data: { title: `Editor draft ${unique()}` },
    });
    expect(draft.status()).toBe(201);
    // Leads are personal data for the admissions team; the CMS's structure is the site team's.
    expect((await request.get(collection('api::lead.lead'), { headers: as })).status()).toBe(403);
    expect(
      (await request.get(collection('api::counsellor-profile.counsellor-profile'), { headers: as })).status(),
    ).toBe(403);
    // Listing sites (where leads come from, no personal data) are the marketers' to set up.
    expect((await request.get(collection('api::publisher.publisher'), { headers: as })).status()).toBe(200);
    const site = await request.post(collection('api::publisher.publisher'), {
      headers: as,
      data: {
        name: 'Sulekha',
        slug: `sulekha-${unique()}`,
        key: `sulekha-key-${unique()}-0123456789`,
        active: true,
      },
    });
    expect(site.status(), await site.text()).toBe(201);
    expect(
      (await request.get(`${CMS_URL}/content-type-builder/content-types`, { headers: as })).status(),
    ).toBe(403);
    // Nor applicants' CVs, which the media library (where a marketer picks images) would otherwise list.
    // A CV as the admin's media library stores one (the site's token uploads nothing: a CV comes with its lead).
    const admin = { Authorization: `Bearer ${await adminToken(request)}` };
    const upload = await request.post(`${CMS_URL}/upload`, {
      headers: admin,
      multipart: {
        files: {
          name: 'applicant-cv.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const [cv] = (await upload.json()) as { id: number }[];
    const library = async (headers: Record<string, string>) =>
      (
        (await (
          await request.get(`${CMS_URL}/upload/files?pageSize=100&sort=createdAt:DESC`, { headers })
        ).json()) as {
          results: { id: number }[];
        }
      ).results.map((file) => file.id);
    expect(await library(admin)).toContain(cv!.id);
    expect(await library(as)).not.toContain(cv!.id);
    expect((await request.get(`${CMS_URL}/upload/files/${cv!.id}`, { headers: as })).status()).toBe(404);
    const { data } = (await draft.json()) as { data: { documentId: string } };
    expect(
      (await request.delete(`${collection('api::blog.blog')}/${data.documentId}`, { headers: as })).ok(),
    ).toBe(true);
  });
});

test.describe('scheduled posts', () => {
  test('a draft scheduled a minute ahead shows in the list and the preview, then goes live by itself at its time', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const title = `Scheduled ${unique()}`;
    const due = new Date(Date.now() + 60_000);
    const when = indiaDateTime(due);
    const post = await createPost(
      request,
      {
        title,
        summary: 'Goes out by itself.',
        category: 'Placements',
        date: indiaDateTime(new Date()).date,
        description: 'Written ahead of time.',
        scheduledDate: when.date,
        scheduledTime: when.time,
      },
      { draft: true },
    );
    const href = `/blog/${post.id}/${slugify(title)}`;

    // Until then: on no public page, listed as scheduled in the admin, and the preview shows it.
    expect((await request.get(href)).status()).toBe(404);
    const row = (await adminList(request)).find((entry) => entry.documentId === post.documentId);
    expect(row).toMatchObject({ status: 'draft', scheduledDate: when.date, scheduledTime: when.time });
    await page.goto(previewPane(await previewUrl(request, post.documentId, 'draft')));
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await (await request.get('/blog')).text()).not.toContain(title);

    // At its time, by itself: on /blog, at its address and in the feed, through the webhook any publish fires.
    await expect(async () => {
      expect(await (await request.get('/blog')).text()).toContain(title);
    }).toPass({ timeout: 120_000, intervals: [1_000] });
    expect((await request.get(href)).status()).toBe(200);
    await expect(async () => {
      expect(await (await request.get('/feed.xml')).text()).toContain(title);
    }).toPass({ timeout: 15_000 });

    // Not before its time, and unscheduled once published.
    const live = await request.get(`${CMS_URL}/api/blogs?filters[postNumber][$eq]=${post.id}`);
    const [published] = ((await live.json()) as { data: { publishedAt: string }[] }).data;
    expect(new Date(published!.publishedAt).getTime()).toBeGreaterThanOrEqual(due.getTime() - 999);
    expect(await readDraft(page, post)).toMatchObject({ scheduledDate: null, scheduledTime: null });
    await deletePost(request, post);
  });

  test('a schedule is refused when its time has passed, half set, or the post is not complete', async ({
    request,
  }) => {
    const post = await createPost(request, { title: `To schedule ${unique()}` }, { draft: true });
    const soon = indiaDateTime(new Date(Date.now() + 3_600_000));
    const past = indiaDateTime(new Date(Date.now() - 60_000));

    let answer = await saveDraft(request, post.documentId, {
      scheduledDate: soon.date,
      scheduledTime: soon.time,
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe(
      'A scheduled post goes live by itself, so it needs a category, a date and text now. Missing: Category, Text.',
    );
    const complete = { category: 'Courses', description: 'Ready to go.' };
    answer = await saveDraft(request, post.documentId, {
      ...complete,
      scheduledDate: soon.date,
      scheduledTime: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.errors).toEqual([
      expect.objectContaining({
        path: ['scheduledTime'],
        message: expect.stringContaining('both the day and the time'),
      }),
    ]);
    answer = await saveDraft(request, post.documentId, {
      ...complete,
      scheduledDate: past.date,
      scheduledTime: past.time,
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/^That time has passed \(it is .+ India time\)/);

    // A later time is kept; clearing both cancels it.
    answer = await saveDraft(request, post.documentId, {
      ...complete,
      scheduledDate: soon.date,
      scheduledTime: soon.time,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ scheduledDate: soon.date, scheduledTime: soon.time });
    answer = await saveDraft(request, post.documentId, { scheduledDate: null, scheduledTime: null });
    expect(answer.data).toMatchObject({ scheduledDate: null, scheduledTime: null });
    await deletePost(request, post);
  });
});
