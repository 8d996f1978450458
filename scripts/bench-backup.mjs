#!/usr/bin/env node
/**
 * npm run bench:backup: the restore drill. A benchmark, not a test; nothing here asserts.
 *
 * For SQLite and for PostgreSQL (the stack's kind: `backup --stack` and `restore --stack` on clusters of
 * their own): starts the bundled CMS on an empty database, writes BENCH_LEADS (10,000) leads straight into it
 * (through knex, as npm run bench:dashboard does), BENCH_CVS (1,000) of them with a CV file (40 to 250 KB) and
 * each with 0 to 3 history entries; then, while BENCH_ARRIVALS_PER_MINUTE (20) leads a minute arrive over the
 * CMS's REST API (every fourth with a CV), backs it up with `npm run backup`. Stops the CMS and restores the
 * archive into an empty one (new folders; for PostgreSQL a new cluster), starts the CMS there, signs in and
 * downloads a CV. Reports the archive's size, the backup's and the restore's times, and what came back
 * against what went in: counts from the source database, the manifest and the restored database; every
 * restored CV's SHA-256 against its source file; leads with a CV row but no file and files with no row (both
 * should be 0); the arrivals during the backup that the archive holds and those it does not.
 *
 * Ports: BENCH_PORT (5230) for the CMS; BENCH_STACK_PORT (5140): the source stack's PostgreSQL on +91, the
 * restored one's on +93. BENCH_ONLY=sqlite or postgres. Writes bench-results/backup.json.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  adminSignIn,
  cmsEnvironment,
  createLead,
  cvBytes,
  ROOT,
  startCms,
  stopCms,
} from '../e2e/backup-cms.mjs';
import { readArchive } from '../deploy/backup/archive.mjs';
import { startPostgres, stopPostgres } from '../deploy/stack/postgres.mjs';
import { stackLayout } from '../deploy/stack/layout.mjs';

const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));
const knexFactory = cmsRequire('knex');

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const CVS = Number(process.env.BENCH_CVS ?? 1_000);
const PER_MINUTE = Number(process.env.BENCH_ARRIVALS_PER_MINUTE ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 5230);
const STACK_PORT = Number(process.env.BENCH_STACK_PORT ?? 5140);
const ONLY = process.env.BENCH_ONLY;
const WORK = path.join(ROOT, 'bench-results', 'backup-drill');
const KEY = 'bench-drill-backup-key-0123';
const ADMIN = {
  firstname: 'Drill',
  lastname: 'Admin',
  email: 'drill@example.invalid',
  password: 'Drill-password-1',
};
const DAY = 86_400_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** A fixed-seed generator (mulberry32): the same drill on both databases. */
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

const documentId = (prefix, n) => `${prefix}${n.toString(36).padStart(24 - prefix.length, '0')}`;

/** `npm run backup` / `npm run restore` with this environment; its output and how long it took. */
function cli(args, env) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['deploy/backup/cli.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, BACKUP_KEY: KEY },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** Leads, CVs and history written straight into the database, the CV files into the CVs' folder. */
async function seed(connection, privateDir) {
  const knex = knexFactory(connection);
  const next = random(38);
  const now = Date.now();
  const started = performance.now();
  const cvs = new Map();
  try {
    const base = async (table) => Number((await knex(table).max({ m: 'id' }))[0].m ?? 0) + 1;
    const leadBase = await base('leads');
    const fileBase = await base('files');
    const activityBase = await base('lead_activities');
    mkdirSync(privateDir, { recursive: true, mode: 0o700 });
    const leads = [];
    const files = [];
    const related = [];
    const activities = [];
    const links = [];
    let history = 0;
    // In order, so each row's references exist when it is written.
    const flush = async (force = false) => {
      if (!force && leads.length < 200) return;
      for (const rows of [leads, files, related, activities, links]) {
        const table =
          rows === leads
            ? 'leads'
            : rows === files
              ? 'files'
              : rows === related
                ? 'files_related_mph'
                : rows === activities
                  ? 'lead_activities'
                  : 'lead_activities_lead_lnk';
        if (rows.length) await knex.batchInsert(table, rows.splice(0), 200);
      }
    };
    const cvEvery = Math.max(1, Math.floor(LEADS / Math.max(1, CVS)));
    let cvCount = 0;
    for (let index = 0; index < LEADS; index++) {
      const id = leadBase + index;
      const submitted = new Date(now - next() * 90 * DAY);
      const withCv = cvCount < CVS && index % cvEvery === 0;
      leads.push({
        id,
        document_id: documentId('drill', id),
        submission_id: `drill-${index}`,
        submitted_at: submitted,
        form: withCv ? 'Job application' : 'Enquiry',
        lead_status: ['New', 'Contacted', 'Enrolled', 'Closed'][Math.floor(next() * 4)],
        name: `Drill lead ${index}`,
        email: `drill${index}@example.invalid`,
        phone: `98${String(10_000_000 + index).slice(-8)}`,
        course: 'Data Science',
        alert_state: 'Before alerts',
        created_at: submitted,
        updated_at: submitted,
        published_at: submitted,
      });
      if (withCv) {
        const fileId = fileBase + cvCount;
        const hash = `drill_cv_${index}_${randomBytes(5).toString('hex')}`;
        const bytes = Buffer.concat([
          cvBytes(`drill ${index}`),
          randomBytes(40_000 + Math.floor(next() * 210_000)),
        ]);
        writeFileSync(path.join(privateDir, `${hash}.pdf`), bytes, { mode: 0o600 });
        cvs.set(`${hash}.pdf`, sha256(bytes));
        files.push({
          id: fileId,
          document_id: documentId('drillf', fileId),
          name: `cv-${index}.pdf`,
          hash,
          ext: '.pdf',
          mime: 'application/pdf',
          size: Math.round(bytes.length / 10.24) / 100,
          url: `/admissions/cvs/${hash}.pdf`,
          provider: 'local',
          folder_path: '/1',
          created_at: submitted,
          updated_at: submitted,
          published_at: submitted,
        });
        related.push({
          file_id: fileId,
          related_id: id,
          related_type: 'api::lead.lead',
          field: 'cv',
          order: 1,
        });
        cvCount += 1;
      }
      for (let entry = Math.floor(next() * 4); entry > 0; entry--) {
        const activityId = activityBase + history;
        const at = new Date(submitted.getTime() + entry * 3_600_000);
        activities.push({
          id: activityId,
          document_id: documentId('drilla', activityId),
          kind: entry === 1 ? 'Status change' : 'Call',
          text: entry === 1 ? 'New → Contacted' : 'Called about the next batch.',
          at,
          created_at: at,
          updated_at: at,
          published_at: at,
        });
        links.push({ lead_activity_id: activityId, lead_id: id });
        history += 1;
      }
      await flush();
    }
    await flush(true);
    if (connection.client === 'pg') {
      // Rows written with their ids leave PostgreSQL's sequences behind: the CMS's next insert would reuse one.
      for (const table of [
        'leads',
        'files',
        'files_related_mph',
        'lead_activities',
        'lead_activities_lead_lnk',
      ])
        await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT max(id) FROM ??))`, [
          table,
          table,
        ]);
    }
    return { leads: LEADS, cvs: cvCount, history, cvs_: cvs, seconds: (performance.now() - started) / 1000 };
  } finally {
    await knex.destroy();
  }
}

/** Leads over the CMS's REST API at PER_MINUTE a minute until stopped; every fourth with a CV. */
function arrivals(origin) {
  const sent = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      const submissionId = crypto.randomUUID();
      const cv =
        n % 4 === 0
          ? { bytes: cvBytes(`arrival ${n} ${submissionId}`), name: `arrival-${n}.pdf` }
          : undefined;
      const at = Date.now();
      try {
        await createLead(
          origin,
          'bench-drill-leads-token',
          {
            submissionId,
            form: cv ? 'Job application' : 'Enquiry',
            name: `Arrival ${n}`,
            email: `arrival${n}@example.invalid`,
            phone: '9876500000',
            details: `Name: Arrival ${n}`,
            page: '/career',
            submittedAt: new Date(at).toISOString(),
          },
          cv,
        );
        sent.push({ submissionId, at, cv: cv ? sha256(cv.bytes) : null, ok: true });
      } catch {
        sent.push({ submissionId, at, cv: null, ok: false });
      }
      await sleep(Math.max(0, 60_000 / PER_MINUTE - (Date.now() - at)));
    }
  })();
  return {
    sent,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** What a database holds: counts, the CV rows and their files, and the arrivals' submission ids. */
async function inspect(connection, privateDir, sourceCvs, arrived) {
  const knex = knexFactory(connection);
  try {
    const count = async (table, where) =>
      Number((await (where ? knex(table).where(where) : knex(table)).count({ n: '*' }))[0].n);
    const cvRows = await knex('files')
      .join('files_related_mph', 'files.id', 'files_related_mph.file_id')
      .where({ 'files_related_mph.related_type': 'api::lead.lead', 'files_related_mph.field': 'cv' })
      .select('files.url');
    const names = cvRows.map((row) => row.url.slice('/admissions/cvs/'.length));
    const onDisk = new Set(existsSync(privateDir) ? readdirSync(privateDir) : []);
    let matching = 0;
    let differing = 0;
    for (const name of names) {
      if (!onDisk.has(name)) continue;
      const expected = sourceCvs.get(name);
      if (!expected) continue;
      if (sha256(readFileSync(path.join(privateDir, name))) === expected) matching += 1;
      else differing += 1;
    }
    const ids = new Set(
      (
        await knex('leads')
          .whereIn(
            'submission_id',
            arrived.map((a) => a.submissionId),
          )
          .select('submission_id')
      ).map((row) => row.submission_id),
    );
    return {
      leads: await count('leads'),
      cvRows: names.length,
      historyEntries: await count('lead_activities'),
      adminUsers: await count('admin_users'),
      apiTokens: await count('strapi_api_tokens'),
      cvRowsWithoutFile: names.filter((name) => !onDisk.has(name)).length,
      filesWithoutRow: [...onDisk].filter((name) => !names.includes(name)).length,
      cvChecksumsMatching: matching,
      cvChecksumsDiffering: differing,
      arrivalsHeld: ids.size,
    };
  } finally {
    await knex.destroy();
  }
}

function sqliteConnection(env) {
  return {
    client: 'better-sqlite3',
    connection: { filename: path.join(ROOT, 'cms', env.CMS_DATABASE_FILENAME) },
    useNullAsDefault: true,
  };
}

function pgConnection(database) {
  return {
    client: 'pg',
    connection: {
      host: database.DATABASE_HOST,
      port: Number(database.DATABASE_PORT),
      database: database.DATABASE_NAME,
      user: database.DATABASE_USERNAME,
      password: database.DATABASE_PASSWORD,
    },
  };
}

async function drill(kind) {
  const dir = path.join(WORK, kind);
  rmSync(dir, { recursive: true, force: true });
  const source = {
    dir: path.join(dir, 'source'),
    stack: { STACK_DIR: path.join(dir, 'source', 'stack'), STACK_PORT: String(STACK_PORT) },
  };
  const target = {
    dir: path.join(dir, 'restored'),
    stack: { STACK_DIR: path.join(dir, 'restored', 'stack'), STACK_PORT: String(STACK_PORT + 2) },
  };
  const extra = { CMS_LEADS_TOKEN: 'bench-drill-leads-token' };
  let sourceEnv = cmsEnvironment({ dir: source.dir, port: PORT, extra });
  let targetEnv = cmsEnvironment({ dir: target.dir, port: PORT, extra });
  let sourceConnection = sqliteConnection(sourceEnv);
  let targetConnection = sqliteConnection(targetEnv);
  const stackFlag = kind === 'postgres' ? ['--stack'] : [];
  if (kind === 'postgres') {
    // The stack's layout, in folders of the drill's own: PostgreSQL on STACK_PORT + 91, CVs in its state folder.
    for (const side of [source, target]) {
      const layout = stackLayout({ ...side.stack });
      side.env = { ...side.stack, PRIVATE_UPLOADS_DIR: layout.privateUploads };
      side.layout = layout;
    }
    const database = await startPostgres({ dataDir: source.layout.postgresDir, port: source.layout.pgPort });
    sourceEnv = { ...sourceEnv, ...database, ...source.env };
    targetEnv = { ...targetEnv, ...target.env };
    sourceConnection = pgConnection(database);
  }
  const log = path.join(dir, 'cms.log');
  const result = { database: kind };

  console.log(`\n== ${kind}: the CMS, ${LEADS.toLocaleString('en-GB')} leads, ${CVS} CVs and their history`);
  let cms = null;
  try {
    return await steps();
  } finally {
    await stopCms(cms);
    if (kind === 'postgres') {
      await stopPostgres({ dataDir: source.layout.postgresDir });
      await stopPostgres({ dataDir: target.layout.postgresDir });
    }
  }

  async function steps() {
    cms = await startCms(sourceEnv, { log });
    await adminSignIn(cms.origin, ADMIN);
    const seeded = await seed(sourceConnection, sourceEnv.PRIVATE_UPLOADS_DIR);
    const sourceCvs = seeded.cvs_;
    result.seeded = {
      leads: seeded.leads,
      cvs: seeded.cvs,
      historyEntries: seeded.history,
      seconds: seeded.seconds,
    };
    console.log(
      `   written in ${seeded.seconds.toFixed(1)} s: ${seeded.leads} leads, ${seeded.cvs} CVs, ${seeded.history} history entries`,
    );

    console.log(`== ${kind}: backing up while ${PER_MINUTE} leads a minute arrive`);
    const flow = arrivals(cms.origin);
    await sleep(10_000);
    const backupStarted = Date.now();
    const backup = await cli(['backup', ...stackFlag], sourceEnv);
    const backupEnded = Date.now();
    await sleep(10_000);
    await flow.stop();
    if (backup.code !== 0) throw new Error(`The backup failed: ${backup.stderr}`);
    const archive = backup.stdout.trim().split('\n').at(-1);
    const manifest = await readArchive({ file: archive, key: KEY });
    result.backup = {
      seconds: backup.seconds,
      archiveMB: statSync(archive).size / 1e6,
      files: manifest.files.length,
      counts: manifest.counts,
    };
    result.arrivals = {
      sent: flow.sent.length,
      answered: flow.sent.filter((a) => a.ok).length,
      duringBackup: flow.sent.filter((a) => a.at >= backupStarted && a.at <= backupEnded).length,
    };
    // Every CV the source holds now (the arrivals' included), to compare the restored files with.
    for (const name of readdirSync(sourceEnv.PRIVATE_UPLOADS_DIR))
      if (!sourceCvs.has(name))
        sourceCvs.set(name, sha256(readFileSync(path.join(sourceEnv.PRIVATE_UPLOADS_DIR, name))));
    const before = await inspect(sourceConnection, sourceEnv.PRIVATE_UPLOADS_DIR, sourceCvs, flow.sent);
    result.sourceAfterArrivals = before;
    console.log(
      `   ${result.backup.archiveMB.toFixed(1)} MB in ${backup.seconds.toFixed(1)} s; ${result.arrivals.answered} leads arrived meanwhile`,
    );
    await stopCms(cms);
    cms = null;

    console.log(`== ${kind}: restoring into an empty CMS`);
    const restore = await cli(['restore', archive, ...stackFlag], targetEnv);
    if (restore.code !== 0) throw new Error(`The restore failed: ${restore.stderr}`);
    if (kind === 'postgres') {
      const password = readFileSync(path.join(target.layout.postgresDir, 'stack-password'), 'utf8').trim();
      const database = {
        DATABASE_CLIENT: 'postgres',
        DATABASE_HOST: '127.0.0.1',
        DATABASE_PORT: String(target.layout.pgPort),
        DATABASE_NAME: 'strapi',
        DATABASE_USERNAME: 'strapi',
        DATABASE_PASSWORD: password,
      };
      targetEnv = { ...targetEnv, ...database };
      targetConnection = pgConnection(database);
    }
    result.restore = { seconds: restore.seconds };
    result.restored = await inspect(targetConnection, targetEnv.PRIVATE_UPLOADS_DIR, sourceCvs, flow.sent);
    result.arrivals.inArchive = result.restored.arrivalsHeld;
    console.log(`   restored in ${restore.seconds.toFixed(1)} s`);

    const started = performance.now();
    cms = await startCms(targetEnv, { log });
    result.restoredCmsStartSeconds = (performance.now() - started) / 1000;
    const token = await adminSignIn(cms.origin, ADMIN);
    const list = await fetch(
      `${cms.origin}/content-manager/collection-types/api::lead.lead?page=1&pageSize=1&filters[form][$eq]=Job%20application`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const [lead] = (await list.json()).results;
    const detail = await (
      await fetch(`${cms.origin}/content-manager/collection-types/api::lead.lead/${lead.documentId}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    const download = await fetch(`${cms.origin}${detail.data.cv.url}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const name = detail.data.cv.url.split('/').pop();
    result.restoredCmsCvDownload = {
      status: download.status,
      sameBytes: sha256(Buffer.from(await download.arrayBuffer())) === sourceCvs.get(name),
    };
    await stopCms(cms);
    cms = null;
    console.log(JSON.stringify(result, null, 1));
    return result;
  }
}

mkdirSync(WORK, { recursive: true });
const results = [];
for (const kind of ['sqlite', 'postgres']) if (!ONLY || ONLY === kind) results.push(await drill(kind));
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench-results', 'backup.json'),
  `${JSON.stringify({ leads: LEADS, cvs: CVS, arrivalsPerMinute: PER_MINUTE, results }, null, 2)}\n`,
);
console.log('\nWritten to bench-results/backup.json');
