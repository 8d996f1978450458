#!/usr/bin/env node
/**
 * npm run load:channels: the lead channels under a burst (a benchmark, not a test; nothing here asserts).
 *
 * LOAD_CHANNEL_LEADS (1,000) signed Meta lead ads notifications and as many Google Ads lead-form webhooks,
 * each sent twice (the copy at a random moment of the run, as a sender retrying after a lost answer, or two
 * deliveries of one notification, would send it),
 * interleaved with LOAD_CHANNEL_WEBSITE (150) website enquiries, through two `next start` instances of the
 * end-to-end build (run scripts/e2e.sh once first) that share a leads Redis, into the bundled CMS (SQLite)
 * behind the tests' hub, with the local Graph API stand-in (e2e/graph-fake.cjs) failing LOAD_GRAPH_FAIL_RATE
 * (10%) of its calls. Senders act as Meta's and Google's do: a request refused with 429 or 503 (or not
 * answered) is sent again after its Retry-After. LOAD_CHANNEL_CONCURRENCY (20) senders send as fast as
 * they are answered, which saturates this machine's two cores; LOAD_CHANNEL_RATE=N paces them to N
 * requests a second instead.
 *
 * Reports the leads stored (2 × LOAD_CHANNEL_LEADS plus the website's is the reference), duplicates, leads
 * missing, the Graph API's calls and failures, what is left in the outbox, and the time from a webhook's
 * first sending (and from the site's answer) to its lead's row in the CMS (median, 95th percentile,
 * longest), per channel. Written to bench-results/channels.json (channels-N-a-second.json when paced). Ports from the e2e environment: the instances on E2E_PORT+41 and +42, the
 * leads Redis on E2E_PORT+40, the Graph stand-in on E2E_GRAPH_PORT.
 *
 * And the acknowledgements every enquirer gets from the CMS (unless LOAD_ACKNOWLEDGEMENTS=0): e-mails through
 * the real SMTP server of the tests (scripts/smtp-sink.mjs on E2E_SMTP_PORT), WhatsApp messages through the
 * Graph stand-in the CMS hub serves, which fails LOAD_GRAPH_FAIL_RATE of them too. During the burst the CMS is
 * killed once (SIGKILL, at LOAD_KILL_AT of the requests, 30%; started again LOAD_KILL_FOR_MS later, 5 s) and
 * the mail server is down LOAD_MAIL_DOWN_MS (30 s) from LOAD_MAIL_DOWN_AT (60%). Reported: the time from a
 * lead's row in the CMS to its e-mail at the mail server and its message at WhatsApp (median, p95, longest),
 * and, counted by the acknowledgement's key at the mail server and at the stand-in, how many were sent twice
 * and how many never. And the team's alert of each lead (by its Message-ID at the same mail server): the
 * time from the webhook's first sending to the alert, per channel, and alerts never sent.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextStartArgs } from '../deploy/node-serving.mjs';
import { storedSubmissionId } from '../lib/leads/submission-id.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startGraphFake } = require('../e2e/graph-fake.cjs');
const { smtpSink } = await import('./smtp-sink.mjs');
const envScript = path.join(ROOT, 'scripts', 'e2e-env.sh');
const env = {
  ...process.env,
  ...Object.fromEntries(
    execSync(`bash -c 'source ${envScript} >/dev/null && env'`, { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ),
};
const LEADS = Number(process.env.LOAD_CHANNEL_LEADS ?? 1000);
const WEBSITE = Number(process.env.LOAD_CHANNEL_WEBSITE ?? 150);
const FAIL_RATE = Number(process.env.LOAD_GRAPH_FAIL_RATE ?? 0.1);
const CONCURRENCY = Number(process.env.LOAD_CHANNEL_CONCURRENCY ?? 20);
/** Requests a second at most (0: as fast as CONCURRENCY senders go, which saturates this machine). */
const RATE = Number(process.env.LOAD_CHANNEL_RATE ?? 0);
const SETTLE_MS = Number(process.env.LOAD_CHANNEL_SETTLE_MS ?? 300_000);
const ACKNOWLEDGEMENTS = process.env.LOAD_ACKNOWLEDGEMENTS !== '0';
const KILL_AT = Number(process.env.LOAD_KILL_AT ?? 0.3);
const KILL_FOR_MS = Number(process.env.LOAD_KILL_FOR_MS ?? 5000);
const MAIL_DOWN_AT = Number(process.env.LOAD_MAIL_DOWN_AT ?? 0.6);
const MAIL_DOWN_MS = Number(process.env.LOAD_MAIL_DOWN_MS ?? 30_000);
/** How long the acknowledgements may take to settle after the leads did (a killed claim is taken after 2 min). */
const ACK_SETTLE_MS = Number(process.env.LOAD_ACK_SETTLE_MS ?? 360_000);
const sitePort = Number(env.E2E_PORT);
const ports = [sitePort + 41, sitePort + 42];
const redisPort = sitePort + 40;
const hub = `http://127.0.0.1:${env.E2E_CMS_PORT}`;
const stateDir = path.join(ROOT, 'test-results', 'load-channels');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const children = [];
function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'ignore', detached: true, ...options });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, attempts = 400) {
  for (let i = 0; i < attempts; i++) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

// The CMS behind the tests' hub (a fresh SQLite database), the Graph API stand-in, the leads' Redis.
rmSync(stateDir, { recursive: true, force: true });
mkdirSync(stateDir, { recursive: true });
// The mail server the CMS sends through (the hub gives Strapi its port), up before the CMS.
const sink = smtpSink(Number(env.E2E_SMTP_PORT));
if (ACKNOWLEDGEMENTS) await sink.start();
start('node', ['e2e/cms-hub.mjs'], { env });
await waitFor(`${hub}/__e2e/ready`);
const hubPost = (pathName, body = {}) =>
  fetch(`${hub}${pathName}`, {
    method: 'POST',
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(180_000),
  }).then((answer) => answer.json());
// WhatsApp's stand-in (served by the hub) fails as the Graph API does.
if (ACKNOWLEDGEMENTS) await hubPost('/__e2e/whatsapp', { failRate: FAIL_RATE, clear: true });
const graph = await startGraphFake({
  port: Number(env.E2E_GRAPH_PORT),
  token: env.META_PAGE_ACCESS_TOKEN,
  appSecret: env.META_APP_SECRET,
});
start('redis-server', [
  '--port',
  String(redisPort),
  '--bind',
  '127.0.0.1',
  '--dir',
  stateDir,
  '--appendonly',
  'yes',
  '--appendfsync',
  'always',
  '--save',
  '',
]);
for (let i = 0; i < 100; i++) {
  if (
    spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG'
  )
    break;
  await sleep(50);
}
const siteEnv = {
  ...env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: env.NEXT_DIST_DIR ?? '.next-e2e',
  BLOG_API_URL: hub,
  LEADS_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  REDIS_URL: '',
  LEADS_RETRY_MS: '1000',
};
for (const port of ports) {
  start(process.execPath, nextStartArgs(ROOT, port), { env: { ...siteEnv, PORT: String(port) } });
}
for (const port of ports) await waitFor(`http://127.0.0.1:${port}/robots.txt`);

// The leads: Meta's known to the Graph stand-in, Google's whole; each a phone and e-mail of its own.
const run = Date.now().toString(36);
const notification = JSON.parse(
  readFileSync(path.join(ROOT, 'lib/leads/channels/recorded/meta-leadgen-notification.json'), 'utf8'),
);
const graphLead = JSON.parse(
  readFileSync(path.join(ROOT, 'lib/leads/channels/recorded/meta-graph-lead.json'), 'utf8'),
);
const googleLead = JSON.parse(
  readFileSync(path.join(ROOT, 'lib/leads/channels/recorded/google-lead-form.json'), 'utf8'),
);
const phoneOf = (i, channel) => `+91 9${channel}${String(i).padStart(8, '0')}`;
/** @type {Map<string, {channel: string, firstSentAt?: number, acceptedAt?: number}>} */
const expected = new Map();
const tasks = [];
const runNumber = String(Date.now()).slice(-9);
for (let i = 0; i < LEADS; i++) {
  const id = `6${runNumber}${String(i).padStart(6, '0')}`;
  graph.addLead(id, {
    ...graphLead,
    id,
    field_data: graphLead.field_data.map((field) =>
      field.name === 'phone_number'
        ? { ...field, values: [phoneOf(i, 1)] }
        : field.name === 'email'
          ? { ...field, values: [`meta-${run}-${i}@load.example`] }
          : field,
    ),
  });
  const copy = structuredClone(notification);
  Object.assign(copy.entry[0].changes[0].value, {
    leadgen_id: id,
    created_time: Math.floor(Date.now() / 1000),
  });
  const body = JSON.stringify(copy);
  const signature = `sha256=${createHmac('sha256', env.META_APP_SECRET).update(body).digest('hex')}`;
  const submissionId = `meta:${id}`;
  expected.set(submissionId, { channel: 'meta' });
  const send = {
    submissionId,
    path: '/api/leads/meta',
    body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  };
  tasks.push(send, { ...send, copy: true });

  const leadId = `LoadLead${run}${i}`;
  const google = JSON.stringify({
    ...googleLead,
    lead_id: leadId,
    google_key: env.GOOGLE_LEAD_FORM_KEY,
    lead_submit_time: new Date().toISOString(),
    user_column_data: googleLead.user_column_data.map((column) =>
      column.column_id === 'PHONE_NUMBER'
        ? { ...column, string_value: phoneOf(i, 2) }
        : column.column_id === 'EMAIL'
          ? { ...column, string_value: `google-${run}-${i}@load.example` }
          : column,
    ),
  });
  expected.set(`google:${leadId}`, { channel: 'google' });
  const googleSend = {
    submissionId: `google:${leadId}`,
    path: '/api/leads/google',
    body: google,
    headers: { 'content-type': 'application/json' },
  };
  tasks.push(googleSend, { ...googleSend, copy: true });
}
for (let i = 0; i < WEBSITE; i++) {
  // The browser's id goes with the form; the site and the CMS keep the lead under its hash.
  const browserId = randomUUID();
  const submissionId = storedSubmissionId(browserId);
  expected.set(submissionId, { channel: 'website' });
  tasks.push({ submissionId, browserId, website: i });
}
// Shuffled: the channels and the copies interleave (a copy may even go first).
for (let i = tasks.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [tasks[i], tasks[j]] = [tasks[j], tasks[i]];
}

const counts = { requests: 0, byStatus: {} };
function body(task) {
  if (!('website' in task)) return task.body;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    _form: 'enquiry',
    _submission: task.browserId,
    _page: '/mernstack',
    _elapsed: '8000',
    website: '',
    name: `Load Visitor ${task.website}`,
    phone: phoneOf(task.website, 3),
    email: `site-${run}-${task.website}@load.example`,
    city: 'Pune',
  }))
    form.set(name, value);
  return form;
}

/** Sends until the site takes it, as the sender would: after Retry-After on 429/503, soon on no answer. */
async function send(task, worker) {
  const want = expected.get(task.submissionId);
  want.firstSentAt ??= Date.now();
  for (;;) {
    counts.requests += 1;
    let status = 0;
    let retryAfter = 1;
    try {
      const response = await fetch(`http://127.0.0.1:${pick(ports)}${task.path ?? '/api/leads'}`, {
        method: 'POST',
        body: body(task),
        headers: {
          ...(task.headers ?? {}),
          'x-forwarded-for': `198.18.${worker}.${(counts.requests % 250) + 1}`,
        },
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      retryAfter = Number(response.headers.get('retry-after') ?? 1) || 1;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
    if (status === 200 || status === 201 || status === 202) {
      want.acceptedAt ??= Date.now();
      return;
    }
    if (status !== 0 && status !== 429 && status !== 503) {
      console.error(`${task.submissionId}: answered ${status}; not sent again`);
      return;
    }
    await sleep(status === 0 ? 200 : retryAfter * 1000);
  }
}

graph.state.failRate = FAIL_RATE;
const started = Date.now();
let next = 0;
/** The faults of the burst: the CMS killed once, the mail server down for a while. */
const faults = { cmsKilledAt: null, cmsBackAt: null, mailDownAt: null, mailUpAt: null };
const faultsDone = [];
function duringBurst(index) {
  if (!ACKNOWLEDGEMENTS) return;
  if (faults.cmsKilledAt === null && index >= tasks.length * KILL_AT) {
    faults.cmsKilledAt = Date.now();
    faultsDone.push(
      (async () => {
        await hubPost('/__e2e/strapi/kill');
        await sleep(KILL_FOR_MS);
        await hubPost('/__e2e/strapi/start');
        faults.cmsBackAt = Date.now();
      })(),
    );
  }
  if (faults.mailDownAt === null && index >= tasks.length * MAIL_DOWN_AT) {
    faults.mailDownAt = Date.now();
    faultsDone.push(
      (async () => {
        await sink.stop();
        await sleep(MAIL_DOWN_MS);
        await sink.start();
        faults.mailUpAt = Date.now();
      })(),
    );
  }
}
await Promise.all(
  Array.from({ length: CONCURRENCY }, async (_, worker) => {
    for (;;) {
      const index = next++;
      const task = tasks[index];
      if (!task) return;
      if (RATE > 0) await sleep(started + (index * 1000) / RATE - Date.now());
      duringBurst(index);
      await send(task, worker);
    }
  }),
);
const sentFor = (Date.now() - started) / 1000;
await Promise.all(faultsDone);

// Then the CMS's database, until every lead is there once (or the settling time is over).
const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');
function readLeads() {
  const db = new Database(path.join(ROOT, 'cms', '.tmp', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    const ids = [...expected.keys()];
    const rows = [];
    for (let i = 0; i < ids.length; i += 500) {
      const part = ids.slice(i, i + 500);
      rows.push(
        ...db
          .prepare(
            `select submission_id as id, min(created_at) as createdAt, min(document_id) as documentId,
             count(*) as count from leads
             where submission_id in (${part.map(() => '?').join(',')}) group by submission_id`,
          )
          .all(...part),
      );
    }
    return new Map(
      rows.map((row) => [
        row.id,
        {
          count: row.count,
          documentId: row.documentId,
          createdAt: typeof row.createdAt === 'number' ? row.createdAt : Date.parse(row.createdAt),
        },
      ]),
    );
  } finally {
    db.close();
  }
}
const redisCount = (key) =>
  Number(
    spawnSync('redis-cli', ['-p', String(redisPort), 'zcard', key], { encoding: 'utf8' }).stdout.trim() || -1,
  );
let stored = new Map();
const settleStart = Date.now();
let allStoredAfter = null;
for (;;) {
  stored = readLeads();
  if (stored.size === expected.size) allStoredAfter ??= (Date.now() - settleStart) / 1000;
  // Then until the outbox is empty too: the copies still held are delivered, and must change nothing.
  const done = stored.size === expected.size && redisCount('site:leads:queue') === 0;
  if (done || Date.now() - settleStart > SETTLE_MS) break;
  await sleep(1000);
}
stored = readLeads();
const settled = (Date.now() - settleStart) / 1000;
const outboxLeft = redisCount('site:leads:queue');
const deadLetters = redisCount('site:leads:dead');

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    medianSeconds: percentile(sorted, 0.5) / 1000,
    p95Seconds: percentile(sorted, 0.95) / 1000,
    longestSeconds: (sorted.at(-1) ?? NaN) / 1000,
  };
};
/** The acknowledgements' rows by state, read from the CMS's database. */
function acknowledgementStates() {
  const db = new Database(path.join(ROOT, 'cms', '.tmp', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      db
        .prepare('select state, count(*) as n from lead_acknowledgements group by state')
        .all()
        .map((row) => [row.state, row.n]),
    );
  } finally {
    db.close();
  }
}
/** The leads' alerts by state, read from the CMS's database. */
function alertStates() {
  const db = new Database(path.join(ROOT, 'cms', '.tmp', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      db
        .prepare('select alert_state as state, count(*) as n from leads group by alert_state')
        .all()
        .map((row) => [row.state, row.n]),
    );
  } finally {
    db.close();
  }
}
let acknowledgements = null;
let alerts = null;
if (ACKNOWLEDGEMENTS) {
  // Until none is waiting (queued, retrying, or claimed by the process that was killed), or the time is over.
  const ackStart = Date.now();
  let states = acknowledgementStates();
  while ((states.Queued ?? 0) + (states.Retrying ?? 0) + (states.Sending ?? 0) > 0) {
    if (Date.now() - ackStart > ACK_SETTLE_MS) break;
    await sleep(2000);
    states = acknowledgementStates();
  }
  const { messages } = await fetch(`${hub}/__e2e/whatsapp`).then((answer) => answer.json());
  const byKey = (list, keyOf) => {
    const map = new Map();
    for (const item of list) {
      const key = keyOf(item);
      if (key) map.set(key, [...(map.get(key) ?? []), item]);
    }
    return map;
  };
  const emails = byKey(sink.mails, (mail) => /<?(ack-[^@>]+-email)@/.exec(mail.messageId)?.[1]);
  const texts = byKey(
    messages.filter((message) => message.status === 200),
    (message) => message.key,
  );
  const measure = (sent, suffix, at) => {
    const delays = [];
    let twice = 0;
    let never = 0;
    /** When each copy of a message sent more than once arrived, in seconds from the start of the run. */
    const copiesAt = [];
    for (const lead of stored.values()) {
      const copies = sent.get(`ack-${lead.documentId}-${suffix}`) ?? [];
      if (copies.length === 0) {
        never += 1;
        continue;
      }
      if (copies.length > 1) {
        twice += 1;
        copiesAt.push(copies.map((copy) => (at(copy) - started) / 1000));
      }
      delays.push(Math.max(0, Math.min(...copies.map(at)) - lead.createdAt));
    }
    return { sent: delays.length, twice, never, copiesAt, fromStored: spread(delays) };
  };
  // The team's alerts (same mail server): from the webhook's first sending to the alert at the mail server.
  let alertRows = alertStates();
  while ((alertRows.Queued ?? 0) + (alertRows.Retrying ?? 0) + (alertRows.Sending ?? 0) > 0) {
    if (Date.now() - ackStart > ACK_SETTLE_MS) break;
    await sleep(2000);
    alertRows = alertStates();
  }
  const alertMails = byKey(sink.mails, (mail) => /<?(lead-alert-[^@>]+)@/.exec(mail.messageId)?.[1]);
  alerts = { states: alertRows, channels: {} };
  for (const channel of ['meta', 'google', 'website']) {
    const delays = [];
    let twice = 0;
    let never = 0;
    const copiesAt = [];
    for (const [id, want] of expected) {
      const lead = stored.get(id);
      if (want.channel !== channel || !lead) continue;
      const copies = alertMails.get(`lead-alert-${lead.documentId}`) ?? [];
      if (copies.length === 0) {
        never += 1;
        continue;
      }
      if (copies.length > 1) {
        twice += 1;
        copiesAt.push(copies.map((mail) => (mail.receivedAt - started) / 1000));
      }
      delays.push(Math.max(0, Math.min(...copies.map((mail) => mail.receivedAt)) - want.firstSentAt));
    }
    alerts.channels[channel] = { sent: delays.length, twice, never, copiesAt, fromFirstSend: spread(delays) };
  }
  acknowledgements = {
    faults: Object.fromEntries(
      Object.entries(faults).map(([name, at]) => [name, at === null ? null : (at - started) / 1000]),
    ),
    settledAfter: (Date.now() - ackStart) / 1000,
    states,
    email: measure(emails, 'email', (mail) => mail.receivedAt),
    whatsapp: measure(texts, 'whatsapp', (message) => message.at),
    whatsappCalls: messages.length,
    whatsappFailed: messages.filter((message) => message.status !== 200).length,
  };
}

const report = {
  rate: RATE,
  concurrency: CONCURRENCY,
  leadsPerChannel: LEADS,
  website: WEBSITE,
  graphFailRate: FAIL_RATE,
  sentFor,
  allStoredAfter,
  settled,
  requests: counts.requests,
  answers: counts.byStatus,
  outboxLeft,
  deadLetters,
  channels: {},
};
for (const channel of ['meta', 'google', 'website']) {
  const ids = [...expected].filter(([, want]) => want.channel === channel);
  const fromFirstSend = [];
  const fromAnswer = [];
  let duplicates = 0;
  let missing = 0;
  for (const [id, want] of ids) {
    const lead = stored.get(id);
    if (!lead) {
      missing += 1;
      continue;
    }
    duplicates += lead.count - 1;
    fromFirstSend.push(Math.max(0, lead.createdAt - want.firstSentAt));
    fromAnswer.push(Math.max(0, lead.createdAt - want.acceptedAt));
  }
  report.channels[channel] = {
    sent: ids.length,
    stored: ids.length - missing,
    duplicates,
    missing,
    fromFirstSend: spread(fromFirstSend),
    fromAnswer: spread(fromAnswer),
  };
}
const calls = graph.calls;
report.graph = {
  calls: calls.length,
  failed: calls.filter((call) => call.status !== 200).length,
  leads: LEADS,
};
report.acknowledgements = acknowledgements;
report.alerts = alerts;
stopAll();
if (ACKNOWLEDGEMENTS) await sink.stop();
await graph.close();
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench-results', RATE > 0 ? `channels-${RATE}-a-second.json` : 'channels.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);

const seconds = (value) => `${value.toFixed(2)} s`;
const total = Object.values(report.channels).reduce((sum, c) => sum + c.stored, 0);
console.log(
  [
    `Lead channels: ${LEADS} Meta notifications and ${LEADS} Google webhooks, each sent twice, with ${WEBSITE} website enquiries, through two instances, ${RATE > 0 ? `${RATE} requests a second` : `${CONCURRENCY} senders at once`}; the Graph API failing ${Math.round(FAIL_RATE * 100)}% of calls.`,
    `Sent in ${sentFor.toFixed(0)} s (${counts.requests} requests; answers ${JSON.stringify(counts.byStatus)}); every lead stored ${allStoredAfter === null ? '(never)' : `${allStoredAfter.toFixed(0)} s`} after the last send, the outbox empty after ${settled.toFixed(0)} s. Graph API: ${report.graph.calls} calls, ${report.graph.failed} failed.`,
    '| channel | sent | stored | duplicates | missing | first send → stored: median | p95 | longest | site’s answer → stored: median | p95 | longest |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(report.channels).map(([name, c]) =>
      [
        '',
        name,
        c.sent,
        c.stored,
        c.duplicates,
        c.missing,
        seconds(c.fromFirstSend.medianSeconds),
        seconds(c.fromFirstSend.p95Seconds),
        seconds(c.fromFirstSend.longestSeconds),
        seconds(c.fromAnswer.medianSeconds),
        seconds(c.fromAnswer.p95Seconds),
        seconds(c.fromAnswer.longestSeconds),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    `Stored ${total} of ${expected.size} (reference ${2 * LEADS} + ${WEBSITE}); left in the outbox ${outboxLeft}, dead letters ${deadLetters}.`,
    ...(acknowledgements
      ? [
          `Acknowledgements (the CMS killed at ${acknowledgements.faults.cmsKilledAt} s and back at ${acknowledgements.faults.cmsBackAt} s; the mail server down from ${acknowledgements.faults.mailDownAt} s to ${acknowledgements.faults.mailUpAt} s; WhatsApp ${acknowledgements.whatsappCalls} calls, ${acknowledgements.whatsappFailed} failed), settled ${acknowledgements.settledAfter.toFixed(0)} s after the leads; rows ${JSON.stringify(acknowledgements.states)}:`,
          '| channel | sent | twice | never | stored → sent: median | p95 | longest |',
          '|---|---|---|---|---|---|---|',
          ...['email', 'whatsapp'].map((name) => {
            const a = acknowledgements[name];
            return `| ${name} | ${a.sent} | ${a.twice} | ${a.never} | ${seconds(a.fromStored.medianSeconds)} | ${seconds(a.fromStored.p95Seconds)} | ${seconds(a.fromStored.longestSeconds)} |`;
          }),
          ...['email', 'whatsapp'].flatMap((name) =>
            acknowledgements[name].copiesAt.map(
              (times) => `A ${name} sent more than once: its copies arrived at ${times.join(' s, ')} s.`,
            ),
          ),
        ]
      : []),
    ...(alerts
      ? [
          `Alerts to the team (same faults; rows ${JSON.stringify(alerts.states)}; "twice" is a copy with the same Message-ID, which mail programs show once):`,
          '| channel | sent | twice | never | first send → alert: median | p95 | longest |',
          '|---|---|---|---|---|---|---|',
          ...Object.entries(alerts.channels).map(
            ([name, a]) =>
              `| ${name} | ${a.sent} | ${a.twice} | ${a.never} | ${seconds(a.fromFirstSend.medianSeconds)} | ${seconds(a.fromFirstSend.p95Seconds)} | ${seconds(a.fromFirstSend.longestSeconds)} |`,
          ),
          ...Object.entries(alerts.channels).flatMap(([name, a]) =>
            a.copiesAt.map(
              (times) =>
                `An alert of a ${name} lead sent more than once: its copies arrived at ${times.join(' s, ')} s.`,
            ),
          ),
        ]
      : []),
  ].join('\n'),
);
process.exit(0);
