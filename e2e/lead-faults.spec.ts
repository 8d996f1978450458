/**
 * Each lead exactly once, whatever process dies when: against the real bundled CMS (SQLite here; the
 * stack's tests run the same against PostgreSQL), through two site instances of the end-to-end build that
 * share a leads Redis (e2e/lead-fault-run.mjs).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { storedSubmissionId } from '../lib/leads/submission-id.mjs';
import { CMS_URL } from './cms';
import { expect, test } from './fixtures';

const ROOT = path.join(__dirname, '..');
const DATABASE = path.join(ROOT, 'cms', '.tmp', 'e2e.db');
// The CMS's CV folder in this run (scripts/e2e-env.sh).
const PRIVATE_UPLOADS = path.resolve(
  ROOT,
  process.env.E2E_CMS_PRIVATE_UPLOADS ?? 'cms/.tmp/e2e-private-uploads',
);
const sitePort = Number(process.env.E2E_PORT ?? 4311);
const faultsPort = Number(process.env.E2E_CMS_FAULTS_PORT ?? Number(process.env.E2E_CMS_PORT ?? 4337) + 2);
const LEADS_TOKEN = process.env.CMS_LEADS_TOKEN ?? 'e2e-cms-leads-token';

/** e2e/lead-fault-run.mjs, plain JavaScript shared with `npm run load`, as this test uses it. */
interface FaultRun {
  sqliteReaders(where: { root: string; database: string; privateUploads: string }): Promise<object>;
  runLeadFaults(options: Record<string, unknown>): Promise<Record<string, number>>;
}
const faultRun = () =>
  import(pathToFileURL(path.join(ROOT, 'e2e', 'lead-fault-run.mjs')).href) as Promise<FaultRun>;

function database() {
  const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { all(...args: unknown[]): unknown[] }; close(): void };
  return new Database(DATABASE, { readonly: true });
}

test('the leads table has a unique index on the submission id, made by the migration', () => {
  const db = database();
  try {
    expect(
      db.prepare(`select name, "unique" from pragma_index_list('leads') where "unique" = 1`).all(),
    ).toContainEqual({
      name: 'leads_submission_id_unique',
      unique: 1,
    });
  } finally {
    db.close();
  }
});

test('twenty simultaneous creates of one submission id, with a CV, store one lead and one file', async ({
  request,
}) => {
  const submissionId = crypto.randomUUID();
  const data = {
    submissionId,
    form: 'Job application',
    name: 'Twenty At Once',
    email: 'twenty@e2e.example',
    phone: '9876543210',
    details: 'Name: Twenty At Once',
    page: '/career',
    submittedAt: new Date().toISOString(),
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      request.post(`${CMS_URL}/api/leads`, {
        headers: { Authorization: `Bearer ${LEADS_TOKEN}` },
        multipart: {
          data: JSON.stringify(data),
          'files.cv': { name: `twenty-${submissionId}.pdf`, mimeType: 'application/pdf', buffer: pdf },
        },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 200)).toHaveLength(19);
  const db = database();
  try {
    expect(db.prepare('select count(*) as n from leads where submission_id = ?').all(submissionId)).toEqual([
      { n: 1 },
    ]);
    expect(
      db.prepare('select count(*) as n from files where name = ?').all(`twenty-${submissionId}.pdf`),
    ).toEqual([{ n: 1 }]);
  } finally {
    db.close();
  }
});

test('leads with and without CVs, the site killed mid-delivery, the CMS answering too late, Redis restarting, two instances: each lead once, as corrected, with its CV, no orphan file', async () => {
  test.setTimeout(300_000);
  const { runLeadFaults, sqliteReaders } = await faultRun();
  const readers = await sqliteReaders({ root: ROOT, database: DATABASE, privateUploads: PRIVATE_UPLOADS });
  let lateBefore = 0;
  let late = 0;
  const report = await runLeadFaults({
    storedSubmissionId,
    root: ROOT,
    distDir: process.env.NEXT_DIST_DIR ?? '.next-e2e',
    cmsOrigin: `http://127.0.0.1:${faultsPort}`,
    leadsToken: LEADS_TOKEN,
    sitePorts: [sitePort + 21, sitePort + 22],
    redisPort: sitePort + 20,
    stateDir: path.join(ROOT, 'test-results', 'lead-faults'),
    leads: 40,
    withCv: 8,
    corrections: 6,
    redisRestartEveryMs: 5000,
    ...readers,
    async setLateRate(lateRate: number) {
      const answer = await fetch(`${CMS_URL}/__e2e/state`, {
        method: 'POST',
        body: JSON.stringify({ leadFaults: { lateRate } }),
      });
      const count = ((await answer.json()) as { leadFaults: { late: number } }).leadFaults.late;
      if (lateRate > 0) lateBefore = count;
      else late = count - lateBefore;
    },
  });
  console.log(`Lead fault run: ${JSON.stringify({ ...report, late })}`);
  // The faults did happen.
  expect(report.deaths).toBeGreaterThan(0);
  expect(report.redisRestarts).toBeGreaterThan(0);
  expect(late).toBeGreaterThan(0);
  // And nothing was lost or doubled.
  expect(report).toMatchObject({
    stored: 40,
    withCv: 8,
    corrections: 6,
    missing: 0,
    duplicates: 0,
    cvMissing: 0,
    cvDuplicates: 0,
    cvFiles: 8,
    orphanFiles: 0,
    correctionsLost: 0,
    outboxLeft: 0,
    deadLetters: 0,
  });
});
