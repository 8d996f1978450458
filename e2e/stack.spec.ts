/**
 * The production stack (deploy/stack.mjs) as it runs: nginx in front of two instances that share one ISR
 * cache in Redis, the bundled CMS on PostgreSQL. Run by scripts/e2e-stack.sh, which starts the stack with
 * the CMS's webhook pointed at instance 1 only, so that instance 2 and the front can only learn of a change
 * through the shared cache.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { slugify } from '../lib/blog/slug';
import { createPost, deletePost, leadsFrom, updatePost, waitForLead } from './cms';
import { indiaDateTime, publishFromAdmin, unpublishFromAdmin } from './cms-admin';
import { expect, expectHashedPolicy, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.STACK_PORT);
const front = `http://127.0.0.1:${port}`;
const instance = (i: number) => `http://127.0.0.1:${port + i}`;
const everywhere = [front, instance(1), instance(2)];
const stateDir = path.resolve(process.env.STACK_DIR ?? '.stack');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function pidOf(name: string): number {
  return Number(readFileSync(path.join(stateDir, 'pids', `${name}.pid`), 'utf8'));
}

/** Ends a daemon of the stack at once, as a crash would. */
function kill(name: string) {
  try {
    process.kill(-pidOf(name), 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts whatever part of the stack is not running (the stack's start is idempotent). */
function restartMissing() {
  execFileSync(process.execPath, ['deploy/stack.mjs', 'start'], { stdio: 'ignore', timeout: 300_000 });
}

async function text(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return {
    status: response.status(),
    body: await response.text(),
    cache: response.headers()['x-cache-status'],
  };
}

/** Every address (front and instances) shows the expectation within 10 s. */
async function expectEverywhere(
  request: APIRequestContext,
  pathname: string,
  check: (answer: { status: number; body: string }) => void,
) {
  for (const origin of everywhere) {
    await expect(async () => check(await text(request, `${origin}${pathname}`))).toPass({ timeout: 10_000 });
  }
}

const CONTENT_PAGES = ['/', '/mernstack', '/aboutus', '/blog', '/career'];

test('a post created, edited, moved to another category, unpublished, published again and deleted shows through the front and on every instance; the webhook reached instance 1 only', async ({
  request,
}) => {
  const title = `Stack post ${unique()}`;
  const post = await createPost(request, {
    title,
    category: 'News',
    date: '2026-11-23',
    description: 'Fresh from the CMS.',
  });
  const href = `/blog/${post.id}/${slugify(title)}`;
  for (const pathname of ['/blog', href, '/feed.xml', '/sitemap.xml']) {
    await expectEverywhere(request, pathname, ({ status, body }) => {
      expect(status).toBe(200);
      expect(body).toContain(pathname === '/sitemap.xml' ? href : title);
    });
  }

  const renamed = `${title} edited`;
  await updatePost(request, post, { title: renamed, category: 'Events' });
  await expectEverywhere(request, '/blog', ({ body }) => expect(body).toContain(renamed));
  await expectEverywhere(request, `/blog/${post.id}/${slugify(renamed)}`, ({ status, body }) => {
    expect(status).toBe(200);
    expect(body).toContain(renamed);
  });
  // Into another category: the one it left no longer lists it, the one it joined does.
  await expectEverywhere(request, '/blog/category/events', ({ status, body }) => {
    expect(status).toBe(200);
    expect(body).toContain(renamed);
  });
  await expectEverywhere(request, '/blog/category/news', ({ body }) => expect(body).not.toContain(renamed));

  // Unpublished, then published again from the admin.
  expect((await unpublishFromAdmin(request, post.documentId)).status).toBe(200);
  await expectEverywhere(request, '/blog', ({ body }) => expect(body).not.toContain(renamed));
  await expectEverywhere(request, `/blog/${post.id}/${slugify(renamed)}`, ({ status }) =>
    expect(status).toBe(404),
  );
  expect((await publishFromAdmin(request, post.documentId)).status).toBe(200);
  await expectEverywhere(request, '/blog/category/events', ({ body }) => expect(body).toContain(renamed));

  await deletePost(request, post);
  await expectEverywhere(request, '/blog', ({ body }) => expect(body).not.toContain(renamed));
  await expectEverywhere(request, '/feed.xml', ({ body }) => expect(body).not.toContain(renamed));
  await expectEverywhere(request, `/blog/${post.id}/${slugify(renamed)}`, ({ status }) =>
    expect(status).toBe(404),
  );
});

test('the blog search through the front is rendered for each query and never kept', async ({ request }) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await request.get(`${front}/blog/search?q=mern`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-cache-status']).toBe('BYPASS');
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(await response.text()).toContain('article');
  }
});

test('pages through the front and on each instance carry one policy allowing exactly their inline scripts', async ({
  request,
}) => {
  const title = `Policy post ${unique()}`;
  const post = await createPost(request, {
    title,
    category: 'News',
    date: '2026-11-23',
    description: 'Hashed.',
  });
  try {
    const href = `/blog/${post.id}/${slugify(title)}`;
    await expectEverywhere(request, href, ({ status }) => expect(status).toBe(200));
    for (const pathname of [...CONTENT_PAGES, href, '/not-a-page']) {
      for (const origin of everywhere) await expectHashedPolicy(await request.get(`${origin}${pathname}`));
    }
    // The front's copy keeps the header it was stored with.
    await expect(async () => {
      const cached = await request.get(`${front}/aboutus`);
      expect(cached.headers()['x-cache-status']).toBe('HIT');
      await expectHashedPolicy(cached);
    }).toPass({ timeout: 10_000 });
  } finally {
    await deletePost(request, post);
  }
});

test('a post scheduled a minute ahead goes live by itself through the front and on every instance', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Scheduled stack post ${unique()}`;
  const due = new Date(Date.now() + 60_000);
  const when = indiaDateTime(due);
  const post = await createPost(
    request,
    {
      title,
      category: 'Events',
      date: indiaDateTime(new Date()).date,
      description: 'Published by the CMS itself.',
      scheduledDate: when.date,
      scheduledTime: when.time,
    },
    { draft: true },
  );
  const href = `/blog/${post.id}/${slugify(title)}`;
  expect((await text(request, `${front}/blog`)).body).not.toContain(title);
  expect((await text(request, `${front}${href}`)).status).toBe(404);

  // Nobody publishes it: the CMS does, at its time, and its webhook reaches instance 1 only.
  await expect(async () => {
    expect((await text(request, `${front}/blog`)).body).toContain(title);
  }).toPass({ timeout: 120_000, intervals: [1_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime() - 999);
  for (const pathname of ['/blog', href, '/feed.xml']) {
    await expectEverywhere(request, pathname, ({ status, body }) => {
      expect(status).toBe(200);
      expect(body).toContain(title);
    });
  }
  await deletePost(request, post);
});

test("a marketer's preview through the front is never served to visitors", async ({
  browser,
  page,
  request,
}) => {
  const title = `Previewed stack post ${unique()}`;
  const post = await createPost(request, {
    title,
    category: 'News',
    date: '2026-11-23',
    description: 'The published text.',
  });
  const href = `/blog/${post.id}/${slugify(title)}`;
  await expectEverywhere(request, href, ({ status }) => expect(status).toBe(200));
  await updatePost(request, post, { description: 'A draft nobody else may see.' }, { draft: true });
  const draft = await createPost(
    request,
    { title: `${title} draft`, category: 'News', date: '2026-11-23', description: 'Not out.' },
    { draft: true },
  );
  const draftHref = `/blog/${draft.id}/${slugify(`${title} draft`)}`;

  const secret = process.env.PREVIEW_SECRET ?? 'e2e-stack-preview-secret';
  for (const [number, path, draftText] of [
    [post.id, href, 'A draft nobody else may see.'],
    [draft.id, draftHref, 'Not out.'],
  ] as const) {
    await page.goto(`${front}/api/preview?secret=${secret}&post=${number}`);
    // A visitor at once, in a browser of their own (the front keeps a copy per Accept-Encoding), at the same
    // address through the same front: the public page, never the draft.
    const visitor = await browser.newPage();
    const answer = await visitor.goto(`${front}${path}`);
    await expect(visitor.locator('main')).not.toContainText(draftText);
    expect(answer?.status()).toBe(path === href ? 200 : 404);
    await visitor.close();
    await expect(page).toHaveURL(`${front}${path}`);
    await expect(page.getByText(draftText)).toBeVisible();
  }
  await deletePost(request, post);
  await deletePost(request, draft);
});

test('one instance killed under load: no failed answer through the front', async () => {
  test.setTimeout(120_000);
  // RSC requests are never cached by the front, so every one of them reaches an instance.
  const requests: { path: string; headers: Record<string, string> }[] = [
    { path: '/mernstack', headers: { RSC: '1' } },
    { path: '/blog', headers: { RSC: '1' } },
    { path: '/', headers: {} },
  ];
  const failures: string[] = [];
  let answered = 0;
  // A crash cuts off the answers that instance was sending at that moment: their status (200) and headers
  // had gone out, so no front can send them elsewhere. Counted, not failed: the front's promise is that
  // every request gets a successful answer, not that a crash leaves no half-sent one.
  let cutOff = 0;
  const until = Date.now() + 12_000;
  setTimeout(() => kill('instance-1'), 4_000);
  await Promise.all(
    Array.from({ length: 10 }, async (_, worker) => {
      for (let n = worker; Date.now() < until; n++) {
        const { path: pathname, headers } = requests[n % requests.length]!;
        let response: Response;
        try {
          response = await fetch(`${front}${pathname}`, { headers });
        } catch (error) {
          failures.push(`${pathname}: ${(error as Error).message}`);
          continue;
        }
        answered++;
        if (response.status !== 200) failures.push(`${pathname}: ${response.status}`);
        await response.arrayBuffer().catch(() => cutOff++);
      }
    }),
  );
  test.info().annotations.push({
    type: 'answers',
    description: `${answered} answered, ${cutOff} cut off by the crash`,
  });
  expect(answered).toBeGreaterThan(100);
  expect(failures).toEqual([]);
  restartMissing();
});

test('every instance down: the front still answers cached pages with 200', async ({ request }) => {
  for (const pathname of CONTENT_PAGES) expect((await text(request, `${front}${pathname}`)).status).toBe(200);
  kill('instance-1');
  kill('instance-2');
  for (const pathname of CONTENT_PAGES) {
    const answer = await text(request, `${front}${pathname}`);
    expect(answer.status, pathname).toBe(200);
    expect(answer.body, pathname).toContain('</html>');
    expect(['HIT', 'STALE'], pathname).toContain(answer.cache);
  }
  restartMissing();
});

test('Redis down: every page still answers 200, and the cache recovers when Redis returns', async ({
  request,
}) => {
  test.setTimeout(120_000);
  spawnSync('redis-cli', ['-p', String(process.env.STACK_REDIS_PORT), 'shutdown'], { stdio: 'ignore' });
  for (const origin of [instance(1), instance(2)]) {
    for (const pathname of CONTENT_PAGES)
      expect((await text(request, `${origin}${pathname}`)).status, `${origin}${pathname}`).toBe(200);
  }
  restartMissing();
  // Back in use: a page rendered now is stored in Redis and served from it on the next request.
  await expect(async () => {
    await request.get(`${instance(2)}/aboutus`);
    const response = await request.get(`${instance(1)}/aboutus`);
    expect(response.headers()['x-nextjs-cache']).toBe('HIT');
    const keys = spawnSync('redis-cli', ['-p', String(process.env.STACK_REDIS_PORT), 'dbsize'], {
      encoding: 'utf8',
    });
    expect(Number(keys.stdout.trim())).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
});

test('CMS down: every instance, one started after the CMS went down too, serves the last good blog', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const blog = await text(request, `${instance(1)}/blog`);
  const href = /href="(\/blog\/\d+\/[^"]+)"/.exec(blog.body)?.[1];
  expect(href).toBeTruthy();
  const title = (await text(request, `${instance(1)}${href}`)).body.match(/<h1[^>]*>([^<]+)</)?.[1];
  expect(title).toBeTruthy();

  kill('cms');
  kill('instance-2');
  execFileSync(process.execPath, ['deploy/stack.mjs', 'start', '--no-cms'], {
    stdio: 'ignore',
    timeout: 300_000,
  });
  for (const origin of [instance(1), instance(2), front]) {
    for (const pathname of ['/blog', href!]) {
      const answer = await text(request, `${origin}${pathname}`);
      expect(answer.status, `${origin}${pathname}`).toBe(200);
      expect(answer.body, `${origin}${pathname}`).toContain(title!);
    }
  }
  restartMissing();
});

/**
 * A lead form's submission sent to the front from one of this machine's addresses (127.0.0.x are all this
 * machine), claiming to come from elsewhere: the front appends the address it really came from.
 */
async function postLeadFrom(
  localAddress: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  form.set('_form', 'enquiry');
  form.set('_submission', crypto.randomUUID());
  form.set('_page', '/mernstack');
  form.set('_elapsed', '8000');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Request(front, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        localAddress,
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          'content-length': body.length,
          'x-forwarded-for': '203.0.113.99',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const enquiryFrom = (email: string) => ({ name: 'Stack Visitor', phone: '98765 20001', email, city: 'Pune' });

test('leads through the front: one client held to its limit across both instances, whatever it claims; others go on', async ({
  request,
}) => {
  const flood = `flood-${unique()}@e2e.example`;
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await postLeadFrom('127.0.0.2', enquiryFrom(flood))).status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(35);

  const neighbour = `neighbour-${unique()}@e2e.example`;
  expect((await postLeadFrom('127.0.0.3', enquiryFrom(neighbour))).status).toBe(201);
  expect(await waitForLead(request, neighbour)).toMatchObject({ form: 'Enquiry', page: '/mernstack' });
  expect(await leadsFrom(request, flood)).toHaveLength(5);
});

test('CMS down: a lead waits in Redis, then reaches the CMS once when it returns', async ({ request }) => {
  test.setTimeout(180_000);
  kill('cms');
  const visitor = `outbox-${unique()}@e2e.example`;
  const answer = await postLeadFrom('127.0.0.4', enquiryFrom(visitor));
  expect(answer.status).toBe(202);
  expect(JSON.parse(answer.body)).toEqual({ ok: true, kept: 'outbox' });
  const held = spawnSync(
    'redis-cli',
    // The leads' own Redis (deploy/stack.mjs: STACK_PORT + 93), not the cache's.
    ['-p', String(port + 93), 'zcard', 'site:leads:queue'],
    {
      encoding: 'utf8',
    },
  );
  expect(Number(held.stdout.trim()), held.stderr).toBeGreaterThanOrEqual(1);
  restartMissing();
  expect(await waitForLead(request, visitor, 120_000)).toMatchObject({ form: 'Enquiry' });
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(await leadsFrom(request, visitor)).toHaveLength(1);
});

/** The stack's PostgreSQL, as deploy/stack.mjs places it: its data folder, port and the CMS's login. */
function postgresConnection() {
  let dataDir = path.join(stateDir, 'postgres');
  if (process.getuid?.() === 0) {
    for (let dir = stateDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
        const key = createHash('sha256').update(stateDir).digest('hex').slice(0, 16);
        dataDir = path.join('/var/lib/postgresql', `site-stack-${key}`);
        break;
      }
    }
  }
  return {
    host: '127.0.0.1',
    port: port + 91,
    database: 'strapi',
    user: 'strapi',
    password: readFileSync(path.join(dataDir, 'stack-password'), 'utf8').trim(),
  };
}

/** e2e/lead-fault-run.mjs, plain JavaScript shared with `npm run load`, as these tests use it. */
interface FaultRun {
  postgresReaders(where: { root: string; connection: object; privateUploads: string }): Promise<{
    query(sql: string, values?: unknown[]): Promise<Record<string, unknown>[]>;
  }>;
  runLeadFaults(options: Record<string, unknown>): Promise<Record<string, number>>;
}
const ROOT = path.join(__dirname, '..');
const faultRun = () =>
  import(pathToFileURL(path.join(ROOT, 'e2e', 'lead-fault-run.mjs')).href) as Promise<FaultRun>;
const postgres = async () =>
  (await faultRun()).postgresReaders({
    root: ROOT,
    connection: postgresConnection(),
    privateUploads: path.join(stateDir, 'private-uploads'),
  });

test('PostgreSQL: the leads table has the unique index on the submission id, and twenty simultaneous creates of one submission with a CV store one lead and one file', async ({
  request,
}) => {
  const db = await postgres();
  expect(
    await db.query(
      `select indexname, indexdef from pg_indexes where tablename = 'leads' and indexdef like 'CREATE UNIQUE%'`,
    ),
  ).toContainEqual({
    indexname: 'leads_submission_id_unique',
    indexdef: 'CREATE UNIQUE INDEX leads_submission_id_unique ON public.leads USING btree (submission_id)',
  });

  const submissionId = crypto.randomUUID();
  const data = {
    submissionId,
    form: 'Job application',
    name: 'Twenty At Once',
    email: 'twenty@e2e.example',
    phone: '9876543210',
    details: 'Name: Twenty At Once',
    page: '/career',
    submittedAt: new Date().toISOString(),
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const token = readFileSync(path.join(stateDir, 'leads-token'), 'utf8').trim();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      request.post(`http://127.0.0.1:${port + 92}/api/leads`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          data: JSON.stringify(data),
          'files.cv': { name: `twenty-${submissionId}.pdf`, mimeType: 'application/pdf', buffer: pdf },
        },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status()).sort()).toEqual([...Array(19).fill(200), 201]);
  expect(
    await db.query('select count(*)::int as n from leads where submission_id = $1', [submissionId]),
  ).toEqual([{ n: 1 }]);
  expect(
    await db.query(
      `select count(*)::int as n from files f join files_related_mph r on r.file_id = f.id and r.related_type = 'api::lead.lead' where f.name = $1`,
      [`twenty-${submissionId}.pdf`],
    ),
  ).toEqual([{ n: 1 }]);
  expect(
    await db.query('select count(*)::int as n from files where name = $1', [`twenty-${submissionId}.pdf`]),
  ).toEqual([{ n: 1 }]);
});

test('PostgreSQL: leads with and without CVs, two instances killed mid-delivery, the CMS answering too late and Redis restarting: each lead once, as corrected, with its CV, no orphan file', async () => {
  test.setTimeout(240_000);
  const { runLeadFaults, postgresReaders } = await faultRun();
  const readers = await postgresReaders({
    root: ROOT,
    connection: postgresConnection(),
    privateUploads: path.join(stateDir, 'private-uploads'),
  });
  const report = await runLeadFaults({
    root: ROOT,
    distDir: '.next-stack',
    cmsOrigin: `http://127.0.0.1:${port + 92}`,
    leadsToken: readFileSync(path.join(stateDir, 'leads-token'), 'utf8').trim(),
    sitePorts: [port + 51, port + 52],
    redisPort: port + 50,
    stateDir: path.join(ROOT, 'test-results', 'lead-faults-stack'),
    leads: 30,
    withCv: 6,
    corrections: 5,
    lateProxyPort: port + 53,
    redisRestartEveryMs: 3000,
    ...readers,
  });
  console.log(`Lead fault run on PostgreSQL: ${JSON.stringify(report)}`);
  expect(report.deaths).toBeGreaterThan(0);
  expect(report.redisRestarts).toBeGreaterThan(0);
  expect(report.late).toBeGreaterThan(0);
  expect(report).toMatchObject({
    stored: 30,
    withCv: 6,
    corrections: 5,
    missing: 0,
    duplicates: 0,
    cvMissing: 0,
    cvDuplicates: 0,
    cvFiles: 6,
    orphanFiles: 0,
    correctionsLost: 0,
    outboxLeft: 0,
    deadLetters: 0,
  });
});
