/**
 * The CMS's database for the backup: a consistent snapshot while the CMS runs, the rows and counts of that
 * very snapshot, and its restore.
 *
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup()`, all pages in one step, so one read
 *   transaction), never a copy of the live file.
 * - PostgreSQL: `pg_dump -Fc` inside a repeatable-read transaction whose snapshot is exported, so the dump,
 *   the counts and the list of files are all read from the same moment.
 *
 * The CMS's own packages (better-sqlite3, pg) are used from cms/node_modules.
 */
import { spawn } from 'node:child_process';
import { existsSync, promises as fs, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../stack/layout.mjs';

const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));

/** What the manifest counts, each from the snapshot (null when the table does not exist yet). */
const COUNTS = {
  leads: ['leads', 'SELECT count(*) AS n FROM leads'],
  cvs: [
    'files_related_mph',
    "SELECT count(*) AS n FROM files_related_mph WHERE related_type = 'api::lead.lead' AND field = 'cv'",
  ],
  cvFiles: ['files', "SELECT count(*) AS n FROM files WHERE url LIKE '/admissions/cvs/%'"],
  historyEntries: ['lead_activities', 'SELECT count(*) AS n FROM lead_activities'],
  adminUsers: ['admin_users', 'SELECT count(*) AS n FROM admin_users'],
  apiTokens: ['strapi_api_tokens', 'SELECT count(*) AS n FROM strapi_api_tokens'],
  dataRequests: ['data_requests', 'SELECT count(*) AS n FROM data_requests'],
  blogPosts: ['blogs', 'SELECT count(DISTINCT document_id) AS n FROM blogs'],
  files: ['files', 'SELECT count(*) AS n FROM files'],
};

/** A CV's address: the admissions plugin's route that serves it from the private folder. */
const PRIVATE_PREFIX = '/admissions/cvs/';
const PUBLIC_PREFIX = '/uploads/';

/**
 * The files the snapshot's upload rows name: CVs (in the private folder) by row id, and the public
 * uploads' paths (an image and its sizes).
 */
function namedFiles(rows) {
  const privateFiles = [];
  const publicFiles = new Set();
  for (const row of rows) {
    const url = String(row.url ?? '');
    if (url.startsWith(PRIVATE_PREFIX))
      privateFiles.push({ id: row.id, name: url.slice(PRIVATE_PREFIX.length) });
    else if (url.startsWith(PUBLIC_PREFIX)) publicFiles.add(url.slice(PUBLIC_PREFIX.length));
    let formats = row.formats;
    if (typeof formats === 'string') {
      try {
        formats = JSON.parse(formats);
      } catch {
        formats = null;
      }
    }
    for (const format of Object.values(formats ?? {})) {
      const formatUrl = String(format?.url ?? '');
      if (formatUrl.startsWith(PUBLIC_PREFIX)) publicFiles.add(formatUrl.slice(PUBLIC_PREFIX.length));
    }
  }
  return { privateFiles, publicFiles: [...publicFiles] };
}

/** Counts and per-table rows, through `query(sql) → rows`, given the tables that exist. */
async function measure(query, tables) {
  const tableRows = {};
  for (const table of [...tables].sort()) {
    const [row] = await query(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`);
    tableRows[table] = Number(row.n);
  }
  const counts = {};
  for (const [name, [table, sql]] of Object.entries(COUNTS)) {
    counts[name] = tables.has(table) ? Number((await query(sql))[0].n) : null;
  }
  const fileRows = tables.has('files') ? await query('SELECT id, url, formats FROM files') : [];
  return { tables: tableRows, counts, ...namedFiles(fileRows) };
}

// SQLite ------------------------------------------------------------------------------------------------

function sqlite() {
  return cmsRequire('better-sqlite3');
}

async function inspectSqlite(file) {
  const Database = sqlite();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set(
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all()
        .map((row) => row.name),
    );
    return await measure(async (sql) => db.prepare(sql).all(), tables);
  } finally {
    db.close();
  }
}

async function snapshotSqlite(database, workDir) {
  if (!existsSync(database.file))
    throw new Error(`There is no CMS database at ${database.file}: nothing to back up.`);
  const Database = sqlite();
  const source = new Database(database.file, { readonly: true, fileMustExist: true, timeout: 30_000 });
  const file = path.join(workDir, 'strapi.sqlite');
  try {
    // After the first (empty) step, every remaining page in one step: one read transaction, one moment.
    await source.backup(file, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  return { file, archivePath: 'database/strapi.sqlite', ...(await inspectSqlite(file)) };
}

// PostgreSQL ---------------------------------------------------------------------------------------------

/** PostgreSQL's client tools, newest first: Debian keeps each major version's in its own folder. */
export function postgresBin(tool) {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((v) => v >= 14 && existsSync(`${root}/${v}/bin/${tool}`))
        .sort((a, b) => b - a)
    : [];
  return versions.length ? `${root}/${versions[0]}/bin/${tool}` : tool;
}

function password(database) {
  if (database.password) return database.password;
  if (database.passwordFile && existsSync(database.passwordFile))
    return readFileSync(database.passwordFile, 'utf8').trim();
  return undefined;
}

function pgConnection(database, name = database.database) {
  return {
    host: database.host,
    port: database.port,
    database: name,
    user: database.user,
    password: password(database),
  };
}

async function pgClient(database, name) {
  const { Client } = cmsRequire('pg');
  const client = new Client({ ...pgConnection(database, name), connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${database.host}:${database.port} does not answer (${error.code ?? error.message}): is the CMS's database running?`,
    );
  }
  return client;
}

/** Runs a PostgreSQL tool with the CMS's login (the password in the environment, never on the command line). */
function pgTool(tool, args, database) {
  return new Promise((resolve, reject) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PG')));
    const child = spawn(postgresBin(tool), args, {
      env: { ...env, PGPASSWORD: password(database) ?? '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', (error) =>
      reject(
        new Error(
          `${tool} could not run (${error.code}): install PostgreSQL's client tools (postgresql-15).`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

const connectionArgs = (database, name) => [
  '--host',
  database.host,
  '--port',
  String(database.port),
  '--username',
  database.user,
  '--no-password',
  '--dbname',
  name,
];

async function pgTables(client, schema) {
  const { rows } = await client.query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
    [schema],
  );
  return new Set(rows.map((row) => row.table_name));
}

async function snapshotPostgres(database, workDir) {
  const client = await pgClient(database);
  const file = path.join(workDir, 'strapi.pgdump');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const {
      rows: [{ snapshot }],
    } = await client.query('SELECT pg_export_snapshot() AS snapshot');
    // The dump reads the exported snapshot while this transaction holds it, and so do the queries below.
    await pgTool(
      'pg_dump',
      [
        ...connectionArgs(database, database.database),
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--file',
        file,
      ],
      database,
    );
    await client.query(`SET search_path TO "${(database.schema ?? 'public').replaceAll('"', '""')}"`);
    const measured = await measure(
      async (sql) => (await client.query(sql)).rows,
      await pgTables(client, database.schema ?? 'public'),
    );
    await client.query('COMMIT');
    return { file, archivePath: 'database/strapi.pgdump', ...measured };
  } finally {
    await client.end().catch(() => {});
  }
}

// Both ------------------------------------------------------------------------------------------------------

/** A consistent snapshot of the database in `workDir`, with what it holds. */
export function snapshotDatabase(database, workDir) {
  return database.client === 'postgres'
    ? snapshotPostgres(database, workDir)
    : snapshotSqlite(database, workDir);
}

/** Whether a process has this file open (SQLite's database or its journal): their pids. */
function processesHolding(files) {
  const targets = new Set(files.filter((file) => existsSync(file)).map((file) => realpathSync(file)));
  const holders = new Set();
  if (!targets.size || !existsSync('/proc')) return [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (targets.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) holders.add(Number(pid));
      } catch {
        // closed meanwhile
      }
    }
  }
  return [...holders];
}

/** Why the database is in use by a CMS (a reason to refuse a restore), or null. */
export async function databaseInUse(database) {
  if (database.client === 'postgres') {
    const client = await pgClient(database, 'postgres');
    try {
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database.database],
      );
      return rows[0].n > 0
        ? `${rows[0].n} connections are open to the database "${database.database}"`
        : null;
    } finally {
      await client.end().catch(() => {});
    }
  }
  const pids = processesHolding([database.file, `${database.file}-journal`, `${database.file}-wal`]);
  return pids.length ? `process ${pids.join(', ')} has the database open` : null;
}

/**
 * Restores a staged database file and checks its rows against the manifest's. Returns `swap()`, which puts
 * it in place (the database there until now kept under `aside`), and `discard()`.
 */
export async function stageDatabase(database, stagedFile, manifest, stamp) {
  const expected = manifest.tables ?? {};
  const compare = (actual) => {
    const differing = Object.keys({ ...expected, ...actual.tables }).filter(
      (table) => expected[table] !== actual.tables[table],
    );
    if (differing.length)
      throw new Error(
        `The restored database does not hold what the manifest counted (tables ${differing.slice(0, 5).join(', ')}): nothing was changed.`,
      );
  };
  if (database.client !== 'postgres') {
    const Database = sqlite();
    const check = new Database(stagedFile, { readonly: true, fileMustExist: true });
    try {
      const [{ quick_check: result }] = check.pragma('quick_check');
      if (result !== 'ok')
        throw new Error(`The archived database fails SQLite's check (${result}): nothing was changed.`);
    } finally {
      check.close();
    }
    compare(await inspectSqlite(stagedFile));
    const aside = `${database.file}.before-restore-${stamp}`;
    return {
      aside,
      async swap() {
        await fs.mkdir(path.dirname(database.file), { recursive: true });
        const moved = [];
        for (const suffix of ['', '-journal', '-wal', '-shm']) {
          if (existsSync(database.file + suffix)) {
            await fs.rename(database.file + suffix, aside + suffix);
            moved.push(suffix);
          }
        }
        try {
          await fs.rename(stagedFile, database.file);
        } catch (error) {
          for (const suffix of moved) await fs.rename(aside + suffix, database.file + suffix);
          throw error;
        }
        return moved.length ? aside : null;
      },
      async undo() {
        await fs.rm(database.file, { force: true });
        for (const suffix of ['', '-journal', '-wal', '-shm'])
          if (existsSync(aside + suffix)) await fs.rename(aside + suffix, database.file + suffix);
      },
      async discard() {
        await fs.rm(stagedFile, { force: true });
      },
    };
  }

  // PostgreSQL: restored into a database of its own, checked, then renamed into place.
  const staging = `${database.database}_restore_${stamp}`.toLowerCase();
  const aside = `${database.database}_before_restore_${stamp}`.toLowerCase();
  const quote = (name) => `"${name.replaceAll('"', '""')}"`;
  const admin = await pgClient(database, 'postgres');
  try {
    await admin.query(
      `CREATE DATABASE ${quote(staging)} OWNER ${quote(database.user)} TEMPLATE template0 ENCODING 'UTF8'`,
    );
  } catch (error) {
    await admin.end().catch(() => {});
    throw new Error(
      `The restore needs to create a database (${error.message}): give the CMS's database user CREATEDB, or restore with a user who has it.`,
    );
  }
  const dropStaging = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${quote(staging)}`).catch(() => {});
  };
  try {
    await pgTool(
      'pg_restore',
      [
        ...connectionArgs(database, staging),
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        stagedFile,
      ],
      database,
    );
    const client = await pgClient(database, staging);
    try {
      await client.query(`SET search_path TO ${quote(database.schema ?? 'public')}`);
      compare(
        await measure(
          async (sql) => (await client.query(sql)).rows,
          await pgTables(client, database.schema ?? 'public'),
        ),
      );
    } finally {
      await client.end().catch(() => {});
    }
  } catch (error) {
    await dropStaging();
    await admin.end().catch(() => {});
    throw error;
  }
  let hadDatabase = false;
  return {
    aside,
    async swap() {
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database.database]);
      hadDatabase = rows.length > 0;
      if (hadDatabase)
        await admin.query(`ALTER DATABASE ${quote(database.database)} RENAME TO ${quote(aside)}`);
      try {
        await admin.query(`ALTER DATABASE ${quote(staging)} RENAME TO ${quote(database.database)}`);
      } catch (error) {
        if (hadDatabase)
          await admin.query(`ALTER DATABASE ${quote(aside)} RENAME TO ${quote(database.database)}`);
        throw error;
      }
      await fs.rm(stagedFile, { force: true });
      await admin.end().catch(() => {});
      return hadDatabase ? aside : null;
    },
    async undo() {
      const back = await pgClient(database, 'postgres');
      try {
        await back.query(`ALTER DATABASE ${quote(database.database)} RENAME TO ${quote(staging)}`);
        if (hadDatabase)
          await back.query(`ALTER DATABASE ${quote(aside)} RENAME TO ${quote(database.database)}`);
        await back.query(`DROP DATABASE IF EXISTS ${quote(staging)}`);
      } finally {
        await back.end().catch(() => {});
      }
    },
    async discard() {
      await dropStaging();
      await admin.end().catch(() => {});
      await fs.rm(stagedFile, { force: true });
    },
  };
}
