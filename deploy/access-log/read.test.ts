/** @jest-environment node */
/**
 * `npm run access-log` over a SQLite database laid out as the CMS lays it out: one line an entry, the
 * filters, and after a stolen password the people with their contact details, written to the record before
 * they are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { formatEntry, parseArgs, parseSince, run, UsageError } from './read.mjs';

const cmsRequire = createRequire(path.join(__dirname, '..', '..', 'cms', 'package.json'));
const Database = cmsRequire('better-sqlite3');

const A = 'k3b9x0q2w8e7r6t5y4u1i0op';
const B = 'a1s2d3f4g5h6j7k8l9z0x1cv';
const C = 'c9v8b7n6m5l4k3j2h1g0f9d8';
const GONE = 'g0n3g0n3g0n3g0n3g0n3g0n3';
const t = (iso: string) => Date.parse(iso);

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'access-log-'));
  file = path.join(dir, 'data.db');
  const db = new Database(file);
  db.exec(`
    CREATE TABLE admin_users (id integer primary key, email text, firstname text, lastname text);
    CREATE TABLE leads (id integer primary key, document_id text, name text, phone text, email text, phone_key text, email_key text);
    CREATE TABLE access_entries (id integer primary key autoincrement, document_id text, at integer, account integer,
      actor text, action text, leads text, lead_count integer, data_request text, count integer, command text,
      created_at integer, updated_at integer, published_at integer);
  `);
  db.prepare('INSERT INTO admin_users VALUES (?, ?, ?, ?)').run(
    1,
    'head@institute.example',
    'Head',
    'Office',
  );
  db.prepare('INSERT INTO admin_users VALUES (?, ?, ?, ?)').run(
    7,
    'Priya@Institute.example',
    'Priya',
    'Nair',
  );
  const lead = db.prepare(
    'INSERT INTO leads (document_id, name, phone, email, phone_key, email_key) VALUES (?, ?, ?, ?, ?, ?)',
  );
  lead.run(A, 'Asha Rao', '+91 98765 43210', 'asha@example.com', '9876543210', 'asha@example.com');
  // The same person again, by phone only.
  lead.run(B, 'Asha R.', '098765-43210', null, '9876543210', null);
  lead.run(C, 'Ravi Kumar', '+91 91234 56789', 'ravi@example.com', '9123456789', 'ravi@example.com');
  const entry = db.prepare(
    'INSERT INTO access_entries (document_id, at, account, action, leads, lead_count, data_request) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  entry.run('e1', t('2026-11-30T18:00:00Z'), 7, 'leads-listed', `${A} ${C}`, 2, null);
  entry.run('e2', t('2026-12-02T04:30:00Z'), 7, 'lead-opened', A, 1, null);
  entry.run('e3', t('2026-12-02T05:00:00Z'), 1, 'lead-opened', C, 1, null);
  entry.run('e4', t('2026-12-03T05:00:00Z'), 7, 'leads-exported', `${B} ${GONE}`, 2, null);
  entry.run('e5', t('2026-12-04T05:00:00Z'), 1, 'data-request-erased', null, 0, 'r1r2r3r4r5r6r7r8r9r0q1w2');
  db.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function accessLog(...argv: string[]) {
  const lines: string[] = [];
  const status = await run({
    argv,
    target: { database: { client: 'sqlite', file } },
    out: (line: string) => lines.push(line),
    now: () => new Date('2026-12-05T06:00:00Z'),
    actor: 'ops@cms-1',
  });
  return { status, lines };
}

test('one line an entry, oldest first, in India time, accounts by id and e-mail', async () => {
  const { status, lines } = await accessLog();
  expect(status).toBe(0);
  expect(lines).toEqual([
    `2026-11-30 23:30:00 IST  account 7 (Priya@Institute.example)  leads-listed  2 leads  ${A} ${C}`,
    `2026-12-02 10:00:00 IST  account 7 (Priya@Institute.example)  lead-opened  1 lead  ${A}`,
    `2026-12-02 10:30:00 IST  account 1 (head@institute.example)  lead-opened  1 lead  ${C}`,
    `2026-12-03 10:30:00 IST  account 7 (Priya@Institute.example)  leads-exported  2 leads  ${B} ${GONE}`,
    `2026-12-04 10:30:00 IST  account 1 (head@institute.example)  data-request-erased  0 leads  request r1r2r3r4r5r6r7r8r9r0q1w2`,
  ]);
});

test('--since (India’s midnight), --account (e-mail in any case, or id), --lead, together', async () => {
  expect((await accessLog('--since', '2026-12-02')).lines).toHaveLength(4);
  expect((await accessLog('--since', '2026-12-03T00:00:00+05:30')).lines).toHaveLength(2);
  const priya = (await accessLog('--account', 'priya@institute.example')).lines;
  expect(priya.map((line) => line.split('  ')[2])).toEqual(['leads-listed', 'lead-opened', 'leads-exported']);
  expect((await accessLog('--account', '1')).lines).toHaveLength(2);
  expect((await accessLog('--lead', C)).lines.map((line) => line.split('  ')[1])).toEqual([
    'account 7 (Priya@Institute.example)',
    'account 1 (head@institute.example)',
  ]);
  expect((await accessLog('--lead', C, '--account', '1', '--since', '2026-12-01')).lines).toHaveLength(1);
  expect((await accessLog('--account', '1', '--since', '2026-12-05')).lines).toEqual(['No entries.']);
});

test('--people: the people an account looked at with their contacts, erased leads by id; recorded first', async () => {
  const { lines } = await accessLog(
    '--account',
    'priya@institute.example',
    '--since',
    '2026-12-01',
    '--people',
  );
  expect(lines).toEqual([
    'People whose leads account 7 (Priya@Institute.example) looked at since 2026-12-01 00:00:00 IST: 1',
    `Asha Rao / Asha R.  +91 98765 43210, 098765-43210  asha@example.com  leads ${A} ${B}`,
    `Erased or deleted since (1): ${GONE}`,
    'Written to the access record: people-listed by ops@cms-1.',
  ]);
  const db = new Database(file, { readonly: true });
  const recorded = db.prepare("SELECT * FROM access_entries WHERE action = 'people-listed'").all();
  db.close();
  expect(recorded).toEqual([
    expect.objectContaining({
      account: null,
      actor: 'ops@cms-1',
      at: t('2026-12-05T06:00:00Z'),
      leads: `${A} ${B} ${GONE}`,
      lead_count: 3,
      count: 1,
      command: 'npm run access-log -- --account 7 --since 2026-11-30T18:30:00.000Z --people',
    }),
  ]);
  // Nothing of the people is in the record, only ids.
  expect(JSON.stringify(recorded)).not.toMatch(/Asha|98765|asha@/);
  // The listing shows in the record like any entry.
  const { lines: after } = await accessLog('--since', '2026-12-05');
  expect(after).toEqual([
    `2026-12-05 11:30:00 IST  ops@cms-1 [npm run access-log -- --account 7 --since 2026-11-30T18:30:00.000Z --people]  people-listed  1 people  3 leads  ${A} ${B} ${GONE}`,
  ]);
});

test('--people yields to the running CMS: a CMS transaction that has read and then writes goes through', async () => {
  // The CMS's own connection, in a transaction that has read (SQLite's shared lock) and writes next.
  const cms = new Database(file, { timeout: 0 });
  cms.exec('BEGIN');
  cms.prepare('SELECT count(*) AS n FROM leads').get();
  let waits = 0;
  const lines: string[] = [];
  await run({
    argv: ['--account', '7', '--people'],
    target: { database: { client: 'sqlite', file } },
    out: (line: string) => lines.push(line),
    actor: 'ops@cms-1',
    // While the command waits, the CMS writes and commits: SQLite refuses that write at once while another
    // connection holds the write lock.
    wait: async () => {
      waits += 1;
      if (!cms.inTransaction) return;
      cms.prepare("INSERT INTO leads (document_id, name) VALUES ('n3wn3wn3wn3wn3wn3wn3wn3w', 'New')").run();
      cms.exec('COMMIT');
    },
  });
  cms.close();
  expect(waits).toBeGreaterThan(0);
  expect(lines.at(-1)).toBe('Written to the access record: people-listed by ops@cms-1.');
  const db = new Database(file, { readonly: true });
  expect(db.prepare("SELECT count(*) AS n FROM leads WHERE name = 'New'").get()).toEqual({ n: 1 });
  expect(db.prepare("SELECT count(*) AS n FROM access_entries WHERE action = 'people-listed'").get()).toEqual(
    { n: 1 },
  );
  db.close();
});

test('no contact details when the listing cannot be written to the record', async () => {
  const db = new Database(file);
  db.exec(
    'DROP TABLE access_entries; CREATE TABLE access_entries (id integer primary key, at integer, account integer, leads text, action text)',
  );
  db.prepare('INSERT INTO access_entries (at, account, leads, action) VALUES (?, ?, ?, ?)').run(
    t('2026-12-02T00:00:00Z'),
    7,
    A,
    'lead-opened',
  );
  db.close();
  const lines: string[] = [];
  await expect(
    run({
      argv: ['--account', '7', '--people'],
      target: { database: { client: 'sqlite', file } },
      out: (line: string) => lines.push(line),
    }),
    // By its message: better-sqlite3's errors are not instances of the test's own Error.
  ).rejects.toHaveProperty('message', expect.stringMatching(/column/i));
  expect(lines).toEqual([]);
});

test('wrong uses say what to write', () => {
  expect(() => parseArgs(['--people'])).toThrow(new UsageError('--people needs --account.'));
  expect(() => parseArgs(['--lead', 'Asha Rao'])).toThrow('--lead takes a lead’s document id.');
  expect(() => parseArgs(['--since'])).toThrow('--since needs a value.');
  expect(() => parseArgs(['--verbose'])).toThrow('Unknown option: --verbose');
  expect(() => parseSince('1 Dec')).toThrow(
    '--since takes a date (2026-12-01) or an ISO time with its zone, not "1 Dec".',
  );
  expect(() => parseSince('2026-12-01T10:00')).toThrow();
  expect(
    formatEntry({
      id: 1,
      at: new Date(0),
      account: null,
      actor: null,
      action: 'lead-opened',
      leads: [],
      leadCount: null,
      dataRequest: null,
      count: null,
      command: null,
    }),
  ).toBe('1970-01-01 05:30:00 IST  unknown  lead-opened  0 leads');
});
