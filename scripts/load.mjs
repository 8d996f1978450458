#!/usr/bin/env node
/**
 * npm run load: the load benchmark. Not a test; nothing here asserts.
 *
 * Serves the end-to-end build (run `npm run test:e2e` or scripts/e2e.sh once first, or set LOAD_BUILD=1)
 * with `next start` on loopback, starts the bundled CMS behind the tests' hub, and drives autocannon at
 * LOAD_CONNECTIONS (100) connections for LOAD_SECONDS (30) per scenario: home, a course page, /blog, a
 * blog post, and /blog again with the CMS down. Prints requests per second, latency percentiles, errors
 * and non-2xx answers, and the server's memory before and after.
 *
 * Then the flood: LOAD_FLOOD_REQUESTS (20,000) unique made-up addresses at 20 connections, a sixth each
 * wrong slugs of real posts, unknown post numbers, unknown paths, page numbers past the last, made-up
 * categories and searches, as a crawler with stale links or a scraper sends them. It reports the answers by status, the server's memory before and after, and the size of the
 * server's cache on disk.
 *
 * Then the lead flood (scripts/load-leads.mjs): 10,000 enquiries from 100 clients, with the CMS down for a
 * minute in the middle: what was kept, what was refused and why, the outbox, the server's memory; and the
 * CMS's alerts for those leads through a local SMTP server (LOAD_ALERTS=0 leaves them out): how many per
 * minute, the longest a lead waited for its alert, whether any went twice; then the same for a burst of
 * LOAD_ALERT_BURST (1,000; 0 for none) leads stored straight in the CMS, past the site's ceiling.
 *
 * Then the production stack: the same pages through its front, against nginx serving the same HTML files
 * from disk and the one `next start` above, then the floods through the front.
 * Then the lead fault run (scripts/load-leads-faults.mjs): 1,000 leads, 100 with a CV, through two instances
 * killed every few seconds, a CMS answering late and a Redis restarting: leads stored, duplicates, orphaned
 * CV files, the longest a lead waited.
 *
 * LOAD_ONLY=pages,flood,leads,faults,stack picks the parts (all by default).
 *
 * Memory is sampled at every step, twice: resident memory as it stands, which also counts garbage the
 * collector has not reclaimed yet, and after a full collection (scripts/load-memory-probe.mjs, preloaded
 * into the server), which is what the server holds on to. The before/after comparison uses the second.
 * LOAD_TRACE_GC=1 also writes V8's collection trace to test-results/load-server.log.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { directorySize } from './directory-size.mjs';
import { leadAlerts, leadAlertsReport, leadBurst, leadFlood, leadFloodReport } from './load-leads.mjs';
import { leadFaultsAtScale, leadFaultsReport } from './load-leads-faults.mjs';
import { smtpSink } from './smtp-sink.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// The load generator (autocannon runs in this process) keeps core 0; the servers get core 1, so neither
// measures the other's work. On a machine with one core both share it.
const twoCores = (await import('node:os')).availableParallelism() >= 2;
if (twoCores) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
const onServerCore = (command, args) =>
  twoCores ? ['taskset', ['-c', '1', command, ...args]] : [command, args];
mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const duration = Number(process.env.LOAD_SECONDS ?? 30);
const envScript = path.join(ROOT, 'scripts', 'e2e-env.sh');
// The end-to-end environment, as its shell script defines it.
const env = {
  ...process.env,
  ...Object.fromEntries(
    execSync(`bash -c 'source ${envScript} >/dev/null && env'`, { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ),
};
const site = `http://127.0.0.1:${env.E2E_PORT}`;
const hub = `http://127.0.0.1:${env.E2E_CMS_PORT}`;

if (process.env.LOAD_BUILD === '1') {
  spawnSync('npx', ['next', 'build'], { cwd: ROOT, env, stdio: 'inherit' });
}

const children = [];
function start(command, args, log = 'ignore') {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true });
  children.push(child);
  return child;
}
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

const memoryFile = path.join(ROOT, 'test-results', 'load-memory.json');
env.LOAD_MEMORY_FILE = memoryFile;
let serverPid;

/** Resident memory of the Next server now, and after the probe's full collection, in MB. */
async function serverMemoryMb() {
  const status = readFileSync(`/proc/${serverPid}/status`, 'utf8');
  const resident = Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  rmSync(memoryFile, { force: true });
  process.kill(serverPid, 'SIGUSR2');
  for (let attempt = 0; attempt < 100 && !existsSync(memoryFile); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const collected = JSON.parse(readFileSync(memoryFile, 'utf8'));
  return { resident, collected: collected.rss / 2 ** 20, heap: collected.heapUsed / 2 ** 20 };
}

const memoryLog = [];
async function sampleMemory(moment) {
  const mb = await serverMemoryMb();
  memoryLog.push({ moment, ...mb });
  console.log(
    `memory ${moment}: ${mb.resident.toFixed(0)} MB resident; after a full collection ${mb.collected.toFixed(0)} MB resident, ${mb.heap.toFixed(0)} MB heap`,
  );
  return mb;
}

function run(name, url, seconds = duration) {
  return new Promise((resolve, reject) => {
    const errorCodes = {};
    const instance = autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({
        scenario: name,
        errorCodes,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        // autocannon counts a timeout among its errors too.
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        total: result.requests.total,
      });
    });
    instance.on('reqError', (error) => {
      errorCodes[error.code ?? error.message] = (errorCodes[error.code ?? error.message] ?? 0) + 1;
    });
  });
}

const traceGc = process.env.LOAD_TRACE_GC === '1';
const server = start(
  ...onServerCore('node', [
    '--expose-gc',
    '--import',
    './scripts/load-memory-probe.mjs',
    ...(traceGc ? ['--trace-gc'] : []),
    'node_modules/next/dist/bin/next',
    'start',
    '--hostname',
    // Not 127.0.0.1: Next would proxy the proxy's rewrites to itself over HTTP (vercel/next.js#94745).
    'localhost',
    '--port',
    env.E2E_PORT,
  ]),
  traceGc ? openSync(path.join(ROOT, 'test-results', 'load-server.log'), 'w') : 'ignore',
);
// `next start` serves from the process it was started in (its title becomes next-server).
serverPid = server.pid;
await waitFor(site);
start('node', ['e2e/cms-hub.mjs']);
await waitFor(`${hub}/__e2e/ready`);
await sampleMemory('fresh');

// Warm up: a short load on every page first, so the figures are of serving rather than of first renders,
// JIT compilation and the server's one-time buffers, and "before" is the memory of a server in use.
const post = /href="(\/blog\/\d+\/[^"]+)"/.exec(await (await fetch(`${site}/blog`)).text())?.[1] ?? '/blog';
for (const url of ['/', '/mernstack', '/blog', post]) await run('warm-up', `${site}${url}`, 5);
await new Promise((resolve) => setTimeout(resolve, 10_000));
const memoryBefore = await sampleMemory('after the warm-up');

const parts = new Set((process.env.LOAD_ONLY || 'pages,flood,leads,faults,stack').split(','));
const results = [];
for (const [name, url] of !parts.has('pages')
  ? []
  : [
      ['home', '/'],
      ['course page', '/mernstack'],
      ['/blog', '/blog'],
      ['blog post', post],
    ]) {
  results.push(await run(name, `${site}${url}`));
  console.log(results.at(-1));
  await sampleMemory(`after ${name}`);
}

/** Files and bytes under the build's caches: ISR entries (server/app) and the data cache (cache/). */
function diskCache() {
  const dist = path.join(ROOT, env.NEXT_DIST_DIR);
  const [app, data] = [
    directorySize(path.join(dist, 'server', 'app')),
    directorySize(path.join(dist, 'cache')),
  ];
  return { files: app.files + data.files, bytes: app.bytes + data.bytes };
}

/**
 * The flood: unique made-up addresses, a sixth of each kind (wrong slugs of real posts, unknown post numbers,
 * unknown paths, page numbers past the last, categories nobody wrote in, searches), answered as fast as the
 * server can.
 */
function flood(requests, floodConnections, realIds, origin = site) {
  let sent = 0;
  const statuses = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: floodConnections,
        amount: requests,
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const n = sent++;
              const unique = `${n}-${Math.random().toString(36).slice(2, 8)}`;
              const id = realIds[n % realIds.length];
              request.path = [
                `/blog/${id}/old-title-${unique}`,
                `/blog/${900_000 + n}/x-${unique}`,
                `/old-site/${unique}/page`,
                `/blog/page/${1_000 + n}`,
                `/blog/category/made-up-${unique}`,
                `/blog/search?q=${unique}`,
              ][n % 6];
              return request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ result, statuses });
      },
    );
    instance.on('response', (client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

if (parts.has('pages')) {
  await fetch(`${hub}/__e2e/state`, { method: 'POST', body: JSON.stringify({ fault: 'down' }) });
  // The CMS's last webhook: every blog page must now re-render against a CMS that is down.
  await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'entry.update', model: 'blog', entry: {} }),
  });
  results.push(await run('/blog, CMS down', `${site}/blog`));
  console.log(results.at(-1));
  await fetch(`${hub}/__e2e/state`, { method: 'POST', body: JSON.stringify({ fault: 'none' }) });
}

let floodReport = null;
if (parts.has('flood')) {
  const realIds = [...(await (await fetch(`${site}/blog`)).text()).matchAll(/href="\/blog\/(\d+)\//g)].map(
    (match) => Number(match[1]),
  );
  const requests = Number(process.env.LOAD_FLOOD_REQUESTS ?? 20_000);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const before = { memory: await sampleMemory('before the flood'), disk: diskCache() };
  const { result, statuses } = await flood(requests, 20, realIds);
  // Freed memory goes back to the system some tens of seconds after the load stops: sampled until then.
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  await sampleMemory('30 s after the flood');
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const after = { memory: await sampleMemory('60 s after the flood'), disk: diskCache() };
  floodReport = { requests, result, statuses, before, after };
}

/** How many leads a CMS holds (its full-access token may count them). */
async function leadsIn(cmsOrigin) {
  const response = await fetch(`${cmsOrigin}/api/leads?pagination[pageSize]=1`, {
    headers: { Authorization: `Bearer ${env.CMS_API_TOKEN}` },
  });
  return (await response.json()).meta.pagination.total;
}

const describeMemory = (before, after) =>
  `${JSON.stringify(before, (key, value) => (typeof value === 'number' ? Math.round(value) : value))} before, ` +
  `${JSON.stringify(after, (key, value) => (typeof value === 'number' ? Math.round(value) : value))} after (MB)`;

let leadReport = null;
let alertReport = null;
let burstReport = null;
if (parts.has('leads')) {
  // The CMS's alerts (its SMTP_HOST is the hub's E2E_SMTP_PORT): a local mail server takes them.
  const sink = process.env.LOAD_ALERTS === '0' ? null : smtpSink(Number(env.E2E_SMTP_PORT ?? 4336));
  await sink?.start();
  const floodStart = new Date();
  const leadsDir = path.resolve(ROOT, env.LEADS_DIR);
  rmSync(leadsDir, { recursive: true, force: true });
  const setLeadIntake = (leadsFault) =>
    fetch(`${hub}/__e2e/state`, { method: 'POST', body: JSON.stringify({ leadsFault }) }).then(() => {});
  leadReport = await leadFlood({
    origin: site,
    stopCms: () => setLeadIntake('down'),
    startCms: () => setLeadIntake('none'),
    outboxSize: async () =>
      existsSync(leadsDir) ? readdirSync(leadsDir).filter((name) => name.endsWith('.json')).length : 0,
    cmsLeads: () => leadsIn(hub),
    memory: async () => {
      const { collected, heap } = await sampleMemory('during the lead flood');
      return { collected, heap };
    },
  });
  if (sink) {
    alertReport = await leadAlerts({ sink, cmsOrigin: hub, token: env.CMS_API_TOKEN, since: floodStart });
    if (process.env.LOAD_ALERT_BURST !== '0') {
      const burst = await leadBurst({ cmsOrigin: hub, leadsToken: env.LEADS_API_TOKEN });
      burstReport = {
        ...burst,
        ...(await leadAlerts({ sink, cmsOrigin: hub, token: env.CMS_API_TOKEN, since: burst.since })),
      };
    }
    await sink.stop();
  }
}

let faultsReport = null;
if (parts.has('faults')) {
  faultsReport = await leadFaultsAtScale({
    root: ROOT,
    env,
    hub,
    faultsOrigin: `http://127.0.0.1:${Number(env.E2E_CMS_PORT) + 2}`,
  });
}

/**
 * The production stack (deploy/stack.mjs) on ports of its own, its servers on the server core, against
 * nginx serving the same HTML from files on disk (the ceiling a front cache can reach) and against the one
 * `next start` above. The generator's own ceiling: nginx answering an empty 204.
 */
/** The stack under load: front on this port, instances on the next two, Redis at +90 (deploy/stack.mjs). */
const stackPort = Number(process.env.LOAD_STACK_PORT ?? 4500);
const stackRows = [];
let stackFlood = null;
let stackLeadReport = null;

/** The processes of a process group (a stack daemon and its children). */
function groupMembers(pgid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Memory of one stack instance after a full collection: its largest process is the Next server. */
async function instanceMemoryMb(stackDir, i) {
  const pgid = Number(readFileSync(path.join(stackDir, 'pids', `instance-${i}.pid`), 'utf8'));
  const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  const pid = groupMembers(pgid).sort((a, b) => rss(b) - rss(a))[0];
  const file = path.join(stackDir, `memory-${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 100 && !existsSync(file); attempt++)
    await new Promise((r) => setTimeout(r, 100));
  const memory = JSON.parse(readFileSync(file, 'utf8'));
  return { collected: memory.rss / 2 ** 20, heap: memory.heapUsed / 2 ** 20 };
}

/** redis-cli against one of the stack's Redis, with the password the stack keeps in its folder. */
function stackRedisCli(stackDir, redisPort, args) {
  const password = readFileSync(path.join(stackDir, 'redis-password'), 'utf8').trim();
  return spawnSync('redis-cli', ['-p', String(redisPort), ...args], {
    encoding: 'utf8',
    env: { ...process.env, REDISCLI_AUTH: password },
  });
}

/** What the stack holds: each instance after a collection, Redis, the front's cache on disk. */
async function stackFootprint(stackDir) {
  const instances = [];
  // The load run starts the stack with two instances (stackEnv).
  for (let i = 1; i <= 2; i++) instances.push(await instanceMemoryMb(stackDir, i));
  const info = stackRedisCli(stackDir, stackPort + 90, ['info', 'memory']).stdout;
  const keys = stackRedisCli(stackDir, stackPort + 90, ['dbsize']).stdout;
  return {
    instances,
    redisMb: Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0) / 2 ** 20,
    redisKeys: Number(keys.trim()),
    frontCache: directorySize(path.join(stackDir, 'nginx', 'cache')),
  };
}

/** The flood of made-up addresses again, through the stack's front. */
async function floodTheStack(front, stackDir) {
  const realIds = [...(await (await fetch(`${front}/blog`)).text()).matchAll(/href="\/blog\/(\d+)\//g)].map(
    (m) => Number(m[1]),
  );
  const requests = Number(process.env.LOAD_FLOOD_REQUESTS ?? 20_000);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const before = await stackFootprint(stackDir);
  const { result, statuses } = await flood(requests, 20, realIds, front);
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const after = await stackFootprint(stackDir);
  return { requests, result, statuses, before, after };
}
let generatorCeiling = null;
if (parts.has('stack')) {
  const staticPort = stackPort + 50;
  const stackDir = path.join(ROOT, '.stack-load');
  const stackEnv = {
    ...process.env,
    STACK_PORT: String(stackPort),
    STACK_INSTANCES: '2',
    STACK_DIR: stackDir,
    // A measurement, not the institute's site: the sample identity is allowed.
    ALLOW_SAMPLE_IDENTITY: '1',
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${stackPort}`,
    // The bundled CMS's full-access token, to count its leads.
    CMS_API_TOKEN: env.CMS_API_TOKEN,
    // The memory probe in every instance, for the flood through the front.
    NODE_OPTIONS: `--import ${path.join(ROOT, 'scripts', 'load-memory-probe.mjs')}`,
    LOAD_MEMORY_FILE: path.join(ROOT, '.stack-load', 'memory-{pid}.json'),
  };
  delete stackEnv.BLOG_API_URL;
  const stack = (command) =>
    spawnSync(...onServerCore(process.execPath, ['deploy/stack.mjs', command]), {
      cwd: ROOT,
      env: stackEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  if (stack('start').status !== 0) throw new Error('npm run stack failed');
  // The front's plain-HTTP door for this machine (STACK_PORT + 94): the same site and cache as its HTTPS port,
  // measured without TLS like the other servers here.
  const front = `http://127.0.0.1:${stackPort + 94}`;
  const stackPost =
    /href="(\/blog\/\d+\/[^"]+)"/.exec(await (await fetch(`${front}/blog`)).text())?.[1] ?? '/blog';
  const pages = [
    ['home', '/', '/'],
    ['course page', '/mernstack', '/mernstack'],
    ['/blog', '/blog', '/blog'],
    ['blog post', stackPost, post],
  ];
  // The same HTML as files, served by a plain nginx with the front's worker count.
  const staticDir = path.join(stackDir, 'static');
  mkdirSync(path.join(staticDir, 'html'), { recursive: true });
  for (const [name, stackUrl] of pages) {
    writeFileSync(
      path.join(staticDir, 'html', `${name.replace(/\W+/g, '-')}.html`),
      await (await fetch(`${front}${stackUrl}`)).text(),
    );
  }
  writeFileSync(
    path.join(staticDir, 'nginx.conf'),
    `worker_processes 1;
pid ${staticDir}/nginx.pid;
error_log ${staticDir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${staticDir}/body;
  proxy_temp_path ${staticDir}/proxy;
  fastcgi_temp_path ${staticDir}/fastcgi;
  uwsgi_temp_path ${staticDir}/uwsgi;
  scgi_temp_path ${staticDir}/scgi;
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticDir}/html;
    default_type text/html;
    location = /empty { return 204; }
  }
}
`,
  );
  const nginxArgs = ['-p', staticDir, '-c', path.join(staticDir, 'nginx.conf'), '-g', 'user root;'];
  spawnSync(...onServerCore('nginx', nginxArgs), { stdio: 'inherit' });
  try {
    const staticOrigin = `http://127.0.0.1:${staticPort}`;
    for (const [name, stackUrl] of pages) {
      const file = `/${name.replace(/\W+/g, '-')}.html`;
      await run('warm-up', `${front}${stackUrl}`, 5);
      const viaFront = await run(`${name} through the front`, `${front}${stackUrl}`);
      console.log(viaFront);
      const fromDisk = await run(`${name} as a file`, `${staticOrigin}${file}`);
      console.log(fromDisk);
      stackRows.push({ name, viaFront, fromDisk, single: results.find((r) => r.scenario === name) });
    }
    generatorCeiling = await run('generator ceiling', `${staticOrigin}/empty`);
    if (parts.has('flood')) stackFlood = await floodTheStack(front, stackDir);
    if (parts.has('leads')) {
      const cmsPid = () => Number(readFileSync(path.join(stackDir, 'pids', 'cms.pid'), 'utf8'));
      stackLeadReport = await leadFlood({
        origin: front,
        stopCms: async () => process.kill(-cmsPid(), 'SIGTERM'),
        // Asynchronously: the flood goes on while the stack starts its CMS again.
        startCms: () =>
          new Promise((resolve) =>
            spawn(process.execPath, ['deploy/stack.mjs', 'start'], {
              cwd: ROOT,
              env: stackEnv,
              stdio: 'ignore',
            }).on('exit', resolve),
          ),
        outboxSize: async () =>
          Number(stackRedisCli(stackDir, stackPort + 93, ['zcard', 'site:leads:queue']).stdout.trim()),
        cmsLeads: () => leadsIn(`http://127.0.0.1:${stackPort + 92}`),
        memory: async () => [await instanceMemoryMb(stackDir, 1), await instanceMemoryMb(stackDir, 2)],
      });
    }
  } finally {
    spawnSync('nginx', [...nginxArgs, '-s', 'quit'], { stdio: 'ignore' });
    stack('stop');
  }
}

// "After" is the idle server: V8 and the allocator hand freed pages back to the system some seconds
// after the load stops, so the 10 s sample can still hold pages the 30 s one has returned.
await new Promise((resolve) => setTimeout(resolve, 10_000));
await sampleMemory('10 s after the run');
await new Promise((resolve) => setTimeout(resolve, 20_000));
const memoryAfter = await sampleMemory('30 s after the run');
console.log(
  '\n| Scenario | req/s | p50 ms | p90 ms | p99 ms | max ms | errors (timeouts) | non-2xx | requests |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.errors} (${r.timeouts}) | ${r.non2xx} | ${r.total} |`,
  );
}
const change = (key, before = memoryBefore, after = memoryAfter) =>
  `${before[key].toFixed(0)} MB before, ${after[key].toFixed(0)} MB 30 s after (${(((after[key] - before[key]) / before[key]) * 100).toFixed(1)}%)`;
console.log(`\nServer memory after a full collection: ${change('collected')}; heap ${change('heap')}.`);
console.log(`Resident memory as sampled, garbage included: ${change('resident')}.`);
if (stackRows.length) {
  console.log(
    `\nProduction stack (${connections} connections, ${duration} s each; servers on core 1, generator on core 0)`,
  );
  console.log(
    '| page | one next start req/s (p50/p99 ms) | stack front req/s (p50/p99 ms) | nginx, same HTML file req/s (p50/p99 ms) | front / file | front errors, non-2xx |',
  );
  console.log('|---|---|---|---|---|---|');
  const cell = (r) => (r ? `${r.requestsPerSecond} (${r.p50}/${r.p99})` : '–');
  for (const { name, viaFront, fromDisk, single } of stackRows) {
    console.log(
      `| ${name} | ${cell(single)} | ${cell(viaFront)} | ${cell(fromDisk)} | ${Math.round((viaFront.requestsPerSecond / fromDisk.requestsPerSecond) * 100)}% | ${viaFront.errors}, ${viaFront.non2xx} |`,
    );
  }
  console.log(
    `Generator ceiling (nginx answering an empty 204): ${generatorCeiling.requestsPerSecond} req/s.`,
  );
}
if (stackFlood) {
  const { requests, result, statuses, before, after } = stackFlood;
  console.log(`\nFlood through the stack's front: ${requests} unique made-up addresses at 20 connections`);
  console.log(
    `Answers: ${Object.entries(statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(
        ', ',
      )}; ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors} (timeouts ${result.timeouts}).`,
  );
  console.log('| | before | 60 s after |');
  console.log('|---|---|---|');
  before.instances.forEach((instanceBefore, i) => {
    const instanceAfter = after.instances[i];
    console.log(
      `| instance ${i + 1}, after a full collection | ${instanceBefore.collected.toFixed(0)} MB (heap ${instanceBefore.heap.toFixed(0)}) | ${instanceAfter.collected.toFixed(0)} MB (heap ${instanceAfter.heap.toFixed(0)}) |`,
    );
  });
  console.log(
    `| Redis | ${before.redisMb.toFixed(1)} MB, ${before.redisKeys} keys | ${after.redisMb.toFixed(1)} MB, ${after.redisKeys} keys |`,
  );
  console.log(
    `| front cache on disk | ${before.frontCache.files} files, ${(before.frontCache.bytes / 2 ** 20).toFixed(1)} MB | ${after.frontCache.files} files, ${(after.frontCache.bytes / 2 ** 20).toFixed(1)} MB |`,
  );
}
if (leadReport) console.log(leadFloodReport('Lead flood, one next start', leadReport, describeMemory));
if (alertReport) console.log(leadAlertsReport(alertReport));
if (burstReport) {
  console.log(
    leadAlertsReport(
      burstReport,
      `The CMS's alerts for a burst of ${burstReport.count} leads stored straight in it over ${burstReport.seconds.toFixed(0)} s (past the site's ceiling)`,
    ),
  );
}
if (faultsReport) console.log(leadFaultsReport(faultsReport));
if (stackLeadReport) {
  console.log(leadFloodReport("Lead flood through the stack's front", stackLeadReport, describeMemory));
}
if (floodReport) {
  const { requests, result, statuses, before, after } = floodReport;
  console.log(`\nFlood: ${requests} unique made-up addresses at 20 connections`);
  console.log('| answers by status | req/s | p50 ms | p99 ms | errors (timeouts) |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${Object.entries(statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(
        ', ',
      )} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} (${result.timeouts}) |`,
  );
  console.log(
    `Memory after a full collection: ${change('collected', before.memory, after.memory)}; heap ${change('heap', before.memory, after.memory)}.`,
  );
  console.log(`Resident memory as sampled: ${change('resident', before.memory, after.memory)}.`);
  console.log(
    `Disk cache: ${before.disk.files} files, ${(before.disk.bytes / 2 ** 20).toFixed(1)} MB before; ${after.disk.files} files, ${(after.disk.bytes / 2 ** 20).toFixed(1)} MB after.`,
  );
}
process.exit(0);
