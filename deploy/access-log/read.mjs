/**
 * The access record read straight from the CMS's database, as the backup reads it (deploy/backup/target.mjs
 * says where: the bundled CMS's SQLite file, or the stack's PostgreSQL): entries one line each, narrowed by
 * time, account and lead; and, after a stolen password, the people whose leads an account looked at, with
 * their contact details (the one place that prints them), which is itself written to the record first.
 *
 * The CMS's own packages (better-sqlite3, pg) are used from cms/node_modules. Times are India's (IST).
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/layout.mjs';
import { ACCESS_ACTIONS, DOCUMENT_ID, joinLeadIds, splitLeadIds } from '../../lib/shared/access-log.mjs';
import { INDIA_UTC_OFFSET, INDIA_UTC_OFFSET_MINUTES } from '../../lib/shared/india-time.mjs';

const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));

/**
 * @typedef {{ since?: Date, account?: string, lead?: string, people: boolean, stack: boolean }} Options
 * @typedef {Record<string, any>} Row
 * @typedef {{
 *   client: 'sqlite' | 'postgres',
 *   all: (sql: string, params?: unknown[]) => Promise<Row[]>,
 *   run: (sql: string, params?: unknown[]) => Promise<void>,
 *   time: (date: Date) => unknown,
 *   readTime: (value: unknown) => Date,
 *   close: () => Promise<void>,
 * }} Db
 * @typedef {{
 *   id: number, at: Date, account: number | null, actor: string | null, action: string, leads: string[],
 *   leadCount: number | null, dataRequest: string | null, count: number | null, command: string | null,
 * }} Entry
 */

/** A wrong use of the command: its message says what to write instead. */
export class UsageError extends Error {}

export const USAGE = `usage: npm run access-log -- [--since DATE] [--account EMAIL|ID] [--lead ID] [--people] [--stack]

  --since DATE        entries from DATE on (YYYY-MM-DD, India's midnight; or an ISO time with its zone)
  --account EMAIL|ID  entries of one admin account (its e-mail, or its id for a deleted account)
  --lead ID           entries that name one lead (the id in the lead's address in the admin)
  --people            with --account: the people whose leads that account looked at, with their contact
                      details (for the notices after a breach); written to the access record first
  --stack             the production stack's CMS (its PostgreSQL) instead of the bundled one`;

/**
 * The command's options from its arguments.
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  /** @type {Options} */
  const options = { people: false, stack: false };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = () => {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${flag} needs a value.`);
      index += 1;
      return next;
    };
    if (flag === '--since') options.since = parseSince(value());
    else if (flag === '--account') options.account = value();
    else if (flag === '--lead') {
      const lead = value();
      options.lead = lead;
      if (!DOCUMENT_ID.test(lead)) throw new UsageError('--lead takes a lead’s document id.');
    } else if (flag === '--people') options.people = true;
    else if (flag === '--stack') options.stack = true;
    else throw new UsageError(`Unknown option: ${flag}`);
  }
  if (options.people && !options.account) throw new UsageError('--people needs --account.');
  return options;
}

/**
 * '2026-12-01' is that day's midnight in India; an ISO time must say its zone.
 * @param {string} text
 */
export function parseSince(text) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00${INDIA_UTC_OFFSET}`) : null;
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
    ? new Date(text)
    : null;
  const since = day ?? time;
  if (!since || Number.isNaN(since.getTime()))
    throw new UsageError(`--since takes a date (2026-12-01) or an ISO time with its zone, not "${text}".`);
  return since;
}

/**
 * '2026-12-14 10:00:03 IST'.
 * @param {Date | string | number} instant
 */
export function indiaTime(instant) {
  const shifted = new Date(new Date(instant).getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().replace('T', ' ').slice(0, 19)} IST`;
}

// The database ------------------------------------------------------------------------------------------

/** How long the command tries to write to a busy SQLite database before it gives up. */
const SQLITE_WRITE_TRIES_MS = 30_000;

/** A pause of a few milliseconds, different each time, between two tries to write. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 45));

/**
 * One connection to the CMS's database: `all(sql, params)` and `run(sql, params)` with `?` placeholders,
 * `time(date)` for a datetime parameter and `readTime(value)` for one read (SQLite keeps Strapi's datetimes
 * as milliseconds, PostgreSQL as timestamps). Read-only unless `write`.
 *
 * On SQLite the write yields to the running CMS. Holding the write lock while the CMS reads (as SQLite's
 * own waiting does) would make SQLite refuse, at once, any CMS transaction that read and then writes (its
 * deadlock rule): a lead being saved would fail. So the command takes the lock only when it can commit at
 * once, and otherwise lets it go, `wait`s, and tries again.
 * @param {Record<string, any>} database the backup's target database (deploy/backup/target.mjs)
 * @param {{ write?: boolean, wait?: () => Promise<void> }} [options]
 * @returns {Promise<Db>}
 */
export async function openDatabase(database, { write = false, wait = pause } = {}) {
  if (database.client === 'sqlite') {
    if (!existsSync(database.file)) throw new Error(`The CMS's database ${database.file} does not exist.`);
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(database.file, { readonly: !write, fileMustExist: true, timeout: 10_000 });
    return {
      client: 'sqlite',
      all: async (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) =>
        db.prepare(sql).all(...params),
      run: async (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) => {
        const statement = db.prepare(sql);
        const until = Date.now() + SQLITE_WRITE_TRIES_MS;
        db.pragma('busy_timeout = 0');
        try {
          for (;;) {
            try {
              db.exec('BEGIN IMMEDIATE');
              statement.run(...params);
              db.exec('COMMIT');
              return;
            } catch (error) {
              if (db.inTransaction) db.exec('ROLLBACK');
              const busy = /** @type {{ code?: string }} */ (error).code?.startsWith('SQLITE_BUSY');
              if (!busy || Date.now() > until) throw error;
            }
            await wait();
          }
        } finally {
          db.pragma('busy_timeout = 10000');
        }
      },
      time: (/** @type {Date} */ date) => date.getTime(),
      readTime: (/** @type {any} */ value) =>
        new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      close: async () => db.close(),
    };
  }
  const { Client } = cmsRequire('pg');
  const password =
    database.password ??
    (database.passwordFile && existsSync(database.passwordFile)
      ? readFileSync(database.passwordFile, 'utf8').trim()
      : undefined);
  const client = new Client({
    host: database.host,
    port: database.port,
    database: database.database,
    user: database.user,
    password,
  });
  await client.connect();
  if (database.schema) await client.query(`SET search_path TO "${database.schema.replaceAll('"', '""')}"`);
  if (!write) await client.query('SET default_transaction_read_only = on');
  const numbered = (/** @type {string} */ sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    client: 'postgres',
    all: async (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) =>
      (await client.query(numbered(sql), params)).rows,
    run: async (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) => {
      await client.query(numbered(sql), params);
    },
    time: (/** @type {Date} */ date) => date,
    readTime: (/** @type {any} */ value) => new Date(value),
    close: async () => client.end(),
  };
}

/** @param {Db} db */
async function hasRecord(db) {
  const sql =
    db.client === 'sqlite'
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'access_entries'"
      : "SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'access_entries' AND table_schema = current_schema()";
  return (await db.all(sql)).length > 0;
}

/**
 * The admin account an option names (e-mail, any case; or id), or null.
 * @param {Db} db
 * @param {string} text
 * @returns {Promise<{ id: number, email: string | null } | null>}
 */
export async function findAccount(db, text) {
  const rows = /^\d+$/.test(text)
    ? await db.all('SELECT id, email, firstname, lastname FROM admin_users WHERE id = ?', [Number(text)])
    : await db.all('SELECT id, email, firstname, lastname FROM admin_users WHERE lower(email) = lower(?)', [
        text,
      ]);
  const [row] = rows;
  if (row) return { id: Number(row.id), email: row.email ?? null };
  // An account deleted since: its entries keep its id.
  return /^\d+$/.test(text) ? { id: Number(text), email: null } : null;
}

/**
 * The record's entries, oldest first, narrowed by `since`, `accountId` and `lead`.
 * @param {Db} db
 * @param {{ since?: Date, accountId?: number, lead?: string }} [filter]
 * @returns {Promise<Entry[]>}
 */
export async function readEntries(db, { since, accountId, lead } = {}) {
  const where = [];
  /** @type {unknown[]} */
  const params = [];
  if (since) {
    where.push('at >= ?');
    params.push(db.time(since));
  }
  if (accountId !== undefined) {
    where.push('account = ?');
    params.push(accountId);
  }
  if (lead) {
    // Ids are apart by spaces and have none: the whole id found is that lead (checked again below).
    where.push('leads LIKE ?');
    params.push(`%${lead}%`);
  }
  const rows = await db.all(
    `SELECT id, at, account, actor, action, leads, lead_count, data_request, "count", command FROM access_entries` +
      `${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY at, id`,
    params,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      at: db.readTime(row.at),
      account: row.account === null ? null : Number(row.account),
      actor: row.actor ?? null,
      action: row.action,
      leads: splitLeadIds(row.leads),
      leadCount: row.lead_count === null ? null : Number(row.lead_count),
      dataRequest: row.data_request ?? null,
      count: row.count === null ? null : Number(row.count),
      command: row.command ?? null,
    }))
    .filter((entry) => !lead || entry.leads.includes(lead));
}

/**
 * The e-mails of the accounts the entries name, by id (admin accounts: staff, not the people in leads).
 * @param {Db} db
 * @param {Entry[]} entries
 * @returns {Promise<Map<number, string>>}
 */
export async function accountEmails(db, entries) {
  const ids = [...new Set(entries.map((entry) => entry.account).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.all(
    `SELECT id, email FROM admin_users WHERE id IN (${ids.map(() => '?').join(',')})`,
    ids,
  );
  return new Map(rows.map((row) => [Number(row.id), row.email]));
}

/**
 * One entry, one line.
 * @param {Entry} entry
 * @param {Map<number, string>} [emails]
 */
export function formatEntry(entry, emails = new Map()) {
  const who =
    entry.account !== null
      ? `account ${entry.account}${emails.get(entry.account) ? ` (${emails.get(entry.account)})` : ''}`
      : `${entry.actor ?? 'unknown'}${entry.command ? ` [${entry.command}]` : ''}`;
  const parts = [indiaTime(entry.at), who, entry.action];
  if (entry.action === ACCESS_ACTIONS.peopleListed && entry.count !== null)
    parts.push(`${entry.count} people`);
  const leads = entry.leadCount ?? entry.leads.length;
  parts.push(`${leads} ${leads === 1 ? 'lead' : 'leads'}`);
  if (entry.dataRequest) parts.push(`request ${entry.dataRequest}`);
  if (entry.leads.length > 0) parts.push(entry.leads.join(' '));
  return parts.join('  ');
}

// After a stolen password ------------------------------------------------------------------------------

const IN_CHUNK = 500;

/**
 * The people behind leads, by document id: leads that share a phone or an e-mail (the CMS's contact keys)
 * are one person. Ids with no lead any more (erased, or past retention) come back as `erased`.
 * @param {Db} db
 * @param {string[]} leadIds
 */
export async function peopleOf(db, leadIds) {
  /** @type {Row[]} */
  const leads = [];
  for (let start = 0; start < leadIds.length; start += IN_CHUNK) {
    const chunk = leadIds.slice(start, start + IN_CHUNK);
    leads.push(
      ...(await db.all(
        `SELECT document_id, name, phone, email, phone_key, email_key FROM leads WHERE document_id IN (${chunk
          .map(() => '?')
          .join(',')})`,
        chunk,
      )),
    );
  }
  // One row per lead (a lead has one row: leads have no drafts).
  /** @type {Map<string, Row>} */
  const byId = new Map(leads.map((lead) => [lead.document_id, lead]));
  const erased = leadIds.filter((id) => !byId.has(id));
  const parent = new Map([...byId.keys()].map((id) => [id, id]));
  /** @param {string} id */
  const root = (id) => {
    for (let next = parent.get(id); next !== undefined && next !== id; next = parent.get(id)) id = next;
    return id;
  };
  /** @type {Map<string, string>} */
  const owner = new Map();
  for (const lead of byId.values()) {
    for (const key of [
      lead.phone_key && `phone:${lead.phone_key}`,
      lead.email_key && `email:${lead.email_key}`,
    ]) {
      if (!key) continue;
      const first = owner.get(key);
      if (first !== undefined) parent.set(root(lead.document_id), root(first));
      else owner.set(key, lead.document_id);
    }
  }
  /** @type {Map<string, Row[]>} */
  const groups = new Map();
  for (const id of leadIds) {
    const lead = byId.get(id);
    if (!lead) continue;
    const group = root(id);
    const members = groups.get(group) ?? [];
    members.push(lead);
    groups.set(group, members);
  }
  /** @param {unknown[]} values */
  const distinct = (values) => [
    ...new Set(
      values.filter(/** @returns {value is string} */ (value) => typeof value === 'string' && !!value),
    ),
  ];
  const people = [...groups.values()].map((group) => ({
    names: distinct(group.map((lead) => lead.name)),
    phones: distinct(group.map((lead) => lead.phone)),
    emails: distinct(group.map((lead) => lead.email)),
    leads: group.map((lead) => lead.document_id),
  }));
  return { people, erased };
}

/** Who ran the command, as the operating system says. */
export function operatingSystemAccount() {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    user = process.env.USER || process.env.LOGNAME || 'unknown';
  }
  return `${user}@${os.hostname()}`;
}

/**
 * Writes the listing to the record: by whom (the system's account), the command, when, how many.
 * @param {Db} db
 * @param {{ leadIds: string[], people: number, command: string, actor: string, now: Date }} listing
 */
export async function recordPeopleListed(db, { leadIds, people, command, actor, now }) {
  const at = db.time(now);
  await db.run(
    `INSERT INTO access_entries (document_id, at, account, actor, action, leads, lead_count, "count", command, created_at, updated_at, published_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      randomBytes(12).toString('hex'),
      at,
      actor.slice(0, 200),
      ACCESS_ACTIONS.peopleListed,
      leadIds.length > 0 ? joinLeadIds(leadIds) : null,
      leadIds.length,
      people,
      command.slice(0, 300),
      at,
      at,
      at,
    ],
  );
}

/**
 * The command: prints lines through `out`. Returns the exit status (0 done, 2 wrong use; errors throw).
 * @param {{
 *   argv: string[],
 *   target: { database: Record<string, any> },
 *   out?: (line: string) => void,
 *   now?: () => Date,
 *   actor?: string,
 *   wait?: () => Promise<void>,
 * }} command
 */
export async function run({
  argv,
  target,
  out = console.log,
  now = () => new Date(),
  actor = operatingSystemAccount(),
  wait,
}) {
  const options = parseArgs(argv);
  const db = await openDatabase(target.database, { write: options.people, wait });
  try {
    if (!(await hasRecord(db))) {
      throw new Error('The CMS’s database has no access record yet: start the CMS once with this version.');
    }
    /** @type {{ id: number, email: string | null } | null} */
    let account = null;
    if (options.account) {
      account = await findAccount(db, options.account);
      if (!account) throw new UsageError(`No admin account has the e-mail ${options.account}.`);
    }
    const entries = await readEntries(db, {
      since: options.since,
      accountId: account?.id,
      lead: options.lead,
    });
    if (!options.people || !account) {
      const emails = await accountEmails(db, entries);
      for (const entry of entries) out(formatEntry(entry, emails));
      if (entries.length === 0) out('No entries.');
      return 0;
    }
    const leadIds = [...new Set(entries.flatMap((entry) => entry.leads))];
    const { people, erased } = await peopleOf(db, leadIds);
    const command = [
      'npm run access-log --',
      `--account ${account.id}`,
      ...(options.since ? [`--since ${options.since.toISOString()}`] : []),
      ...(options.lead ? [`--lead ${options.lead}`] : []),
      '--people',
    ].join(' ');
    // Written before anything is printed: contact details never leave unrecorded.
    await recordPeopleListed(db, { leadIds, people: people.length, command, actor, now: now() });
    const since = options.since ? ` since ${indiaTime(options.since)}` : '';
    out(
      `People whose leads account ${account.id}${account.email ? ` (${account.email})` : ''} looked at${since}: ${people.length}`,
    );
    for (const person of people) {
      out(
        [
          person.names.join(' / ') || '(no name)',
          person.phones.join(', ') || '(no phone)',
          person.emails.join(', ') || '(no e-mail)',
          `leads ${person.leads.join(' ')}`,
        ].join('  '),
      );
    }
    if (erased.length > 0) out(`Erased or deleted since (${erased.length}): ${erased.join(' ')}`);
    out(`Written to the access record: ${ACCESS_ACTIONS.peopleListed} by ${actor}.`);
    return 0;
  } finally {
    await db.close();
  }
}
