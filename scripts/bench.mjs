#!/usr/bin/env node
/**
 * npm run bench: the performance report. Not a test; nothing here asserts.
 *
 * Builds the site (with its reference page: a page with no components of its own, in the site's layout)
 * and a bare Next.js page (tools/bench/bare-next: one heading and one paragraph, built by the site's own
 * next, the framework's floor), starts both, and runs Lighthouse (mobile) BENCH_RUNS times (default 3) on
 * every page of the page registry (lib/pages.ts) and on one blog post, with each of two throttling methods:
 * `simulated` (the default, what PageSpeed Insights uses: an unthrottled load replayed on a slow link and
 * CPU) and `devtools` (applied: real latency, bandwidth and 4x CPU while the page loads).
 * Runs go round by round, and the bare page is measured again before every few routes, so each route is
 * compared with bare-page runs taken minutes from its own. Prints medians: performance score, FCP, LCP,
 * TBT, CLS, Speed Index, the time hydration completed (React's first commit, seen through a stand-in for
 * React's developer-tools hook that every measured page gets before its first script: the same for every
 * build, so it needs nothing from the site; with simulated throttling it is the unthrottled load's time,
 * with devtools the throttled one's), script KB (transferred before the load event), HTML KB gzipped, each with the bare page's
 * beside it, in how many runs no script was on the path to the largest paint, and the LCP of the
 * same runs with the scripts taken off that path (what its HTML and CSS allow), then the LCP element
 * and its phases for the slowest route. Writes bench-results/bench.md and bench.json.
 *
 * BENCH_BEFORE=<folder> measures another checkout of the site in the same run (say an earlier commit,
 * exported with `git archive` and given node_modules), built the same way with its own next: every
 * cell then reads "before → after (bare)".
 *
 * Environment: BENCH_PORT (4411; the bare page takes the next port, BENCH_BEFORE the one after), BENCH_RUNS (3), BENCH_ROUTES
 * (comma-separated, default: the reference page, every registry page and a post; `post` stands for the
 * post), BENCH_METHODS (simulated,devtools), BENCH_APPEND=1 to add this run's routes to the last report's
 * (a long run in chunks; each route keeps its own bare-page runs), BENCH_BARE_EVERY (6: routes between two
 * bare-page runs), BENCH_SKIP_BUILD=1 to reuse the last builds, BENCH_SAVE_REPORTS=1 to keep each
 * target's last Lighthouse report and trace in bench-results/lhr/ (the trace opens in Chrome's
 * performance panel), CHROME_PATH (/usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { build as esbuild } from 'esbuild';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BARE_DIR = path.join(ROOT, 'tools', 'bench', 'bare-next');
const port = Number(process.env.BENCH_PORT ?? 4411);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const bareEvery = Math.max(1, Number(process.env.BENCH_BARE_EVERY ?? 6));
const METHODS = (process.env.BENCH_METHODS ?? 'simulated,devtools').split(',').filter(Boolean);
for (const method of METHODS) {
  if (method !== 'simulated' && method !== 'devtools') throw new Error(`Unknown throttling method ${method}`);
}
const HYDRATED_MARK = 'bench:hydrated';
/**
 * Given to every measured page before its first script: React registers with its developer-tools hook if
 * one exists and reports each commit to it; the first is hydration's. The same for every build.
 */
const HYDRATION_PROBE = `(() => {
  let marked = false;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { if (!marked) { marked = true; performance.mark(${JSON.stringify(HYDRATED_MARK)}); } },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
})();`;
const REFERENCE = '/bench-reference';
const BARE = 'bare Next.js page';
const nextBin = (dir) => path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The builds measured: this checkout, and the one BENCH_BEFORE names. */
const sites = [
  { name: 'after', dir: ROOT, origin: `http://127.0.0.1:${port}`, port },
  ...(process.env.BENCH_BEFORE
    ? [
        {
          name: 'before',
          dir: path.resolve(process.env.BENCH_BEFORE),
          origin: `http://127.0.0.1:${port + 2}`,
          port: port + 2,
        },
      ]
    : []),
];
const [site] = sites;
const bareOrigin = `http://127.0.0.1:${port + 1}`;
const siteEnv = (build) => ({
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_BENCH_REFERENCE: '1',
  NEXT_PUBLIC_SITE_URL: build.origin,
  NEXT_TELEMETRY_DISABLED: '1',
  // The sample posts: the benchmark measures the site, not a CMS.
  BLOG_API_URL: '',
});
const bareEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: '1' };

function run(dir, args, env) {
  const result = spawnSync(process.execPath, [nextBin(dir), ...args], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  for (const build of sites) {
    console.log(`Building ${build.dir} with its reference page (.next-bench)…`);
    run(build.dir, ['build'], siteEnv(build));
  }
  console.log('Building the bare Next.js page (tools/bench/bare-next/.next)…');
  run(ROOT, ['build', BARE_DIR], bareEnv);
}

// `localhost`, not 127.0.0.1 (it binds 127.0.0.1 all the same): with a literal 127.0.0.1 Next 16 treats the
// proxy's rewrites as external and proxies them to itself over HTTP (vercel/next.js#94745).
function start(dir, args, env) {
  return spawn(process.execPath, [nextBin(dir), 'start', ...args, '--hostname', 'localhost'], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
}
const servers = [
  ...sites.map((build) => start(build.dir, ['--port', String(build.port)], siteEnv(build))),
  start(ROOT, [BARE_DIR, '--port', String(port + 1)], bareEnv),
];
const stopServers = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopServers);

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Nothing answered at ${url}`);
}

/** The page registry's paths, read from lib/pages.ts itself (bundled on the fly: it is TypeScript). */
async function registryPaths() {
  const bundle = await esbuild({
    entryPoints: [path.join(ROOT, 'lib', 'pages.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  const source = Buffer.from(bundle.outputFiles[0].text).toString('base64');
  const { sitePages } = await import(`data:text/javascript;base64,${source}`);
  return sitePages.map((page) => page.path);
}

/** One blog post: the sitemap's first. */
async function blogPost() {
  const xml = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  const post = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .find((pathname) => /^\/blog\/\d+\//.test(pathname));
  return post ? [post] : [];
}

async function routes() {
  if (process.env.BENCH_ROUTES) {
    const asked = process.env.BENCH_ROUTES.split(',').filter(Boolean);
    return (await Promise.all(asked.map(async (route) => (route === 'post' ? blogPost() : [route])))).flat();
  }
  return [REFERENCE, ...(await registryPaths()), ...(await blogPost())];
}

/** A target: the bare page, or a route of one of the builds. */
const bareTarget = { key: BARE, url: `${bareOrigin}/`, file: 'bare' };
const routeTarget = (build, route) => ({
  key: `${build.name} ${route}`,
  url: `${build.origin}${route}`,
  file: `${build.name === 'after' ? '' : `${build.name}-`}${route === '/' ? 'home' : route.slice(1).replace(/[^\w-]+/g, '_')}`,
});

/** The HTML's size as the server sends it: gzipped (Next compresses with gzip), and raw. */
async function htmlSize(target) {
  const html = Buffer.from(await (await fetch(target.url)).arrayBuffer());
  return { htmlKb: round1(gzipSync(html).length / 1024), htmlRawKb: round1(html.length / 1024) };
}

const round1 = (value) => Number(value.toFixed(1));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
function saveReport(target, lhr, trace) {
  const dir = path.join(ROOT, 'bench-results', 'lhr');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${target.file}.json`), JSON.stringify(lhr));
  if (trace) writeFileSync(path.join(dir, `${target.file}.trace.json`), JSON.stringify(trace));
}

/** The LCP element's label and its phases (TTFB, load delay, load time, render delay), in ms. */
function lcpDetails(audits) {
  const [elementTable, phaseTable] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (phaseTable?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
  );
  return { lcpElement: node?.nodeLabel ?? node?.snippet ?? '', lcpSelector: node?.selector ?? '', phases };
}

const isScript = (node) => node.type === 'network' && node.request.resourceType === 'Script';

/** A simulated metric's estimate with every script request, and all that waited for one, out of its graphs. */
function estimateWithoutScripts(metric, result, simulator) {
  const [optimistic, pessimistic] = [result.optimisticGraph, result.pessimisticGraph].map((graph) => {
    const waits = new Map();
    const waitsForScript = (node) => {
      if (!waits.has(node.id))
        waits.set(node.id, isScript(node) || node.getDependencies().some(waitsForScript));
      return waits.get(node.id);
    };
    const withoutScripts = graph.cloneWithRelationships((node) => !waitsForScript(node));
    return metric.getEstimateFromSimulation(simulator.simulate(withoutScripts, { label: 'withoutScripts' }))
      .timeInMs;
  });
  return metric.coefficients.optimistic * optimistic + metric.coefficients.pessimistic * pessimistic;
}

/**
 * The path to the largest paint as Lighthouse simulates it (its own computation, asked again with the
 * run's artifacts): how many of the page's script files are on it, and the LCP without them. With
 * simulated throttling a script lands on the path when the browser began running it before the paint's
 * timestamp in the unthrottled trace, or when something on the path waited for it; that timestamp is when
 * the frame reached the screen, some 15 to 40 ms after the paint on this machine. Whether a page's frame
 * beats its scripts decides its LCP more than anything else, so the report shows both. Nulls when
 * Lighthouse cannot compute them; the deep imports fail loudly if a Lighthouse upgrade moves them.
 */
async function lcpPath(result) {
  const { artifacts } = result;
  const settings = result.lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  try {
    const simulator = await LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings }, context);
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      simulator,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const scripts = new Set();
    for (const graph of [lcp.optimisticGraph, lcp.pessimisticGraph]) {
      graph.traverse((node) => {
        if (isScript(node)) scripts.add(node.request.url);
      });
    }
    const { FirstContentfulPaint, LargestContentfulPaint } = Lantern.Metrics;
    const withoutScripts = Math.max(
      estimateWithoutScripts(FirstContentfulPaint, fcp, simulator),
      estimateWithoutScripts(LargestContentfulPaint, lcp, simulator),
    );
    return { scriptsOnPath: scripts.size, lcpWithoutScriptsMs: Math.round(withoutScripts) };
  } catch (error) {
    console.log(`${result.lhr.finalDisplayedUrl}: no LCP graph (${error.code ?? error.message})`);
    return { scriptsOnPath: null, lcpWithoutScriptsMs: null };
  }
}

/** When hydration completed (React's first commit), from the run's user timings; null without React. */
function hydratedAt(audits) {
  const mark = (audits['user-timings']?.details?.items ?? []).find((item) => item.name === HYDRATED_MARK);
  return mark ? Math.round(mark.startTime) : null;
}

/** One Lighthouse run; a run that comes back without metrics is run again, a few times. */
async function sample(browser, target, method) {
  let failures = 0;
  for (;;) {
    const page = await browser.newPage();
    let result;
    try {
      await page.evaluateOnNewDocument(HYDRATION_PROBE);
      result = await lighthouse(
        target.url,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Lighthouse's own names: 'simulate' (its default) and 'devtools'.
          throttlingMethod: method === 'simulated' ? 'simulate' : method,
        },
        undefined,
        page,
      );
    } finally {
      await page.close();
    }
    const { categories, audits } = result.lhr;
    // Now and then a run on this loaded machine comes back without metrics: run it again, a few times.
    if (result.lhr.runtimeError || !audits.metrics?.details) {
      if (++failures > 3)
        throw new Error(`Lighthouse keeps failing on ${target.url}: ${result.lhr.runtimeError?.message}`);
      console.log(
        `${target.url}: a run failed (${result.lhr.runtimeError?.code ?? 'no metrics'}), running it again`,
      );
      continue;
    }
    if (process.env.BENCH_SAVE_REPORTS === '1')
      saveReport({ ...target, file: `${target.file}-${method}` }, result.lhr, result.artifacts?.Trace);
    // The page's own JavaScript: scripts requested before its load event. Later ones are the router
    // prefetching other pages for links in view, which would charge a short page for its footer's links.
    const loadedAt = audits.metrics.details.items[0].observedLoad;
    const scripts = (audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script' && item.networkRequestTime <= loadedAt,
    );
    return {
      performance: Math.round(categories.performance.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      siMs: Math.round(audits['speed-index'].numericValue),
      hydratedMs: hydratedAt(audits),
      scriptKb: round1(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
      mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
      ...(method === 'simulated'
        ? await lcpPath(result)
        : { scriptsOnPath: null, lcpWithoutScriptsMs: null }),
      ...lcpDetails(audits),
    };
  }
}

/** The report's columns: medians of the runs, the HTML's size and the runs with no script on the LCP path. */
const COLUMNS = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'siMs',
  'hydratedMs',
  'scriptKb',
  'htmlKb',
  'noScriptsOnPath',
  'lcpWithoutScriptsMs',
];
const HEADINGS = {
  performance: 'Score',
  fcpMs: 'FCP ms',
  lcpMs: 'LCP ms',
  tbtMs: 'TBT ms',
  cls: 'CLS',
  siMs: 'SI ms',
  hydratedMs: 'Hydrated ms',
  scriptKb: 'Script KB',
  htmlKb: 'HTML KB gz',
  noScriptsOnPath: 'No scripts on the LCP path',
  lcpWithoutScriptsMs: 'LCP ms without scripts on the path',
};
/** Lighthouse's graphs exist only for simulated runs. */
const columnsOf = (method) =>
  method === 'simulated'
    ? COLUMNS
    : COLUMNS.filter((key) => key !== 'noScriptsOnPath' && key !== 'lcpWithoutScriptsMs');
/** What is taken as the median of the runs: the measured columns, and the main-thread time (bench.json). */
const METRICS = [...COLUMNS.filter((key) => key !== 'htmlKb' && key !== 'noScriptsOnPath'), 'mainThreadMs'];

/** Medians metric by metric (runs without a value left out); the LCP element and phases of the median LCP's run. */
function summarize(samples, size) {
  const row = { runs: samples.length, ...size };
  for (const key of METRICS) {
    const values = samples.map((run) => run[key]).filter((value) => typeof value === 'number');
    row[key] = values.length ? median(values) : null;
  }
  row.noScriptsOnPath = samples.filter((run) => run.scriptsOnPath === 0).length;
  row.lcpRuns = samples.map((run) => run.lcpMs);
  const byLcp = [...samples].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor(byLcp.length / 2)];
  Object.assign(row, {
    lcpElement: middle.lcpElement,
    lcpSelector: middle.lcpSelector,
    phases: middle.phases,
  });
  return row;
}

const cell = (row, key) =>
  key === 'noScriptsOnPath' ? `${row.noScriptsOnPath}/${row.runs}` : (row[key] ?? '–');

/** One line a route: each cell "after (bare)", or "before → after (bare)" with BENCH_BEFORE. */
function table(method, rows) {
  const columns = columnsOf(method);
  const lines = [
    `| Route | ${columns.map((key) => HEADINGS[key]).join(' | ')} | LCP element |`,
    `|---|${columns.map(() => '---').join('|')}|---|`,
  ];
  for (const row of rows) {
    const cells = columns.map(
      (key) => `${row.before ? `${cell(row.before, key)} → ` : ''}${cell(row, key)} (${cell(row.bare, key)})`,
    );
    const element = String(row.lcpElement).replace(/\|/g, '/').replace(/\s+/g, ' ').slice(0, 50);
    lines.push(`| ${row.route} | ${cells.join(' | ')} | ${element} |`);
  }
  return lines.join('\n');
}

function phasesText(row) {
  const total = row.lcpMs;
  return Object.entries(row.phases)
    .map(([phase, ms]) => `${phase} ${ms} ms (${total ? Math.round((100 * ms) / total) : 0}%)`)
    .join(', ');
}

await Promise.all([...sites.map((build) => waitFor(build.origin)), waitFor(bareOrigin)]);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The end-to-end tests' flags: they keep Chromium off the network this machine does not have.
  chromeFlags: [
    '--headless=new',
    ...JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'chromium-flags.json'), 'utf8')),
  ],
});
// Lighthouse drives a page of ours, so that the hydration probe is in it before the page's first script.
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  defaultViewport: null,
});
/** Rows by throttling method. */
const rowsByMethod = {};
let measuredRoutes = [];
try {
  const allRoutes = await routes();
  measuredRoutes = allRoutes;
  const blocks = [];
  for (let i = 0; i < allRoutes.length; i += bareEvery) blocks.push(allRoutes.slice(i, i + bareEvery));
  const samples = new Map();
  const bareSamples = new Map(METHODS.map((method) => [method, blocks.map(() => [])]));
  // Round by round rather than route by route, with the bare page before every block and the builds of
  // a route one after the other, each with both methods: a slow spell on this shared machine lands on
  // one sample of many routes and of the bare page, not on one route, one build or one method.
  for (let round = 1; round <= runs; round++) {
    for (const [blockIndex, block] of blocks.entries()) {
      const targets = [
        bareTarget,
        ...block.flatMap((route) => [...sites].reverse().map((build) => routeTarget(build, route))),
      ];
      for (const target of targets) {
        for (const method of METHODS) {
          const result = await sample(browser, target, method);
          if (target === bareTarget) bareSamples.get(method)[blockIndex].push(result);
          else {
            const key = `${method} ${target.key}`;
            samples.set(key, [...(samples.get(key) ?? []), result]);
          }
          console.log(
            `round ${round}, ${method}, ${target.key}: score ${result.performance}, FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, SI ${result.siMs} ms, hydrated ${result.hydratedMs} ms`,
          );
        }
      }
    }
  }
  const bareSize = await htmlSize(bareTarget);
  for (const method of METHODS) {
    const blockBare = bareSamples.get(method).map((blockSamples) => summarize(blockSamples, bareSize));
    const rows = [];
    for (const [blockIndex, block] of blocks.entries()) {
      for (const route of block) {
        const [after, before] = await Promise.all(
          sites.map(async (build) => {
            const target = routeTarget(build, route);
            return summarize(samples.get(`${method} ${target.key}`), await htmlSize(target));
          }),
        );
        rows.push({ route, ...after, ...(before ? { before } : {}), bare: blockBare[blockIndex] });
      }
    }
    rowsByMethod[method] = rows;
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  stopServers();
}

const resultsDir = path.join(ROOT, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
// A run in chunks: the routes measured now replace their earlier rows; the others stay.
if (process.env.BENCH_APPEND === '1') {
  let earlier = {};
  try {
    earlier = JSON.parse(readFileSync(path.join(resultsDir, 'bench.json'), 'utf8')).methods ?? {};
  } catch {
    // no earlier report
  }
  for (const method of METHODS) {
    const kept = (earlier[method] ?? []).filter((row) => !measuredRoutes.includes(row.route));
    rowsByMethod[method] = [...kept, ...rowsByMethod[method]];
  }
}

const METHOD_TITLES = {
  simulated: 'Simulated throttling (Lighthouse default, as PageSpeed Insights)',
  devtools: 'Applied throttling (`throttlingMethod: devtools`: 562.5 ms a request, 1.47 Mbps, 4x CPU)',
};
const sections = METHODS.map((method) => {
  const rows = rowsByMethod[method];
  const routeRows = rows.filter((row) => row.route !== REFERENCE);
  const slowest = (routeRows.length ? routeRows : rows).reduce((worst, row) =>
    row.lcpMs > worst.lcpMs ? row : worst,
  );
  return [
    `## ${METHOD_TITLES[method]}`,
    '',
    table(method, rows),
    '',
    `Slowest LCP: ${slowest.route}, ${slowest.lcpMs} ms. Element: ${slowest.lcpElement} (${slowest.lcpSelector}).`,
    `Phases (the run with the median LCP): ${phasesText(slowest)}. Its runs' LCP: ${slowest.lcpRuns.join(', ')} ms.`,
    `The bare page's LCP phases (beside it): ${phasesText(slowest.bare)}.`,
    '',
  ].join('\n');
});
const report = [
  `# Benchmark (${new Date().toISOString()}, medians of ${runs} Lighthouse mobile runs)`,
  '',
  `Each cell: ${sites.length > 1 ? `the route in ${process.env.BENCH_BEFORE} → in this checkout` : 'the route'} (the bare Next.js page in the runs next to it). ${REFERENCE} is a page with no components of its own in the site's layout. Hydrated: when React's first commit (hydration) happened, from navigation start; with simulated throttling that is the unthrottled load's time (a fast connection), with devtools the throttled one's. No scripts on the LCP path: the runs in which Lighthouse's LCP estimate counted none of the page's script files (in the others it counts their download and running, because the browser began running them before the largest paint reached the screen). LCP without scripts on the path: Lighthouse's own estimate of the same runs with the script requests, and all that waited for them, taken out of its graphs: what the page's HTML, CSS and images cost.`,
  '',
  ...sections,
].join('\n');
writeFileSync(path.join(resultsDir, 'bench.md'), report);
writeFileSync(path.join(resultsDir, 'bench.json'), JSON.stringify({ methods: rowsByMethod }, null, 2));
console.log(`\n${report}\nWritten to bench-results/bench.md and bench.json.`);
process.exit(0);
