#!/usr/bin/env node
/**
 * `npm run bench:node`: what moving the product from the machine's Node to the project's Node 24 changed (a
 * benchmark, not a test; nothing here asserts). Two checkouts in one run, in interleaved rounds so that
 * neither gets the quieter minutes: BENCH_BEFORE (a checkout of an earlier commit with its node_modules and
 * cms/node_modules installed, e.g. `git archive` of the last commit on Node 20) run by BENCH_BEFORE_NODE
 * (/usr/bin/node, the machine's), and this checkout run by this script's own Node (the project's, through npm).
 *
 * Each round, for each side:
 *   - `next build` (the sample posts, no CMS), timed;
 *   - the bundled CMS's start, timed until its API answers: on a new database (its first start: schema and
 *     seed) and again on the same database (a restart);
 *   - one `next start` on one core (the load generator on the other), autocannon with BENCH_CONNECTIONS (100)
 *     for BENCH_SECONDS (10) on each of BENCH_ROUTES: requests a second and latency;
 *   - the leads intake on the same server: BENCH_LEADS (40) enquiries from 12 loopback addresses (within each
 *     client's limit), one a second (under the site-wide ceiling of 60 a minute), each timed from send to
 *     answer, kept in the site's own store (no CMS): median and 95th percentile.
 * BENCH_ROUNDS (2). Ports: BENCH_PORT (5310, the site) and +1 (the CMS). Written to bench-results/node.json
 * and printed as a table.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
if (!env.BENCH_BEFORE) {
  console.error(
    'Set BENCH_BEFORE to an installed checkout of the earlier commit (see the comment at the top).',
  );
  process.exit(2);
}
const ROUNDS = Number(env.BENCH_ROUNDS || 2);
const SECONDS = Number(env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || 100);
const ROUTES = (env.BENCH_ROUTES || '/,/mernstack,/blog').split(',');
const LEADS = Number(env.BENCH_LEADS || 40);
const PORT = Number(env.BENCH_PORT || 5310);
const CMS_PORT = PORT + 1;
const DIST = '.next-bench-node';

/** The machine's PATH without any node_modules/.bin, so a side's `#!/usr/bin/env node` finds its own Node. */
const plainPath = (env.PATH || '')
  .split(path.delimiter)
  .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`) && !dir.includes('node-gyp-bin'))
  .join(path.delimiter);
const sides = [
  { name: 'before', dir: path.resolve(env.BENCH_BEFORE), node: env.BENCH_BEFORE_NODE || '/usr/bin/node' },
  { name: 'after', dir: ROOT, node: process.execPath },
].map((side) => ({
  ...side,
  version: spawnSync(side.node, ['--version'], { encoding: 'utf8' }).stdout.trim(),
  env: {
    PATH: [path.dirname(side.node), plainPath].join(path.delimiter),
    HOME: env.HOME,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST,
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
  },
}));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (start) => Number(((performance.now() - start) / 1000).toFixed(2));
/** Servers on core 1; this script (the load generator) stays on core 0. */
const onServerCore = (command, args) =>
  os.cpus().length > 1 ? ['taskset', ['-c', '1', command, ...args]] : [command, args];
if (os.cpus().length > 1) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function until(url, limitSeconds) {
  const deadline = Date.now() + limitSeconds * 1000;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${limitSeconds} s`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

function build(side) {
  const started = performance.now();
  const result = spawnSync(side.node, [path.join(side.dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: side.dir,
    env: side.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`next build failed in ${side.dir}`);
  return seconds(started);
}

/** The CMS started by the side's own scripts/cms.mjs on its Node, timed until its API answers. */
async function cmsStart(side, database) {
  const started = performance.now();
  const child = spawn(side.node, ['scripts/cms.mjs'], {
    cwd: side.dir,
    env: {
      ...side.env,
      CMS_PORT: String(CMS_PORT),
      CMS_DATABASE_FILENAME: database,
      SITE_URL: `http://127.0.0.1:${PORT}`,
    },
    stdio: 'ignore',
    detached: true,
  });
  await until(`http://127.0.0.1:${CMS_PORT}/api/blogs`, 300);
  const time = seconds(started);
  await stop(child);
  return time;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One enquiry as a browser sends it, from one loopback address. */
async function enquiry(i) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    _form: 'enquiry',
    _submission: crypto.randomUUID(),
    _page: '/mernstack',
    _elapsed: '8000',
    website: '',
    name: `Bench visitor ${i}`,
    phone: `98765 ${String(10_000 + i).padStart(5, '0')}`,
    email: `bench-${i}@bench.example`,
    city: 'Pune',
  }))
    form.set(name, value);
  const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') };
}

function postLead(i, { body, type }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `http://127.0.0.1:${PORT}/api/leads`,
      {
        method: 'POST',
        localAddress: `127.0.2.${1 + (i % 12)}`,
        headers: { 'content-type': type, 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 201 || response.statusCode === 202
            ? resolve(performance.now() - started)
            : reject(new Error(`lead ${i}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function serve(side) {
  const leadsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-node-leads-'));
  const [command, args] = onServerCore(side.node, [
    path.join(side.dir, 'node_modules/next/dist/bin/next'),
    'start',
    '--hostname',
    'localhost',
    '--port',
    String(PORT),
  ]);
  const server = spawn(command, args, {
    cwd: side.dir,
    env: { ...side.env, LEADS_DIR: leadsDir },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await until(`http://127.0.0.1:${PORT}/robots.txt`, 60);
    const pages = {};
    for (const route of ROUTES) {
      // Warm: the first answer of a prerendered page reads it from disk.
      await fetch(`http://127.0.0.1:${PORT}${route}`).then((response) => response.arrayBuffer());
      const result = await autocannon({
        url: `http://127.0.0.1:${PORT}${route}`,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      pages[route] = {
        requestsPerSecond: Math.round(result.requests.average),
        latencyMedianMs: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      };
    }
    const bodies = await Promise.all(Array.from({ length: LEADS }, (_, i) => enquiry(i)));
    const times = [];
    // Paced under the site-wide ceiling's average (60 a minute), so every one is kept, not refused.
    const paced = performance.now();
    for (let i = 0; i < LEADS; i++) {
      await sleep(Math.max(0, paced + i * 1050 - performance.now()));
      times.push(await postLead(i, bodies[i]));
    }
    times.sort((a, b) => a - b);
    return {
      pages,
      leads: {
        count: LEADS,
        medianMs: Number(percentile(times, 50).toFixed(1)),
        p95Ms: Number(percentile(times, 95).toFixed(1)),
      },
    };
  } finally {
    await stop(server);
    rmSync(leadsDir, { recursive: true, force: true });
  }
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-node-'));
for (const side of sides) {
  console.log(`${side.name}: ${side.dir} on Node ${side.version}. Compiling its CMS (not timed)…`);
  const compiled = spawnSync(side.node, ['scripts/cms.mjs', 'compile'], {
    cwd: side.dir,
    env: side.env,
    stdio: 'inherit',
  });
  if (compiled.status !== 0) process.exit(1);
}
const rounds = [];
for (let round = 1; round <= ROUNDS; round++) {
  const order = round % 2 ? sides : [...sides].reverse();
  for (const side of order) {
    console.log(`Round ${round}, ${side.name} (Node ${side.version})…`);
    const database = path.join(scratch, `${side.name}-${round}.db`);
    const measured = {
      round,
      side: side.name,
      node: side.version,
      buildSeconds: build(side),
      cmsFirstStartSeconds: await cmsStart(side, database),
      cmsRestartSeconds: await cmsStart(side, database),
      ...(await serve(side)),
    };
    console.log(JSON.stringify(measured));
    rounds.push(measured);
  }
}
rmSync(scratch, { recursive: true, force: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const of = (side, pick) => median(rounds.filter((r) => r.side === side.name).map(pick));
const rows = [
  ['`next build` (s)', (r) => r.buildSeconds],
  ['CMS start, new database (s)', (r) => r.cmsFirstStartSeconds],
  ['CMS restart (s)', (r) => r.cmsRestartSeconds],
  ...ROUTES.flatMap((route) => [
    [`${route}: requests/s`, (r) => r.pages[route].requestsPerSecond],
    [
      `${route}: latency median / p99 (ms)`,
      (r) => `${r.pages[route].latencyMedianMs} / ${r.pages[route].latencyP99Ms}`,
    ],
  ]),
  ['Leads intake: median / p95 (ms)', (r) => `${r.leads.medianMs} / ${r.leads.p95Ms}`],
];
const cell = (side, pick) => {
  const values = rounds.filter((r) => r.side === side.name).map(pick);
  return typeof values[0] === 'number' ? String(of(side, pick)) : values.join(', ');
};
const [before, after] = sides;
const table = [
  `| Median of ${ROUNDS} rounds | ${before.name}: Node ${before.version} (reference) | ${after.name}: Node ${after.version} |`,
  '| --- | ---: | ---: |',
  ...rows.map(([label, pick]) => `| ${label} | ${cell(before, pick)} | ${cell(after, pick)} |`),
].join('\n');
console.log(
  `\n${table}\n(Latency cells list each round's figures; ${CONNECTIONS} connections, ${SECONDS} s a route.)`,
);
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench-results', 'node.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      sides: sides.map(({ name, dir, node, version }) => ({ name, dir, node, version })),
      rounds,
      table,
    },
    null,
    2,
  ),
);
