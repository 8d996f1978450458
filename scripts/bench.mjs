#!/usr/bin/env node
/**
 * npm run bench: the performance report. Not a test; nothing here asserts.
 *
 * Builds the site with its reference page (a page with no components of its own, same layout and
 * configuration), starts it, and for every prerendered route runs Lighthouse (mobile) BENCH_RUNS times
 * (default 3, in rounds over all routes), keeping the median: performance, accessibility, best practices and SEO scores, LCP, CLS,
 * TBT, the LCP element, and the gzipped JavaScript the page loads. Prints a table with the difference
 * to the reference and writes bench-results/bench.md and bench.json.
 *
 * Environment: BENCH_PORT (4411), BENCH_RUNS (3), BENCH_ROUTES (comma-separated, default: all),
 * BENCH_SKIP_BUILD=1 to reuse the last bench build, BENCH_SAVE_REPORTS=1 to keep each route's last
 * Lighthouse report in bench-results/lhr/, CHROME_PATH (/usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4411);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const REFERENCE = '/bench-reference';
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_BENCH_REFERENCE: '1',
  NEXT_PUBLIC_SITE_URL: origin,
  NEXT_TELEMETRY_DISABLED: '1',
  // The sample posts: the benchmark measures the site, not a CMS.
  BLOG_API_URL: '',
};

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building the site with its reference page (.next-bench)…');
  const build = spawnSync('npx', ['next', 'build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `localhost`, not 127.0.0.1 (it binds 127.0.0.1 all the same): with a literal 127.0.0.1 Next 16 treats the
// proxy's rewrites as external and proxies them to itself over HTTP (vercel/next.js#94745).
const server = spawn('npx', ['next', 'start', '--hostname', 'localhost', '--port', String(port)], {
  cwd: ROOT,
  env,
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not start on ${origin}`);
}

/** Every prerendered page: the sitemap's, the one it leaves out (a duplicate), and the reference. */
async function routes() {
  if (process.env.BENCH_ROUTES) return [REFERENCE, ...process.env.BENCH_ROUTES.split(',')];
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [REFERENCE, ...fromSitemap, '/CoursesMain'];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function saveReport(route, lhr) {
  const dir = path.join(ROOT, 'bench-results', 'lhr');
  mkdirSync(dir, { recursive: true });
  const name = route === '/' ? 'home' : route.slice(1).replace(/[^\w-]+/g, '_');
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
}

/** One Lighthouse run of a route; a run that comes back without metrics is run again, a few times. */
async function sample(chrome, route) {
  let failures = 0;
  for (;;) {
    const result = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    // Now and then a run on this loaded machine comes back without metrics: run it again, a few times.
    if (result.lhr.runtimeError || !audits.metrics?.details) {
      if (++failures > 3)
        throw new Error(`Lighthouse keeps failing on ${route}: ${result.lhr.runtimeError?.message}`);
      console.log(
        `${route}: a run failed (${result.lhr.runtimeError?.code ?? 'no metrics'}), running it again`,
      );
      continue;
    }
    if (process.env.BENCH_SAVE_REPORTS === '1') saveReport(route, result.lhr);
    // The page's own JavaScript: scripts requested before its load event. Later ones are the router
    // prefetching other pages for links in view, which would charge a short page for its footer's links.
    const loadedAt = audits.metrics.details.items[0].observedLoad;
    const scripts = (audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script' && item.networkRequestTime <= loadedAt,
    );
    const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      jsKb: Number((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1)),
      lcpElement: lcpElement?.nodeLabel ?? lcpElement?.snippet ?? '',
    };
  }
}

/** A route's row: the median of its samples, metric by metric. */
function summarize(route, samples) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs', 'jsKb'];
  const row = { route, runs };
  for (const key of keys) row[key] = median(samples.map((run) => run[key]));
  row.lcpElement = samples[0].lcpElement;
  return row;
}

function table(rows) {
  const reference = rows.find((row) => row.route === REFERENCE);
  const diff = (value, base, digits = 0) => {
    const delta = value - base;
    return `${delta >= 0 ? '+' : ''}${delta.toFixed(digits)}`;
  };
  const lines = [
    '| Route | Perf (Δ ref) | A11y | BP | SEO | LCP ms | CLS | TBT ms | JS gz KB (Δ ref) | LCP element |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.route} | ${row.performance} (${diff(row.performance, reference.performance)}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} | ${row.jsKb} (${diff(row.jsKb, reference.jsKb, 1)}) | ${String(row.lcpElement).replace(/\|/g, '/').slice(0, 60)} |`,
    );
  }
  return lines.join('\n');
}

await waitForServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The end-to-end tests' flags: they keep Chromium off the network this machine does not have.
  chromeFlags: [
    '--headless=new',
    ...JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'chromium-flags.json'), 'utf8')),
  ],
});
let rows;
try {
  const allRoutes = await routes();
  const samples = new Map(allRoutes.map((route) => [route, []]));
  // Round by round rather than route by route: a slow spell on this shared machine then lands on one
  // sample of many routes, the reference's included, instead of on every sample of one route.
  for (let round = 1; round <= runs; round++) {
    for (const route of allRoutes) {
      const result = await sample(chrome, route);
      samples.get(route).push(result);
      console.log(
        `round ${round}, ${route}: performance ${result.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, JS ${result.jsKb} KB`,
      );
    }
  }
  rows = allRoutes.map((route) => summarize(route, samples.get(route)));
} finally {
  await chrome.kill();
  stopServer();
}

const report = `# Benchmark (${new Date().toISOString()}, median of ${runs} Lighthouse mobile runs)\n\n${table(rows)}\n`;
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench-results', 'bench.md'), report);
writeFileSync(path.join(ROOT, 'bench-results', 'bench.json'), JSON.stringify(rows, null, 2));
console.log(`\n${report}\nWritten to bench-results/bench.md and bench.json.`);
process.exit(0);
