#!/usr/bin/env node
/**
 * npm run load: the load benchmark (issue 9). Not a test; nothing here asserts.
 *
 * Serves the end-to-end build (run `npm run test:e2e` or scripts/e2e.sh once first, or set LOAD_BUILD=1)
 * with `next start` on loopback, starts the bundled CMS behind the tests' hub, and drives autocannon at
 * LOAD_CONNECTIONS (100) connections for LOAD_SECONDS (30) per scenario: home, a course page, /blog, a
 * blog post, and /blog again with the CMS down. Prints requests per second, latency percentiles, errors
 * and non-2xx answers, and the server's memory before and after.
 *
 * Memory is sampled at every step, twice: resident memory as it stands, which also counts garbage the
 * collector has not reclaimed yet, and after a full collection (scripts/load-memory-probe.mjs, preloaded
 * into the server), which is what the server holds on to. The before/after comparison uses the second.
 * LOAD_TRACE_GC=1 also writes V8's collection trace to test-results/load-server.log.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
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
  'node',
  [
    '--expose-gc',
    '--import',
    './scripts/load-memory-probe.mjs',
    ...(traceGc ? ['--trace-gc'] : []),
    'node_modules/next/dist/bin/next',
    'start',
    '--hostname',
    '127.0.0.1',
    '--port',
    env.E2E_PORT,
  ],
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

const results = [];
for (const [name, url] of [
  ['home', '/'],
  ['course page', '/mernstack'],
  ['/blog', '/blog'],
  ['blog post', post],
]) {
  results.push(await run(name, `${site}${url}`));
  console.log(results.at(-1));
  await sampleMemory(`after ${name}`);
}
await fetch(`${hub}/__e2e/state`, { method: 'POST', body: JSON.stringify({ fault: 'down' }) });
// The CMS's last webhook: every blog page must now re-render against a CMS that is down.
await fetch(`${site}/api/revalidate`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${env.REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ event: 'entry.update', model: 'blog', entry: {} }),
});
results.push(await run('/blog, CMS down', `${site}/blog`));
console.log(results.at(-1));

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
const change = (key) =>
  `${memoryBefore[key].toFixed(0)} MB before, ${memoryAfter[key].toFixed(0)} MB 30 s after (${(((memoryAfter[key] - memoryBefore[key]) / memoryBefore[key]) * 100).toFixed(1)}%)`;
console.log(`\nServer memory after a full collection: ${change('collected')}; heap ${change('heap')}.`);
console.log(`Resident memory as sampled, garbage included: ${change('resident')}.`);
process.exit(0);
