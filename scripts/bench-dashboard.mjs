#!/usr/bin/env node
/**
 * npm run bench:dashboard: how long the admissions dashboard (GET /admissions/dashboard on the bundled CMS) takes
 * to answer with BENCH_LEADS (50,000) leads, on SQLite and on PostgreSQL. Not a test; nothing here asserts.
 *
 * For each database: starts the CMS (scripts/cms.mjs) on a database of its own, which makes the tables;
 * writes the leads straight into the lead table (through knex, in batches: the REST API would take far
 * longer), spread over the last 120 days with sources, campaigns, courses, forms, statuses and first
 * contacts from a fixed-seed generator, so both databases hold the same leads; signs in as an administrator;
 * asks for the dashboard BENCH_WARMUP (3) times, then BENCH_RUNS (20) times one after another, and reports the
 * median, 95th percentile and slowest answer. Then says whether both databases gave the same figures.
 *
 * Ports: BENCH_PORT (5220) for the CMS, BENCH_PG_PORT (5221) for PostgreSQL. BENCH_ONLY=sqlite or postgres.
 * Writes bench-results/dashboard.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, stopPostgres } from '../deploy/stack/postgres.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));
const knexFactory = cmsRequire('knex');

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 5220);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5221);
const ONLY = process.env.BENCH_ONLY;
const CMS = `http://127.0.0.1:${PORT}`;
const SQLITE_FILE = '.tmp/bench-dashboard.db';
const PG_DIR = path.join(ROOT, 'bench-results', 'pg-dashboard');
const ADMIN = {
  firstname: 'Bench',
  lastname: 'Admin',
  email: 'bench@example.invalid',
  password: 'Bench-password-1',
};
const DAY = 24 * 3600 * 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fixed-seed generator (mulberry32): the same leads on both databases. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (next, items) => items[Math.floor(next() * items.length)];
const CHANNELS = [
  [null, null],
  ['google', 'cpc'],
  ['google', 'organic'],
  ['facebook', 'paid-social'],
  ['instagram', 'social'],
  ['newsletter', 'email'],
  ['education-fair', 'offline'],
  ['linkedin', 'paid-social'],
];
const CAMPAIGNS = [
  null,
  'ds-nov',
  'mern-weekend',
  'python-batch',
  'diwali-offer',
  'alumni-referral',
  'fees-0-emi',
];
const COURSES = [
  null,
  'MERN Stack Development',
  'Data Science',
  'Data Analyst',
  'Python Full Stack',
  'Other',
];
const FORMS = ['Enquiry', 'Contact', 'Demo session', 'Recruiter demo call', 'Job application'];
const STATUSES = ['New', 'Contacted', 'Contacted', 'Enrolled', 'Closed'];

/** The leads, as rows of the lead table (the columns Strapi makes from the schema). */
function* leadRows(now) {
  const next = random(31);
  for (let index = 0; index < LEADS; index++) {
    const submitted = new Date(now - next() * 120 * DAY);
    const status = pick(next, STATUSES);
    const [source, medium] = pick(next, CHANNELS);
    const contacted =
      status === 'New' ? null : new Date(submitted.getTime() + Math.floor(next() * next() * 3 * DAY));
    yield {
      document_id: `bench${index.toString(36).padStart(19, '0')}`,
      submitted_at: submitted,
      form: pick(next, FORMS),
      lead_status: status,
      name: `Bench lead ${index}`,
      course: pick(next, COURSES),
      submission_id: `bench-${index}`,
      first_source: source,
      first_medium: medium,
      first_campaign: source ? pick(next, CAMPAIGNS) : null,
      first_contacted_at: contacted,
      created_at: submitted,
      updated_at: submitted,
      published_at: submitted,
    };
  }
}

async function seed(connection, now) {
  const knex = knexFactory(connection);
  try {
    await knex('leads').delete();
    const started = performance.now();
    let batch = [];
    for (const row of leadRows(now)) {
      batch.push(row);
      if (batch.length === 500) {
        await knex('leads').insert(batch);
        batch = [];
      }
    }
    if (batch.length) await knex('leads').insert(batch);
    const [{ count }] = await knex('leads').count({ count: '*' });
    return { count: Number(count), seconds: (performance.now() - started) / 1000 };
  } finally {
    await knex.destroy();
  }
}

function startCms(env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cms.mjs')], {
    cwd: ROOT,
    env: { ...process.env, CMS_PORT: String(PORT), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitForCms() {
  for (let i = 0; i < 240; i++) {
    const answer = await fetch(`${CMS}/_health`).catch(() => null);
    if (answer && answer.status < 500) return;
    await sleep(500);
  }
  throw new Error('The CMS did not start');
}

async function signIn() {
  const post = (route, body) =>
    fetch(`${CMS}/admin/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let answer = await post('login', { email: ADMIN.email, password: ADMIN.password });
  if (!answer.ok) answer = await post('register-admin', ADMIN);
  if (!answer.ok) throw new Error(`Could not sign in: ${answer.status}`);
  return (await answer.json()).data.token;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(token) {
  const ask = async () => {
    const started = performance.now();
    const answer = await fetch(`${CMS}/admissions/dashboard`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = await answer.text();
    if (!answer.ok) throw new Error(`The dashboard answered ${answer.status}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < WARMUP; i++) await ask();
  const times = [];
  let body;
  for (let i = 0; i < RUNS; i++) {
    const result = await ask();
    times.push(result.ms);
    body = result.body;
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1)),
    bytes: Buffer.byteLength(body),
    figures: JSON.parse(body),
  };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function run(name, env, connection, now) {
  console.log(`\n== ${name}: starting the CMS`);
  const cms = startCms(env);
  try {
    await waitForCms();
    const token = await signIn();
    console.log(`== ${name}: writing ${LEADS.toLocaleString('en-GB')} leads`);
    const seeded = await seed(connection, now);
    console.log(`   ${seeded.count} leads in ${seeded.seconds.toFixed(1)} s`);
    const result = await measure(token);
    console.log(
      `   GET /admissions/dashboard: median ${result.medianMs} ms, p95 ${result.p95Ms} ms, slowest ${result.maxMs} ms (${RUNS} runs, ${result.bytes} bytes)`,
    );
    return { database: name, leads: seeded.count, ...result };
  } finally {
    await stop(cms);
  }
}

const now = Date.now();
const results = [];
if (ONLY !== 'postgres') {
  rmSync(path.join(ROOT, 'cms', SQLITE_FILE), { force: true });
  results.push(
    await run(
      'sqlite',
      { CMS_DATABASE_FILENAME: SQLITE_FILE },
      {
        client: 'better-sqlite3',
        connection: { filename: path.join(ROOT, 'cms', SQLITE_FILE) },
        useNullAsDefault: true,
      },
      now,
    ),
  );
}
if (ONLY !== 'sqlite') {
  mkdirSync(path.dirname(PG_DIR), { recursive: true });
  const database = await startPostgres({ dataDir: PG_DIR, port: PG_PORT, database: 'bench_dashboard' });
  try {
    results.push(
      await run(
        'postgres',
        database,
        {
          client: 'pg',
          connection: {
            host: database.DATABASE_HOST,
            port: Number(database.DATABASE_PORT),
            database: database.DATABASE_NAME,
            user: database.DATABASE_USERNAME,
            password: database.DATABASE_PASSWORD,
          },
        },
        now,
      ),
    );
  } finally {
    await stopPostgres({ dataDir: PG_DIR });
  }
}

if (results.length === 2) {
  const same = JSON.stringify(results[0].figures) === JSON.stringify(results[1].figures);
  console.log(`\nSame figures on both databases: ${same ? 'yes' : 'NO'}`);
}
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench-results', 'dashboard.json'),
  `${JSON.stringify({ leads: LEADS, runs: RUNS, results }, null, 2)}\n`,
);
console.log('\nWritten to bench-results/dashboard.json');
