#!/usr/bin/env node
/**
 * The blog backend as the end-to-end tests see it: the real bundled Strapi, with a fresh database, behind
 * a small proxy that the tests can turn into a faulty CMS (down, slow, 500, HTML, malformed JSON,
 * wrong-typed posts), and that relays Strapi's webhooks to the site unless the tests pause them.
 *
 *   site  --BLOG_API_URL-->  proxy (E2E_CMS_PORT)  -->  Strapi (E2E_STRAPI_PORT)
 *   Strapi --webhook-->      proxy /__e2e/webhook  -->  site POST /api/revalidate
 *
 * Control (tests only, loopback): GET/POST /__e2e/state {fault, leadsFault, webhooks}, POST
 * /__e2e/strapi/stop|start|kill (start with {faults: {point, mark}} to make the CMS kill itself at a fault
 * point), POST /__e2e/strapi/exited (answers once Strapi has exited), GET /__e2e/ready (200 once Strapi
 * answers), GET/POST /__e2e/whatsapp (the messages the CMS sent through WhatsApp's stand-in, which this hub
 * serves at /__e2e/graph, and its faults).
 *
 * A second port, E2E_CMS_FAULTS_PORT (E2E_CMS_PORT + 2), forwards everything to Strapi too, and is where the
 * lead fault tests (e2e/lead-faults.spec.ts, `npm run load`) point their own site instances: there, and
 * nowhere else, `leadFaults.lateRate` of the lead deliveries (POST /api/leads) reach Strapi, which stores
 * them, and their answer comes too late: held past the site's timeout (a lead without a CV), or never sent
 * (with a CV, whose timeout is longer than a test should wait). Tests running beside them are not touched.
 *
 * GET /__e2e/preview-pane?src={url}: a page on the CMS's origin (the CMS admin's, as the site sees it) that
 * frames the site the way the admin's preview pane does, without building the admin: an iframe of the
 * preview URL the admin got from Strapi, and `strapiUpdate` posted to it as the admin does after a save.
 *
 * Strapi's output goes to the hub's own and to test-results/cms.log; every error line it logs is kept in
 * the state (`cmsErrors`) and, when the hub stops, in test-results/cms-errors.log, which scripts/e2e.sh
 * requires to be empty: ordinary use of the CMS logs no error.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const proxyPort = Number(process.env.E2E_CMS_PORT ?? 4337);
const strapiPort = Number(process.env.E2E_STRAPI_PORT ?? 4338);
const sitePort = Number(process.env.E2E_PORT ?? 4311);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4336);
const faultsPort = Number(process.env.E2E_CMS_FAULTS_PORT ?? proxyPort + 2);
const DATABASE = '.tmp/e2e.db';
/** CVs of this CMS only (the sweep of files without a lead must not see another database's). */
// The CMS's CV folder in this run (scripts/e2e-env.sh).
const PRIVATE_UPLOADS = path.resolve(
  ROOT,
  process.env.E2E_CMS_PRIVATE_UPLOADS ?? 'cms/.tmp/e2e-private-uploads',
);
/** Longer than the site waits for a lead without a CV (lib/leads/deliver.ts: 4 s). */
const LATE_MS = 5000;
const LOG_DIR = path.join(ROOT, process.env.E2E_LOG_DIR ?? 'test-results');
const CMS_LOG = path.join(LOG_DIR, 'cms.log');
const CMS_ERRORS = path.join(LOG_DIR, 'cms-errors.log');
const SLOW_MS = 8000;
/**
 * WhatsApp's Cloud API as the CMS's acknowledgements reach it: the Graph stand-in (e2e/graph-fake.cjs), served
 * here under /__e2e/graph (the CMS's META_GRAPH_URL), so every message the CMS sends in a run is counted by its
 * key, whichever test's lead it acknowledges.
 */
const { graphFake } = createRequire(import.meta.url)('./graph-fake.cjs');
const whatsapp = graphFake({
  whatsappToken: process.env.WHATSAPP_ACCESS_TOKEN ?? 'e2e-whatsapp-access-token',
});
const GRAPH_PREFIX = '/__e2e/graph';

/**
 * fault: none | empty | down | slow | error | html | malformed | wrong-types (answers to the blog's reads,
 * /api/blogs and /api/blog-index); leadsFault: none | down (the site's lead deliveries, /api/leads and /api/upload,
 * and its reads of the listing sites, /api/publishers), apart so
 * that blog and lead tests running side by side do not trip each other;
 * webhooks: relay Strapi's webhooks to the site; missingUploads: /uploads/ paths answered 404;
 * leadsRefused: lead deliveries whose body holds any of these strings are refused at the connection (one
 * test's leads wait in the site's outbox while everyone else's go through).
 */
const state = {
  fault: 'none',
  leadsFault: 'none',
  webhooks: true,
  webhookDeliveries: [],
  missingUploads: [],
  leadsRefused: [],
  cmsErrors: [],
  /** On the faults port only: the share of lead deliveries answered too late, and how many were. */
  leadFaults: { lateRate: 0, late: 0 },
};

/**
 * An error line of Strapi's log: its logger's `error:` level, or anything printed with an error name or
 * stack frame (an uncaught error, a library's complaint).
 */
const ANSI = /\u001b\[[0-9;]*m/g;
const ERROR_LINE = /\]\s*error:|\b[A-Z]\w*Error\b|\bENOENT\b|^\s+at \S+ \(/;

function watchOutput(stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    target.write(chunk);
    appendFileSync(CMS_LOG, chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const text = line.replace(ANSI, '');
      if (ERROR_LINE.test(text)) state.cmsErrors.push(text);
    }
  });
}
let strapi = null;

/**
 * Starts Strapi. `faults` ({ point, mark }): with e2e/cms-faults.cjs preloaded, the CMS kills itself at that
 * fault point (src/fault-point.ts) for a lead whose submission id holds `mark`, as a crash would.
 */
function startStrapi(faults = null) {
  if (strapi) return;
  strapi = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cms.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own (the script, Strapi, its compile), so a kill reaches Strapi itself.
    detached: true,
    env: {
      ...process.env,
      CMS_PORT: String(strapiPort),
      CMS_DATABASE_FILENAME: DATABASE,
      SITE_REVALIDATE_URL: `http://127.0.0.1:${proxyPort}/__e2e/webhook`,
      SITE_URL: `http://127.0.0.1:${sitePort}`,
      // Admissions mail: the local SMTP server that e2e/admissions-alerts.spec.ts runs (down while no test
      // needs it: the CMS keeps retrying), links to the admin through this hub, and the tests' clock route.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_FROM: 'admissions-cms@e2e.example',
      ADMISSIONS_EMAIL: 'admissions@e2e.example',
      CMS_PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      ADMISSIONS_TEST_CLOCK: 'true',
      PRIVATE_UPLOADS_DIR: PRIVATE_UPLOADS,
      // Admin sessions of an hour (access tokens of 12 minutes): each test worker signs in again before its
      // token expires, and three workers doing so every 3 minutes (the default's tokens) would pass the
      // sign-in limit of 5 in 5 minutes that they share. The stack's tests run with the defaults.
      CMS_ADMIN_IDLE_MINUTES: '60',
      // The admin panel as the admissions team and marketers use it (built by scripts/e2e.sh), for the specs
      // that click through it (e2e/admin-*.spec.ts).
      SERVE_ADMIN_PANEL: 'true',
      // The acknowledgements' WhatsApp: this hub's Graph stand-in (the site's own Graph API is the channels
      // spec's).
      META_GRAPH_URL: `http://127.0.0.1:${proxyPort}${GRAPH_PREFIX}`,
      ...(faults
        ? {
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'e2e', 'cms-faults.cjs')}`,
            E2E_CMS_FAULT_POINT: String(faults.point ?? ''),
            E2E_CMS_FAULT_MARK: String(faults.mark ?? ''),
          }
        : {}),
    },
  });
  watchOutput(strapi.stdout, process.stdout);
  watchOutput(strapi.stderr, process.stderr);
  strapi.on('exit', () => {
    strapi = null;
  });
}

function stopStrapi() {
  return new Promise((resolve) => {
    if (!strapi) return resolve();
    strapi.once('exit', () => resolve());
    strapi.kill('SIGTERM');
  });
}

/** Kills Strapi at once (SIGKILL to its group): no shutdown, no finishing what it started, as a crash. */
function killStrapi() {
  return new Promise((resolve) => {
    if (!strapi) return resolve();
    strapi.once('exit', () => resolve());
    try {
      process.kill(-strapi.pid, 'SIGKILL');
    } catch {
      resolve();
    }
  });
}

/** Resolves once Strapi's process has exited (by itself: a fault point). */
function strapiExited() {
  return new Promise((resolve) => (strapi ? strapi.once('exit', () => resolve()) : resolve()));
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, { 'Content-Type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function forward(request, response, body, port, pathName = request.url) {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port,
      path: pathName,
      method: request.method,
      headers: { ...request.headers, host: `127.0.0.1:${port}` },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) send(response, 502, { error: 'upstream unreachable' });
    else response.destroy();
  });
  upstream.end(body);
}

/** Answers a site request for the blog (/api/blogs, /api/blog-index) the way the current fault says. True when it did. */
function injectFault(request, response) {
  const index = new URL(request.url ?? '/', 'http://hub').pathname === '/api/blog-index';
  switch (state.fault) {
    case 'down':
      request.socket.destroy();
      return true;
    case 'slow':
      // The real answer, later than the site waits for.
      setTimeout(() => forward(request, response, Buffer.alloc(0), strapiPort), SLOW_MS);
      return true;
    case 'empty':
      // A healthy CMS with no posts: a good answer, not a fault.
      send(
        response,
        200,
        index
          ? { data: { total: 0, newestNumber: 0, categories: [] } }
          : { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } },
      );
      return true;
    case 'error':
      send(response, 500, { data: null, error: { status: 500, name: 'InternalServerError' } });
      return true;
    case 'html':
      send(response, 200, '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
      return true;
    case 'malformed':
      send(response, 200, '{"data": [{"id": 1, "title": "Trunc');
      return true;
    case 'wrong-types':
      send(response, 200, {
        data: [
          { id: 'x' },
          { id: 2, title: { a: 1 }, category: 5, date: [], description: 7, images: 'nope' },
        ],
        meta: { pagination: { pageCount: 'many' } },
      });
      return true;
    default:
      return false;
  }
}

/** The admin's preview pane, reduced to what the site meets: a titled iframe and the admin's messages. */
function previewPane(url) {
  const src = url.searchParams.get('src') ?? '';
  const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preview pane</title>
<style>body{margin:0}iframe{display:block;width:100vw;height:100vh;border:0}</style></head>
<body><iframe title="Preview" src="${attribute(src)}"></iframe>
<script>
  // As Strapi's admin after Save or Publish: tell the framed page.
  window.strapiUpdate = () => {
    const frame = document.querySelector('iframe');
    frame.contentWindow.postMessage({ type: 'strapiUpdate' }, new URL(frame.src).origin);
  };
</script></body></html>`;
}

async function isStrapiReady() {
  try {
    const answer = await fetch(`http://127.0.0.1:${strapiPort}/api/blogs?pagination[pageSize]=1`);
    return answer.ok;
  } catch {
    return false;
  }
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://hub');
  const body = await readBody(request);

  if (url.pathname === '/__e2e/preview-pane') return send(response, 200, previewPane(url), 'text/html');
  if (url.pathname === '/__e2e/ready') return send(response, (await isStrapiReady()) ? 200 : 503, {});
  if (url.pathname === '/__e2e/state') {
    if (request.method === 'POST') {
      const change = JSON.parse(body.toString() || '{}');
      if (typeof change.fault === 'string') state.fault = change.fault;
      if (typeof change.leadsFault === 'string') state.leadsFault = change.leadsFault;
      if (typeof change.webhooks === 'boolean') state.webhooks = change.webhooks;
      if (change.clearDeliveries) state.webhookDeliveries = [];
      if (Array.isArray(change.missingUploads)) state.missingUploads = change.missingUploads;
      if (Array.isArray(change.leadsRefused)) state.leadsRefused = change.leadsRefused;
      // The count of late answers goes on across changes of the rate: a test reads it when it sets 0.
      if (typeof change.leadFaults?.lateRate === 'number')
        state.leadFaults.lateRate = change.leadFaults.lateRate;
    }
    return send(response, 200, state);
  }
  if (url.pathname === '/__e2e/strapi/stop') {
    await stopStrapi();
    return send(response, 200, { running: false });
  }
  if (url.pathname.startsWith(`${GRAPH_PREFIX}/`)) {
    // The body was read above: the stand-in takes it as read.
    return whatsapp.handle(
      request,
      response,
      `${url.pathname.slice(GRAPH_PREFIX.length)}${url.search}`,
      body,
    );
  }
  if (url.pathname === '/__e2e/whatsapp') {
    // The messages the CMS sent (each with its key), and the stand-in's faults: { failRate, failNext, clear }.
    if (request.method === 'POST') {
      const change = JSON.parse(body.toString() || '{}');
      if (typeof change.failRate === 'number') whatsapp.state.failRate = change.failRate;
      if (typeof change.failNext === 'number') whatsapp.failNextMessages(change.failNext);
      if (change.clear) whatsapp.messages.length = 0;
    }
    return send(response, 200, { failRate: whatsapp.state.failRate, messages: whatsapp.messages });
  }
  if (url.pathname === '/__e2e/strapi/kill') {
    await killStrapi();
    return send(response, 200, { running: false });
  }
  if (url.pathname === '/__e2e/strapi/exited') {
    await strapiExited();
    return send(response, 200, { running: false });
  }
  if (url.pathname === '/__e2e/strapi/start') {
    const faults = body.length > 0 ? (JSON.parse(body.toString()).faults ?? null) : null;
    startStrapi(faults);
    while (!(await isStrapiReady())) await new Promise((resolve) => setTimeout(resolve, 250));
    return send(response, 200, { running: true });
  }
  if (url.pathname === '/__e2e/webhook') {
    const event = JSON.parse(body.toString() || '{}');
    if (!state.webhooks) {
      state.webhookDeliveries.push({ event: event.event, model: event.model, relayed: false });
      return send(response, 204, '');
    }
    const answer = await fetch(`http://127.0.0.1:${sitePort}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: request.headers.authorization ?? '', 'Content-Type': 'application/json' },
      body,
    }).catch(() => null);
    state.webhookDeliveries.push({
      event: event.event,
      model: event.model,
      relayed: true,
      status: answer?.status ?? 0,
    });
    return send(response, answer?.status ?? 502, answer ? await answer.text() : '');
  }
  if (/^\/api\/blog(s|-index)\b/.test(url.pathname) && injectFault(request, response)) return;
  if (/^\/api\/(leads|upload|publishers)\b/.test(url.pathname) && state.leadsFault === 'down') {
    request.socket.destroy();
    return;
  }
  if (
    /^\/api\/(leads|upload)\b/.test(url.pathname) &&
    state.leadsRefused.some((marker) => body.includes(marker))
  ) {
    request.socket.destroy();
    return;
  }
  if (state.missingUploads.includes(url.pathname)) return send(response, 404, { error: 'not found' });
  forward(request, response, body, strapiPort);
});

/**
 * The faults port: Strapi's answer to a lead delivery, after Strapi stored it, held past the site's timeout
 * or dropped, for `lateRate` of them.
 */
const faults = http.createServer(async (request, response) => {
  const body = await readBody(request);
  const isDelivery =
    request.method === 'POST' && new URL(request.url ?? '/', 'http://hub').pathname === '/api/leads';
  if (!isDelivery || Math.random() >= state.leadFaults.lateRate)
    return forward(request, response, body, strapiPort);
  state.leadFaults.late += 1;
  const withFile = String(request.headers['content-type'] ?? '').startsWith('multipart/');
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: strapiPort,
      path: request.url,
      method: 'POST',
      headers: { ...request.headers, host: `127.0.0.1:${strapiPort}` },
    },
    (answer) => {
      answer.resume();
      answer.on('end', () => {
        if (withFile) return request.socket.destroy();
        setTimeout(() => {
          if (!response.destroyed) send(response, answer.statusCode ?? 502, {});
        }, LATE_MS);
      });
    },
  );
  upstream.on('error', () => request.socket.destroy());
  upstream.end(body);
});

rmSync(path.join(ROOT, 'cms', DATABASE), { force: true });
rmSync(PRIVATE_UPLOADS, { recursive: true, force: true });
mkdirSync(LOG_DIR, { recursive: true });
writeFileSync(CMS_LOG, '');
writeFileSync(CMS_ERRORS, '');
startStrapi();
server.listen(proxyPort, '127.0.0.1', () => console.log(`CMS hub on ${proxyPort}, Strapi on ${strapiPort}`));
faults.listen(faultsPort, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    server.close();
    faults.close();
    await stopStrapi();
    writeFileSync(CMS_ERRORS, state.cmsErrors.map((line) => `${line}\n`).join(''));
    process.exit(0);
  });
}
