/**
 * The CMS's backups against the real bundled CMS on SQLite (scripts/e2e-backup.sh, in `npm test`): a CMS of
 * its own is seeded with leads, CVs, history, data requests, two admin accounts and an API token; backed up
 * while it runs, while it is down, with a CV file gone, with a file no row names, without a key, on a full
 * disk and with a copy command that works and one that fails; then everything it keeps is wiped, and the
 * archive is refused while the CMS runs, with a wrong key, damaged and truncated, each changing nothing;
 * then restored, and every table row, CV, public file and the secrets file compared byte for byte with what
 * went in, and the restored CMS signed in to with both accounts and called with the token.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

const ROOT = path.join(__dirname, '..');

/** e2e/backup-cms.mjs and the archive's reader, plain JavaScript modules shared with the drill. */
interface Cms {
  child: { exitCode: number | null };
  origin: string;
}
/** The variables the CMS and the backup commands read, as cmsEnvironment() sets them. */
interface CmsEnv extends Record<string, string> {
  CMS_PORT: string;
  CMS_DATABASE_FILENAME: string;
  PRIVATE_UPLOADS_DIR: string;
  CMS_PUBLIC_DIR: string;
  ENV_PATH: string;
  CMS_LEADS_TOKEN: string;
  CMS_DATA_REQUESTS_TOKEN: string;
  BACKUP_DIR: string;
}
interface Helpers {
  cmsEnvironment(options: { dir: string; port: number }): CmsEnv;
  startCms(env: CmsEnv, options: { log: string }): Promise<Cms>;
  stopCms(cms: Cms | null): Promise<void>;
  adminSignIn(origin: string, admin: object): Promise<string>;
  createLead(
    origin: string,
    token: string,
    fields: object,
    cv?: { bytes: Buffer; name: string },
  ): Promise<{ documentId: string; submissionId: string }>;
  cvBytes(label: string): Buffer;
}
interface Manifest {
  counts: Record<string, number | null>;
  files: { path: string; size: number; sha256: string }[];
}
const load = <T>(file: string) => import(pathToFileURL(path.join(ROOT, file)).href) as Promise<T>;
let helpers: Helpers;
let readArchive: (options: { file: string; key: string }) => Promise<Manifest>;

const PORT = Number(process.env.E2E_BACKUP_CMS_PORT ?? Number(process.env.E2E_CMS_PORT ?? 4337) + 4);
const DIR = path.join(ROOT, 'test-results', 'backup-e2e');
const LOG = path.join(DIR, 'cms.log');
const KEY = 'backup-e2e-key-0123456789';
let env: CmsEnv;
let BACKUPS = '';
let DB = '';
let PRIVATE = '';
let PUBLIC = '';
const ADMIN = {
  firstname: 'Backup',
  lastname: 'Owner',
  email: 'owner@backup.example',
  password: 'Backup-owner-pass-1',
};
const COUNSELLOR = {
  firstname: 'Meera',
  lastname: 'Joshi',
  email: 'meera@backup.example',
  password: 'Meera-counsellor-1',
};
/** An applicant's name that must never reach a log line, though it is in their CV's file name. */
const APPLICANT = 'Ananya Deshpande';

const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore` as the operator runs them. */
function cli(args: string[], extra: Record<string, string | undefined> = {}): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['deploy/backup/cli.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, BACKUP_KEY: KEY, ...extra },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

function withoutKey(): Record<string, string | undefined> {
  return { BACKUP_KEY: undefined };
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Every regular file under `dir` with its SHA-256, by relative path. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else files[name] = sha256(path.join(dir, name));
    }
  };
  if (existsSync(dir)) walk('');
  return files;
}

const TABLES = [
  'leads',
  'lead_activities',
  'lead_activities_lead_lnk',
  'lead_activities_author_lnk',
  'leads_counsellor_lnk',
  'files',
  'files_related_mph',
  'admin_users',
  'admin_users_roles_lnk',
  'strapi_api_tokens',
  'strapi_api_token_permissions',
  'data_requests',
  'blogs',
  'strapi_sessions',
];

/** The rows of the tables a backup must bring back, read straight from a database file. */
function rows(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      TABLES.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY id`).all()]),
    );
  } finally {
    db.close();
  }
}

function archives(): string[] {
  return existsSync(BACKUPS)
    ? readdirSync(BACKUPS)
        .filter((name) => !name.startsWith('.'))
        .sort()
    : [];
}

/** What the restore must not touch while it refuses. */
function liveState() {
  return {
    db: existsSync(DB) ? sha256(DB) : null,
    private: tree(PRIVATE),
    public: tree(PUBLIC),
    leftovers: leftovers(),
  };
}

/** Anything a restore stages or sets aside, beside the live places. */
function leftovers(): string[] {
  const places = [path.dirname(DB), DIR, path.dirname(env.CMS_PUBLIC_DIR)];
  return places.flatMap((dir) =>
    (existsSync(dir) ? readdirSync(dir) : []).filter((name) => /restore/.test(name)),
  );
}

let cms: Cms | null = null;
let adminToken = '';
let apiToken = '';
const seeded: { documentId: string; submissionId: string; cv?: Buffer }[] = [];
let expectedRows: Record<string, unknown[]> = {};
let expectedPrivate: Record<string, string> = {};
let expectedPublic: Record<string, string> = {};
let expectedSecrets = '';
let archive = '';

test.beforeAll(async () => {
  helpers = await load<Helpers>('e2e/backup-cms.mjs');
  ({ readArchive } = await load<{ readArchive: typeof readArchive }>('deploy/backup/archive.mjs'));
  env = helpers.cmsEnvironment({ dir: DIR, port: PORT });
  BACKUPS = env.BACKUP_DIR;
  DB = path.join(ROOT, 'cms', env.CMS_DATABASE_FILENAME);
  PRIVATE = env.PRIVATE_UPLOADS_DIR;
  PUBLIC = path.join(env.CMS_PUBLIC_DIR, 'uploads');
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
});

test.afterAll(async () => {
  await helpers.stopCms(cms);
});

async function admin(method: string, route: string, body?: unknown, token = adminToken) {
  const answer = await fetch(`${cms!.origin}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  expect(answer.ok, `${method} ${route}: ${answer.status} ${text}`).toBe(true);
  return text ? JSON.parse(text) : null;
}

test('a CMS with leads, CVs, history, data requests, two admin accounts and an API token', async () => {
  test.setTimeout(300_000);
  cms = await helpers.startCms(env, { log: LOG });
  adminToken = await helpers.adminSignIn(cms.origin, ADMIN);

  // A counsellor's own account: invited, then registered with a password, as the admin's Users page does.
  const roles = (await admin('GET', '/admin/roles')).data as { id: number; name: string }[];
  const admissions = roles.find((role) => role.name === 'Admissions')!;
  const invited = await admin('POST', '/admin/users', {
    firstname: COUNSELLOR.firstname,
    lastname: COUNSELLOR.lastname,
    email: COUNSELLOR.email,
    roles: [admissions.id],
  });
  await admin('POST', '/admin/register', {
    registrationToken: invited.data.registrationToken,
    userInfo: {
      firstname: COUNSELLOR.firstname,
      lastname: COUNSELLOR.lastname,
      password: COUNSELLOR.password,
    },
  });

  // An API token made in the admin (Settings → API Tokens): its key is shown once.
  const created = await admin('POST', '/admin/api-tokens', {
    name: 'Reporting export',
    description: 'read-only, for the monthly report',
    type: 'read-only',
    lifespan: null,
  });
  apiToken = created.data.accessKey;
  expect(apiToken).toBeTruthy();

  // Leads as the site delivers them: some with CVs, one whose applicant's name is in the CV's file name.
  for (let i = 0; i < 8; i++) {
    const withCv = i % 2 === 0;
    const name = i === 0 ? APPLICANT : `Backup Visitor ${i}`;
    const cv = withCv ? helpers.cvBytes(`${name} ${i}`) : undefined;
    const lead = await helpers.createLead(
      cms.origin,
      env.CMS_LEADS_TOKEN,
      {
        submissionId: crypto.randomUUID(),
        form: withCv ? 'Job application' : 'Enquiry',
        name,
        email: `visitor${i}@backup.example`,
        phone: `98765 0000${i}`,
        details: `Name: ${name}`,
        page: withCv ? '/career' : '/mernstack',
        submittedAt: new Date(Date.now() - i * 60_000).toISOString(),
      },
      cv ? { bytes: cv, name: `${name.replace(' ', '_')}_CV.pdf` } : undefined,
    );
    seeded.push({ ...lead, cv });
  }
  expect(seeded.filter((lead) => lead.cv)).toHaveLength(4);

  // History: a status change (written by the CMS) and a call note, on two leads.
  const leadUrl = (documentId: string) => `/content-manager/collection-types/api::lead.lead/${documentId}`;
  await admin('PUT', leadUrl(seeded[1]!.documentId), { leadStatus: 'Contacted' });
  await admin('POST', `/admissions/leads/${seeded[1]!.documentId}/history`, {
    kind: 'Call',
    text: 'Called; wants the weekend batch.',
  });
  await admin('POST', `/admissions/leads/${seeded[2]!.documentId}/history`, {
    kind: 'Note',
    text: 'Sent the syllabus.',
  });

  // A data request from the rights page.
  const request = await fetch(`${cms.origin}/api/data-requests`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.CMS_DATA_REQUESTS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { kind: 'access', contact: 'visitor3@backup.example', details: 'What do you hold?' },
    }),
  });
  expect(request.status).toBe(201);

  const counts = rows(DB);
  expect(counts.leads).toHaveLength(8);
  expect(counts.lead_activities!.length).toBeGreaterThanOrEqual(3);
  expect(counts.admin_users).toHaveLength(2);
  expect(counts.data_requests).toHaveLength(1);
  expect(Object.keys(tree(PRIVATE))).toHaveLength(4);
  expect(Object.keys(tree(PUBLIC)).length).toBeGreaterThan(0);
});

test('no key, or a short one: no backup, and nothing written', async () => {
  for (const extra of [withoutKey(), { BACKUP_KEY: 'too-short' }]) {
    const result = await cli(['backup'], extra);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /BACKUP FAILED: BACKUP_KEY (is not set|has 9 characters; it needs 16 or more)/,
    );
    expect(result.stdout).toBe('');
    expect(archives()).toEqual([]);
  }
});

test('a CV file missing: the backup stops with the rows it names, and writes nothing', async () => {
  const cvFile = Object.keys(tree(PRIVATE))[0]!;
  renameSync(path.join(PRIVATE, cvFile), path.join(DIR, 'set-aside.pdf'));
  try {
    const result = await cli(['backup']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /The database names 1 CV files that are not in .*\(upload rows \d+\), in 3 snapshots in a row: no archive was written/,
    );
    expect(archives()).toEqual([]);
    expect(readdirSync(BACKUPS)).toEqual([]);
  } finally {
    renameSync(path.join(DIR, 'set-aside.pdf'), path.join(PRIVATE, cvFile));
  }
});

test('a backup while the CMS runs: exactly the CVs its rows name, a file no row names left out; the path printed last', async () => {
  // As the file of a lead that arrives after the snapshot (or a file whose lead was never stored).
  writeFileSync(path.join(PRIVATE, 'late_arrival_0a1b2c.pdf'), helpers.cvBytes('late'));
  try {
    const result = await cli(['backup']);
    expect(result.code, result.stderr).toBe(0);
    archive = result.stdout.trim().split('\n').at(-1)!;
    expect(archive).toBe(path.join(BACKUPS, archives()[0]!));
    expect(result.stderr).toMatch(/Backed up 8 leads, 4 CVs, \d+ history entries, 2 admin users/);
    // Ids and counts only: no applicant's name, not even from a CV's file name.
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/Ananya|Deshpande/i);
    const manifest = await readArchive({ file: archive, key: KEY });
    const cvs = manifest.files.filter((file: { path: string }) => file.path.startsWith('private-uploads/'));
    expect(cvs.map((file: { path: string }) => file.path.slice('private-uploads/'.length)).sort()).toEqual(
      Object.keys(tree(PRIVATE))
        .filter((name) => !name.startsWith('late_'))
        .sort(),
    );
    expect(manifest.counts).toMatchObject({ leads: 8, cvs: 4, cvFiles: 4, adminUsers: 2, dataRequests: 1 });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
  } finally {
    rmSync(path.join(PRIVATE, 'late_arrival_0a1b2c.pdf'));
  }
});

/**
 * The backup into a BACKUP_DIR on a tmpfs of `kilobytes` that already holds an earlier archive, in a mount
 * namespace of its own (unshare: no root needed, nothing left mounted).
 */
async function backupOnSmallDisk(kilobytes: number) {
  const mount = path.join(DIR, 'small-disk');
  mkdirSync(mount, { recursive: true });
  const script = [
    'set -e',
    `mount -t tmpfs -o size=${kilobytes}k tmpfs "$1"`,
    'cp "$2" "$1/"',
    'set +e',
    `"$3" deploy/backup/cli.mjs backup > "$1/.out" 2> "$1/.err"; code=$?`,
    // What the command printed, its status and the folder's content, as JSON lines for the test.
    'node -e \'const fs=require("fs");const d=process.argv[1];console.log(JSON.stringify({code:Number(process.argv[2]),stderr:fs.readFileSync(d+"/.err","utf8"),files:fs.readdirSync(d).filter(n=>n!==".out"&&n!==".err"),archive:require("crypto").createHash("sha256").update(fs.readFileSync(d+"/"+process.argv[3])).digest("hex")}))\' "$1" "$code" "$4"',
  ].join('\n');
  const result = await new Promise<Result>((resolve) => {
    const child = spawn(
      'unshare',
      [
        '--user',
        '--map-root-user',
        '--mount',
        'sh',
        '-c',
        script,
        'sh',
        mount,
        archive,
        process.execPath,
        path.basename(archive),
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, BACKUP_KEY: KEY, BACKUP_DIR: mount },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { code: number; stderr: string; files: string[]; archive: string };
}

test('a full disk, at the snapshot or in the middle of the archive: a clear failure, the earlier archive as it was, nothing left behind', async () => {
  const earlier = sha256(archive);
  const database = statSync(DB).size;
  const size = (bytes: number) => Math.ceil(bytes / 4096) * 4;
  // Room for the earlier archive only, then for it and the database's snapshot but not the new archive.
  for (const kilobytes of [size(statSync(archive).size) + 8, size(statSync(archive).size + database) + 64]) {
    const outcome = await backupOnSmallDisk(kilobytes);
    expect(outcome.code, outcome.stderr).toBe(1);
    expect(outcome.stderr).toMatch(
      /BACKUP FAILED: The disk holding BACKUP_DIR \(.*\) is full: no archive was written, earlier archives are as they were/,
    );
    expect(outcome.files).toEqual([path.basename(archive)]);
    expect(outcome.archive).toBe(earlier);
  }
});

test('BACKUP_COPY_COMMAND copies each archive off the machine; when it fails the archive is kept and the command fails loudly', async () => {
  const offsite = path.join(DIR, 'offsite');
  mkdirSync(offsite);
  const copied = await cli(['backup'], { BACKUP_COPY_COMMAND: `cp "$1" "${offsite}/"` });
  expect(copied.code, copied.stderr).toBe(0);
  const newest = copied.stdout.trim().split('\n').at(-1)!;
  expect(readFileSync(path.join(offsite, path.basename(newest)))).toEqual(readFileSync(newest));

  const failed = await cli(['backup'], { BACKUP_COPY_COMMAND: 'echo "remote unreachable" >&2; exit 7' });
  expect(failed.code).toBe(3);
  expect(failed.stderr).toMatch(/remote unreachable/);
  expect(failed.stderr).toMatch(
    /BACKUP COPY FAILED: BACKUP_COPY_COMMAND failed \(exit status 7\): the archive was NOT copied off this machine\. It is kept at /,
  );
  const kept = failed.stdout.trim().split('\n').at(-1)!;
  expect(existsSync(kept)).toBe(true);
  await expect(readArchive({ file: kept, key: KEY })).resolves.toMatchObject({ counts: { leads: 8 } });
});

test('a backup while the CMS is down reads its database all the same', async () => {
  await helpers.stopCms(cms);
  cms = null;
  const result = await cli(['backup']);
  expect(result.code, result.stderr).toBe(0);
  archive = result.stdout.trim().split('\n').at(-1)!;
  expect((await readArchive({ file: archive, key: KEY })).counts).toMatchObject({
    leads: 8,
    cvs: 4,
    adminUsers: 2,
  });
  // What must come back, from the stopped CMS's own files.
  expectedRows = rows(DB);
  expectedPrivate = tree(PRIVATE);
  expectedPublic = tree(PUBLIC);
  expectedSecrets = readFileSync(env.ENV_PATH, 'utf8');
  expect(Object.keys(expectedPrivate)).toHaveLength(4);
});

test('after the disk is lost: refused while the new CMS runs, with a wrong key, damaged or truncated, each changing nothing', async () => {
  test.setTimeout(300_000);
  for (const place of [path.dirname(DB), PRIVATE, env.CMS_PUBLIC_DIR, env.ENV_PATH])
    rmSync(place, { recursive: true, force: true });
  // A fresh CMS on the empty disk: new secrets, an empty database (its sample posts only).
  cms = await helpers.startCms(env, { log: LOG });
  const before = liveState();
  const running = await cli(['restore', archive]);
  expect(running.code).toBe(1);
  expect(running.stderr).toMatch(
    /RESTORE FAILED: The CMS is running \(process \d+ has the database open\): stop it first .* Nothing was changed\./,
  );
  await helpers.stopCms(cms);
  cms = null;
  expect(liveState()).toEqual(before);

  const stopped = liveState();
  const wrongKey = await cli(['restore', archive], { BACKUP_KEY: 'not-the-backup-key-at-all' });
  expect(wrongKey.code).toBe(1);
  expect(wrongKey.stderr).toMatch(/RESTORE FAILED: BACKUP_KEY does not open this archive/);
  expect(liveState()).toEqual(stopped);

  const data = readFileSync(archive);
  const damaged = path.join(DIR, 'damaged.backup');
  const flipped = Buffer.from(data);
  flipped[Math.floor(data.length * 0.3)]! ^= 0x20;
  writeFileSync(damaged, flipped);
  const refused = await cli(['restore', damaged]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/RESTORE FAILED: The archive is damaged: chunk \d+ fails its check\./);
  expect(liveState()).toEqual(stopped);

  writeFileSync(damaged, data.subarray(0, data.length - 5000));
  const truncated = await cli(['restore', damaged]);
  expect(truncated.code).toBe(1);
  expect(truncated.stderr).toMatch(/RESTORE FAILED: The archive is (damaged or truncated|truncated)/);
  expect(liveState()).toEqual(stopped);

  const noKey = await cli(['restore', archive], withoutKey());
  expect(noKey.stderr).toMatch(/RESTORE FAILED: BACKUP_KEY is not set/);
  expect(liveState()).toEqual(stopped);
});

test('restored: every row, CV, public file and the secrets byte for byte; both accounts sign in, the token opens, the history reads', async () => {
  test.setTimeout(300_000);
  const result = await cli(['restore', archive]);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toMatch(
    /Restored 8 leads, 4 CVs, \d+ history entries, 2 admin users, \d+ API tokens, 1 data requests/,
  );
  expect(result.stderr).toMatch(/What was there before is kept beside it until you delete it:/);
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/Ananya|Deshpande/i);

  expect(rows(DB)).toEqual(expectedRows);
  expect(tree(PRIVATE)).toEqual(expectedPrivate);
  expect(tree(PUBLIC)).toEqual(expectedPublic);
  expect(readFileSync(env.ENV_PATH, 'utf8')).toBe(expectedSecrets);
  expect(statSync(PRIVATE).mode & 0o777).toBe(0o700);
  for (const file of Object.keys(expectedPrivate))
    expect(statSync(path.join(PRIVATE, file)).mode & 0o777).toBe(0o600);

  cms = await helpers.startCms(env, { log: LOG });
  // Both accounts, with the passwords they had.
  adminToken = await helpers.adminSignIn(cms.origin, ADMIN);
  const counsellor = await fetch(`${cms.origin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: COUNSELLOR.email, password: COUNSELLOR.password }),
  });
  expect(counsellor.status).toBe(200);
  // The token made in the admin still opens the API (the restored secrets hash it as before); a made-up one does not.
  expect(
    (await fetch(`${cms.origin}/api/blogs`, { headers: { Authorization: `Bearer ${apiToken}` } })).status,
  ).toBe(200);
  expect(
    (await fetch(`${cms.origin}/api/blogs`, { headers: { Authorization: 'Bearer made-up-token' } })).status,
  ).toBe(401);

  // Each lead as the admin shows it, its CV downloaded byte for byte and its history.
  for (const lead of seeded) {
    const detail = await admin('GET', `/content-manager/collection-types/api::lead.lead/${lead.documentId}`);
    expect(detail.data.submissionId).toBe(lead.submissionId);
    if (lead.cv) {
      const download = await fetch(`${cms.origin}${detail.data.cv.url}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(lead.cv);
    } else {
      expect(detail.data.cv).toBeNull();
    }
  }
  const history = await admin('GET', `/admissions/leads/${seeded[1]!.documentId}/history`);
  expect(history.entries.map((entry: { kind: string; text: string }) => [entry.kind, entry.text])).toEqual([
    ['Call', 'Called; wants the weekend batch.'],
    ['Status change', expect.stringMatching(/New.*Contacted/)],
  ]);

  // The started CMS left the restored rows as they were (its start-up work touches none of them).
  const after = rows(DB);
  for (const table of [
    'leads',
    'lead_activities',
    'files',
    'files_related_mph',
    'admin_users',
    'data_requests',
  ])
    expect(after[table], table).toEqual(expectedRows[table]);
  await helpers.stopCms(cms);
  cms = null;
});
