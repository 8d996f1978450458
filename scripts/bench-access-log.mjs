#!/usr/bin/env node
/**
 * npm run bench:access-log: what keeping the access record costs an admin request. Not a test; nothing here
 * asserts.
 *
 * For each database (SQLite, then PostgreSQL): starts the bundled CMS (scripts/cms.mjs) on a database of its
 * own, writes BENCH_LEADS (50,000) leads straight into the lead table (through knex, in batches, as
 * `npm run bench:dashboard` does), signs in as an administrator, and times the two reads the admissions team
 * makes all day through the admin's API: a page of the lead list (the list view's own request, 10 newest
 * leads) and one lead's page (a lead picked at random each time). BENCH_WARMUP (5) requests first, then
 * BENCH_RUNS (100) of each, one after another: median, 95th percentile, slowest.
 *
 * Three rounds on the same database: with the record, without it, and with it again (so neither side has
 * the warmer cache). "Without" is the same CMS with its content-manager extension (the route middleware
 * that records the reads) moved aside in cms/dist for that start only, and put back after: the CMS itself
 * has no switch that turns the record off.
 *
 * Ports: BENCH_PORT (5770) for the CMS, BENCH_PG_PORT (5771) for PostgreSQL. BENCH_ONLY=sqlite or postgres.
 * Writes bench-results/access-log.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, stopPostgres } from '../deploy/stack/postgres.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));
const knexFactory = cmsRequire('knex');

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 5770);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5771);
const ONLY = process.env.BENCH_ONLY;
const CMS = `http://127.0.0.1:${PORT}`;
const SQLITE_FILE = '.tmp/bench-access-log.db';
const PRIVATE_UPLOADS = path.join(ROOT, 'cms', '.tmp', 'bench-access-log-cvs');
const PG_DIR = path.join(ROOT, 'bench-results', 'pg-access-log');
const EXTENSION = path.join(ROOT, 'cms', 'dist', 'src', 'extensions', 'content-manager', 'strapi-server.js');
const ADMIN = {
  firstname: 'Bench',
  lastname: 'Admin',
  email: 'bench@example.invalid',
  password: 'Bench-password-1',
};
const LEAD_PAGES = `${CMS}/content-manager/collection-types/api::lead.lead`;
const DAY = 24 * 3600 * 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fixed-seed generator (mulberry32): the same leads, and the same leads opened, on both databases. */
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

const documentId = (index) => `bench${index.toString(36).padStart(19, '0')}`;

/** The leads, as rows of the lead table: a person's fields, a course, a status, a time in 120 days. */
function* leadRows(now) {
  const next = random(38);
  const courses = ['MERN Stack Development', 'Data Science', 'Data Analyst', 'Python Full Stack', null];
  const statuses = ['New', 'Contacted', 'Enrolled', 'Closed'];
  for (let index = 0; index < LEADS; index++) {
    const submitted = new Date(now - next() * 120 * DAY);
    const phone = `9${String(100_000_000 + index).padStart(9, '0')}`;
    yield {
      document_id: documentId(index),
      submission_id: `bench-${index}`,
      submitted_at: submitted,
      form: 'Enquiry',
      lead_status: statuses[Math.floor(next() * statuses.length)],
      name: `Bench Lead ${index}`,
      email: `lead${index}@bench.invalid`,
      phone,
      phone_key: phone,
      email_key: `lead${index}@bench.invalid`,
      city: 'Pune',
      course: courses[Math.floor(next() * courses.length)],
      message: 'I would like to know the fees and the next batch.',
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
    // PostgreSQL's planner statistics, as autovacuum gathers them within a minute of a bulk load: without
    // them the first rounds measure plans made for an empty table.
    if (connection.client === 'pg') await knex.raw('ANALYZE');
    const [{ count }] = await knex('leads').count({ count: '*' });
    return { count: Number(count), seconds: (performance.now() - started) / 1000 };
  } finally {
    await knex.destroy();
  }
}

/** What the record holds: entries, and the bytes of their lead ids. */
async function recordSize(connection) {
  const knex = knexFactory(connection);
  try {
    const [row] = await knex('access_entries').select(
      knex.raw('count(*) as entries'),
      knex.raw('sum(length(leads)) as id_bytes'),
    );
    return { entries: Number(row.entries), idBytes: Number(row.id_bytes ?? 0) };
  } finally {
    await knex.destroy();
  }
}

function startCms(env) {
  return spawn(process.execPath, [path.join(ROOT, 'scripts', 'cms.mjs')], {
    cwd: ROOT,
    env: { ...process.env, CMS_PORT: String(PORT), PRIVATE_UPLOADS_DIR: PRIVATE_UPLOADS, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
const round = (ms) => Math.round(ms * 100) / 100;

async function time(token, address) {
  const started = performance.now();
  const answer = await fetch(address, { headers: { Authorization: `Bearer ${token}` } });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
  return performance.now() - started;
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)),
  };
}

/** The list view's first page and lead pages picked by a fixed-seed generator. */
async function measure(token) {
  const list = `${LEAD_PAGES}?page=1&pageSize=10&sort=submittedAt:DESC`;
  const next = random(7);
  const leadPage = () => `${LEAD_PAGES}/${documentId(Math.floor(next() * LEADS))}`;
  for (let i = 0; i < WARMUP; i++) {
    await time(token, list);
    await time(token, leadPage());
  }
  const lists = [];
  const details = [];
  for (let i = 0; i < RUNS; i++) {
    lists.push(await time(token, list));
    details.push(await time(token, leadPage()));
  }
  return { list: summary(lists), detail: summary(details) };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** One start of the CMS, measured; `recording: false` moves the content manager's extension aside for it. */
async function startAndMeasure(env, recording) {
  const aside = `${EXTENSION}.bench-aside`;
  if (!recording) renameSync(EXTENSION, aside);
  const cms = startCms(env);
  try {
    await waitForCms();
    const token = await signIn();
    return { token, result: await measure(token) };
  } finally {
    await stop(cms);
    if (!recording) renameSync(aside, EXTENSION);
  }
}

async function run(name, env, connection, now) {
  console.log(`\n== ${name}: starting the CMS, writing ${LEADS.toLocaleString('en-GB')} leads`);
  const first = startCms(env);
  try {
    await waitForCms();
    await signIn();
    const seeded = await seed(connection, now);
    console.log(`   ${seeded.count} leads in ${seeded.seconds.toFixed(1)} s`);
  } finally {
    await stop(first);
  }
  const rounds = {};
  for (const [label, recording] of [
    ['with', true],
    ['without', false],
    ['withAgain', true],
  ]) {
    const before = await recordSize(connection);
    const { result } = await startAndMeasure(env, recording);
    const after = await recordSize(connection);
    rounds[label] = { ...result, entriesWritten: after.entries - before.entries };
    console.log(
      `   ${label.padEnd(9)} list median ${result.list.medianMs} ms (p95 ${result.list.p95Ms}), lead median ${result.detail.medianMs} ms (p95 ${result.detail.p95Ms}); ${after.entries - before.entries} entries written`,
    );
  }
  const size = await recordSize(connection);
  return { database: name, leads: LEADS, runs: RUNS, rounds, record: size };
}

// A compiled CMS, so the extension to move aside exists.
const compiled = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'cms.mjs'), 'compile'], {
  stdio: 'inherit',
});
if (compiled.status !== 0 || !existsSync(EXTENSION)) throw new Error('The CMS did not compile');

const now = Date.now();
const results = [];
rmSync(PRIVATE_UPLOADS, { recursive: true, force: true });
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
  const database = await startPostgres({ dataDir: PG_DIR, port: PG_PORT, database: 'bench_access_log' });
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

for (const result of results) {
  const { with: on, without: off, withAgain: again } = result.rounds;
  const cost = (kind) => round((on[kind].medianMs + again[kind].medianMs) / 2 - off[kind].medianMs);
  console.log(
    `\n${result.database}: the record costs a list page ${cost('list')} ms and a lead's page ${cost('detail')} ms at the median (with ${on.list.medianMs}/${again.list.medianMs} vs without ${off.list.medianMs} ms; lead ${on.detail.medianMs}/${again.detail.medianMs} vs ${off.detail.medianMs} ms); ${result.record.entries} entries, ${Math.round(result.record.idBytes / Math.max(1, result.record.entries))} bytes of ids each`,
  );
}
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench-results', 'access-log.json'),
  `${JSON.stringify({ leads: LEADS, runs: RUNS, results }, null, 2)}\n`,
);
console.log('\nWritten to bench-results/access-log.json');
