#!/usr/bin/env node
/**
 * npm run bench:blog: the blog as it grows. Not a test; nothing here asserts.
 *
 * The bundled CMS runs on a database of its own, behind a relay that counts every request the site makes to
 * it and passes the CMS's webhook on to the site. For each size in BENCH_BLOG_SIZES (30,500,2000 posts, each
 * about 3 KB of Markdown with an image, seeded over REST), it builds the site against the CMS and reports:
 * - the build: time, CMS requests, blog pages written and the bytes of the blog's output;
 * - bytes of /blog, /blog/page/2 and a post, as sent and gzipped;
 * - Lighthouse (mobile, median of BENCH_BLOG_RUNS, 3) of /blog: score, LCP, TBT and main-thread work;
 * - under BENCH_BLOG_CONNECTIONS (100) connections for BENCH_BLOG_SECONDS (20) on the blog's pages: requests
 *   a second, and CMS requests a minute; the server's memory after a full collection, before and after;
 * - publish to live: BENCH_BLOG_CHANGES (20) publishes, edits and unpublishes in a row, each one's time from
 *   the CMS's answer until /blog shows it, and the CMS requests each change cost.
 * Then, with the largest blog, the same changes through the production stack's front (npm run stack, two
 * instances, the webhook to instance 1 only); BENCH_BLOG_STACK=0 skips it.
 *
 * Writes bench-results/blog.md and blog.json. Ports: BENCH_BLOG_PORT (4511) for the site, +26 for the relay,
 * +27 for Strapi, +100… for the stack.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { directorySize } from './directory-size.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = (process.env.BENCH_BLOG_SIZES ?? '30,500,2000').split(',').map(Number);
const runs = Number(process.env.BENCH_BLOG_RUNS ?? 3);
const connections = Number(process.env.BENCH_BLOG_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_BLOG_SECONDS ?? 20);
const changes = Number(process.env.BENCH_BLOG_CHANGES ?? 20);
const sitePort = Number(process.env.BENCH_BLOG_PORT ?? 4511);
const relayPort = sitePort + 26;
const strapiPort = sitePort + 27;
const stackPort = sitePort + 100;
const site = `http://127.0.0.1:${sitePort}`;
const relay = `http://127.0.0.1:${relayPort}`;
const strapiOrigin = `http://127.0.0.1:${strapiPort}`;
const TOKEN = 'bench-blog-cms-token';
const SECRET = 'bench-blog-revalidate-secret';
const DIST = '.next-bench-blog';
const ADMIN = {
  firstname: 'Bench',
  lastname: 'Admin',
  email: 'bench@bench.example',
  password: 'Bench-admin-1',
};
const memoryFile = path.join(ROOT, 'test-results', 'bench-blog-memory.json');
mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });

const siteEnv = {
  ...process.env,
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SITE_URL: site,
  BLOG_API_URL: relay,
  REVALIDATE_SECRET: SECRET,
  LOAD_MEMORY_FILE: memoryFile,
};

const children = [];
function start(command, args, env, log = 'ignore') {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true });
  children.push(child);
  return child;
}
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.on('exit', () => children.forEach(stop));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, attempts = 480) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer`);
}

// --- The relay: counts the site's requests to the CMS and passes the CMS's webhook to `webhookTarget`.
const counts = { blogs: 0, index: 0 };
const countNow = () => counts.blogs + counts.index;
let webhookTarget = null;
http
  .createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (request.url === '/__webhook') {
        const answer = webhookTarget
          ? await fetch(webhookTarget, { method: 'POST', headers: { ...request.headers }, body }).catch(
              () => null,
            )
          : null;
        response.writeHead(answer?.status ?? 204).end();
        return;
      }
      if (request.url.startsWith('/api/blogs')) counts.blogs++;
      if (request.url.startsWith('/api/blog-index')) counts.index++;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: strapiPort,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      upstream.end(body);
    });
  })
  .listen(relayPort, '127.0.0.1');

// --- The CMS, on a database of its own.
rmSync(path.join(ROOT, 'cms', '.tmp', 'bench-blog.db'), { force: true });
start(
  process.execPath,
  ['scripts/cms.mjs'],
  {
    ...process.env,
    CMS_PORT: String(strapiPort),
    CMS_DATABASE_FILENAME: '.tmp/bench-blog.db',
    CMS_API_TOKEN: TOKEN,
    REVALIDATE_SECRET: SECRET,
    SITE_URL: site,
    SITE_REVALIDATE_URL: `${relay}/__webhook`,
  },
  'ignore',
);
await waitFor(`${strapiOrigin}/api/blog-index`);
const auth = { Authorization: `Bearer ${TOKEN}` };

async function cms(pathname, init = {}) {
  const response = await fetch(`${strapiOrigin}${pathname}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...auth, ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

const image = await (async () => {
  const form = new FormData();
  form.append(
    'files',
    new Blob([readFileSync(path.join(ROOT, 'public', 'blog.jpg'))], { type: 'image/jpeg' }),
    'bench.jpg',
  );
  const response = await fetch(`${strapiOrigin}/api/upload`, { method: 'POST', headers: auth, body: form });
  return (await response.json())[0].id;
})();

const CATEGORIES = [
  'Career Tips',
  'Courses',
  'Data Analytics',
  'Data Science',
  'Placements',
  'Events',
  'News',
];
const PARAGRAPH =
  'Interviewers in Pune look for people who can build, debug and explain a working application. ' +
  'Pick one project, know it end to end, and practise saying why you made each choice. ';
function postFields(n) {
  // After the sample posts, so the first page holds benchmark posts whatever the size.
  const day = new Date(Date.UTC(2026, 11, 1) + n * 12 * 3600 * 1000).toISOString().slice(0, 10);
  const sections = Array.from({ length: 6 }, (_, i) => `## Part ${i + 1}\n\n${PARAGRAPH.repeat(3)}`);
  return {
    title: `Bench post ${n}: getting hired as a developer`,
    category: CATEGORIES[n % CATEGORIES.length],
    date: day,
    description: sections.join('\n\n'),
    pictures: [{ image, alt: 'A developer at a whiteboard' }],
  };
}

let seeded = (await cms('/api/blog-index')).data.total;
async function seedTo(total) {
  let next = seeded;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      await cms('/api/blogs?status=published', {
        method: 'POST',
        body: JSON.stringify({ data: postFields(n) }),
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  seeded = total;
}

// --- The admin's unpublish (REST has none): a signed-in admin's token.
const adminToken = await (async () => {
  const registered = await fetch(`${strapiOrigin}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const signedIn = registered.ok
    ? registered
    : await fetch(`${strapiOrigin}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
  return (await signedIn.json()).data.token;
})();

// --- Measurements
/** The blog's pages the build wrote, and the bytes of its output. */
function blogOutput(dir) {
  const { files, bytes } = directorySize(dir, (name) => name.endsWith('.html'));
  return { pages: files, mb: Number((bytes / 2 ** 20).toFixed(1)) };
}

async function pageBytes(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return {
    kb: Number((body.length / 1024).toFixed(1)),
    gzipKb: Number((gzipSync(body).length / 1024).toFixed(1)),
  };
}

async function serverMemoryMb(pid) {
  rmSync(memoryFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 100 && !existsSync(memoryFile); attempt++) await sleep(100);
  return Math.round(JSON.parse(readFileSync(memoryFile, 'utf8')).rss / 2 ** 20);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function lighthouseOf(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      ...JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'chromium-flags.json'), 'utf8')),
    ],
  });
  const samples = [];
  try {
    while (samples.length < runs) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (lhr.runtimeError) continue;
      samples.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
      });
    }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(
    Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
  );
}

function load(origin, paths) {
  let sent = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** Changes in a row, each timed from the CMS's answer until `origin`/blog shows it. */
async function publishToLive(origin) {
  const times = [];
  const before = countNow();
  let documentId = null;
  let title = '';
  for (let i = 0; i < changes; i++) {
    const kind = ['publish', 'edit', 'unpublish'][i % 3];
    if (kind === 'publish') {
      title = `Live ${i} ${Date.now().toString(36)}`;
      const fields = { ...postFields(seeded + i), title, date: '2031-01-01' };
      ({ documentId } = (
        await cms('/api/blogs?status=published', { method: 'POST', body: JSON.stringify({ data: fields }) })
      ).data);
    } else if (kind === 'edit') {
      title = `Edited ${i} ${Date.now().toString(36)}`;
      await cms(`/api/blogs/${documentId}?status=published`, {
        method: 'PUT',
        body: JSON.stringify({ data: { title } }),
      });
    } else {
      await cms(`/content-manager/collection-types/api::blog.blog/${documentId}/actions/unpublish`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}` },
        body: '{}',
      });
    }
    const answeredAt = performance.now();
    const wanted = kind !== 'unpublish';
    while ((await (await fetch(`${origin}/blog`)).text()).includes(title) !== wanted) await sleep(50);
    times.push({ kind, ms: Math.round(performance.now() - answeredAt) });
  }
  const ms = times.map((time) => time.ms);
  return {
    changes: times,
    medianMs: median(ms),
    maxMs: Math.max(...ms),
    cmsRequestsPerChange: Number(((countNow() - before) / changes).toFixed(1)),
  };
}

// --- Each size
const results = [];
for (const size of sizes) {
  console.log(`\n== ${size} posts: seeding…`);
  await seedTo(size);
  webhookTarget = null;
  console.log('building…');
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
  let requests = countNow();
  const builtAt = performance.now();
  // Not spawnSync: the relay in this process answers the build's requests to the CMS.
  const buildStatus = await new Promise((resolve) =>
    spawn('npx', ['next', 'build'], { cwd: ROOT, env: siteEnv, stdio: ['ignore', 'ignore', 'inherit'] }).on(
      'exit',
      resolve,
    ),
  );
  if (buildStatus !== 0) process.exit(buildStatus ?? 1);
  const buildReport = {
    seconds: Number(((performance.now() - builtAt) / 1000).toFixed(1)),
    cmsRequests: countNow() - requests,
    ...blogOutput(path.join(ROOT, DIST, 'server', 'app', 'blog')),
  };

  const server = start(
    process.execPath,
    [
      '--import',
      './scripts/load-memory-probe.mjs',
      'node_modules/next/dist/bin/next',
      'start',
      '--hostname',
      'localhost',
      '--port',
      String(sitePort),
    ],
    siteEnv,
  );
  await waitFor(`${site}/blog`);
  webhookTarget = `${site}/api/revalidate`;
  const blogHtml = await (await fetch(`${site}/blog`)).text();
  const post = /href="(\/blog\/\d+\/[^"]+)"/.exec(blogHtml)[1];
  const index = await (await fetch(`${relay}/api/blog-index`)).json();
  const lastPage = Math.max(1, Math.ceil(index.data.total / 12));
  const bytes = {
    blog: await pageBytes(`${site}/blog`),
    page2: lastPage > 1 ? await pageBytes(`${site}/blog/page/2`) : null,
    post: await pageBytes(`${site}${post}`),
  };
  console.log('Lighthouse…');
  const lighthouseReport = await lighthouseOf(`${site}/blog`);

  console.log('load…');
  const posts = [...blogHtml.matchAll(/href="(\/blog\/\d+\/[^"]+)"/g)].map((match) => match[1]).slice(0, 5);
  const paths = [
    '/blog',
    lastPage > 1 ? '/blog/page/2' : '/blog',
    lastPage > 1 ? `/blog/page/${lastPage}` : '/blog',
    '/blog/category/news',
    ...posts,
  ];
  for (const pathname of paths) await fetch(`${site}${pathname}`);
  const memoryBefore = await serverMemoryMb(server.pid);
  requests = countNow();
  const loadResult = await load(site, paths);
  const loadReport = {
    requestsPerSecond: Math.round(loadResult.requests.average),
    p99Ms: loadResult.latency.p99,
    non2xx: loadResult.non2xx,
    errors: loadResult.errors,
    cmsRequestsPerMinute: Math.round(((countNow() - requests) * 60) / seconds),
    memoryMb: { before: memoryBefore, after: await serverMemoryMb(server.pid) },
  };

  console.log('publish to live…');
  const live = await publishToLive(site);
  stop(server);
  await sleep(1000);
  results.push({ size, build: buildReport, bytes, lighthouse: lighthouseReport, load: loadReport, live });
  console.log(JSON.stringify(results.at(-1), null, 1));
}

// --- Through the production stack's front, with the largest blog
let stack = null;
if (process.env.BENCH_BLOG_STACK !== '0') {
  console.log('\n== the production stack…');
  const stackEnv = {
    ...process.env,
    STACK_PORT: String(stackPort),
    STACK_DIR: '.stack-bench-blog',
    // A measurement, not the institute's site: the sample identity is allowed.
    ALLOW_SAMPLE_IDENTITY: '1',
    STACK_INSTANCES: '2',
    BLOG_API_URL: relay,
    REVALIDATE_SECRET: SECRET,
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${stackPort}`,
  };
  rmSync(path.join(ROOT, '.stack-bench-blog'), { recursive: true, force: true });
  const started = await new Promise((resolve) =>
    spawn(process.execPath, ['deploy/stack.mjs', 'start'], { cwd: ROOT, env: stackEnv, stdio: 'inherit' }).on(
      'exit',
      resolve,
    ),
  );
  if (started === 0) {
    webhookTarget = `http://127.0.0.1:${stackPort + 1}/api/revalidate`;
    // The front's plain-HTTP door for this machine (STACK_PORT + 94): the same site and cache as its HTTPS port.
    await waitFor(`http://127.0.0.1:${stackPort + 94}/blog`);
    stack = await publishToLive(`http://127.0.0.1:${stackPort + 94}`);
  }
  spawnSync(process.execPath, ['deploy/stack.mjs', 'stop'], { cwd: ROOT, env: stackEnv, stdio: 'inherit' });
}

// --- Report
const row = (cells) => `| ${cells.join(' | ')} |`;
const lines = [
  `# The blog as it grows (${new Date().toISOString()})`,
  '',
  row([
    'posts',
    'build s',
    'build CMS requests',
    'blog pages built',
    'blog output MB',
    '/blog KB (gzip)',
    '/blog/page/2 KB (gzip)',
    'post KB (gzip)',
  ]),
  row(Array(8).fill('---')),
  ...results.map((r) =>
    row([
      r.size,
      r.build.seconds,
      r.build.cmsRequests,
      r.build.pages,
      r.build.mb,
      `${r.bytes.blog.kb} (${r.bytes.blog.gzipKb})`,
      r.bytes.page2 ? `${r.bytes.page2.kb} (${r.bytes.page2.gzipKb})` : '–',
      `${r.bytes.post.kb} (${r.bytes.post.gzipKb})`,
    ]),
  ),
  '',
  row([
    'posts',
    'Lighthouse /blog',
    'LCP ms',
    'TBT ms',
    'main thread ms',
    `req/s at ${connections}`,
    'p99 ms',
    'non-2xx',
    'CMS requests/min',
    'memory MB before → after',
  ]),
  row(Array(10).fill('---')),
  ...results.map((r) =>
    row([
      r.size,
      r.lighthouse.score,
      r.lighthouse.lcpMs,
      r.lighthouse.tbtMs,
      r.lighthouse.mainThreadMs,
      r.load.requestsPerSecond,
      r.load.p99Ms,
      r.load.non2xx,
      r.load.cmsRequestsPerMinute,
      `${r.load.memoryMb.before} → ${r.load.memoryMb.after}`,
    ]),
  ),
  '',
  row(['where', 'posts', 'changes', 'median ms to live', 'max ms to live', 'CMS requests per change']),
  row(Array(6).fill('---')),
  ...results.map((r) =>
    row(['one next start', r.size, changes, r.live.medianMs, r.live.maxMs, r.live.cmsRequestsPerChange]),
  ),
  ...(stack
    ? [
        row([
          'stack front (2 instances)',
          sizes.at(-1),
          changes,
          stack.medianMs,
          stack.maxMs,
          stack.cmsRequestsPerChange,
        ]),
      ]
    : []),
  '',
];
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench-results', 'blog.md'), lines.join('\n'));
writeFileSync(path.join(ROOT, 'bench-results', 'blog.json'), JSON.stringify({ results, stack }, null, 2));
console.log(`\n${lines.join('\n')}\nWritten to bench-results/blog.md and blog.json.`);
process.exit(0);
