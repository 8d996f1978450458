/**
 * The access record and CVs at rest, against the built site and the real bundled CMS: a counsellor's looks at
 * a lead (a list page, its page, an export, its CV) are each one entry with the lead's id and nothing
 * personal; nobody, a Super Admin included, changes or deletes an entry; `npm run access-log` prints the
 * record by account, lead and time, and after a stolen password lists the people with their contact details
 * and writes that it did; the CV on disk is no PDF while the admin's download is the file as it was sent.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { asAdmin, CMS_URL, waitForLead } from './cms';
import { expect, test } from './fixtures';

const ROOT = path.join(__dirname, '..');
const DATABASE = path.join(ROOT, 'cms', '.tmp', 'e2e.db');
const PRIVATE_UPLOADS = path.resolve(
  ROOT,
  process.env.E2E_CMS_PRIVATE_UPLOADS ?? 'cms/.tmp/e2e-private-uploads',
);
const LEADS = `${CMS_URL}/content-manager/collection-types/api::lead.lead`;
const ENTRIES = `${CMS_URL}/content-manager/collection-types/api::access-entry.access-entry`;

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const person = {
  firstname: `Recorded${unique}`,
  lastname: 'Applicant',
  email: `recorded-${unique}@e2e.example`,
  // A number no other test uses: 97 then eight digits of this run.
  phone: `97${String(Date.now()).slice(-8)}`,
};
/** A CV with words of its own inside, to look for on disk. */
const cvMarker = `CV-MARKER-${unique}`;
const cvName = `${person.firstname}-cv.pdf`;
const cvBytes = Buffer.from(`%PDF-1.4\n% ${cvMarker} ${person.firstname} ${person.email}\n%%EOF\n`);

interface Row {
  id: number;
  document_id: string;
  at: number;
  account: number | null;
  actor: string | null;
  action: string;
  leads: string | null;
  lead_count: number | null;
  count: number | null;
  command: string | null;
  data_request: string | null;
}

function database() {
  const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { all(...args: unknown[]): unknown[] }; close(): void };
  return new Database(DATABASE, { readonly: true });
}

function rows(sql: string, ...params: unknown[]): Row[] {
  const db = database();
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** A counsellor: an admin account with the Admissions role, invited and registered as the README says. */
async function counsellor(request: APIRequestContext, tag: string) {
  const headers = await asAdmin(request);
  const roles = (await (await request.get(`${CMS_URL}/admin/roles`, { headers })).json()) as {
    data: { id: number; code: string }[];
  };
  const admissions = roles.data.find((role) => role.code === 'admissions');
  const email = `counsellor-${tag}-${unique}@e2e.example`;
  const invited = await request.post(`${CMS_URL}/admin/users`, {
    headers,
    data: { firstname: 'Record', lastname: 'Counsellor', email, roles: [admissions!.id] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { id, registrationToken } = (
    (await invited.json()) as { data: { id: number; registrationToken: string } }
  ).data;
  const registered = await request.post(`${CMS_URL}/admin/register`, {
    data: {
      registrationToken,
      userInfo: { firstname: 'Record', lastname: 'Counsellor', password: 'E2e-counsellor-password-1' },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  return { id, email, headers: { Authorization: `Bearer ${token}` } };
}

const accessLog = (...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(ROOT, 'deploy', 'access-log', 'cli.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_CLIENT: 'sqlite', CMS_DATABASE_FILENAME: '.tmp/e2e.db' },
  });

test('a counsellor’s looks at a lead are recorded by id, nothing personal; the CV is sealed on disk; npm run access-log prints them and, after a stolen password, the person', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const since = new Date().toISOString().slice(0, 10);

  // A job application with a CV, as the site's form sends it.
  const applied = await request.post('/api/leads', {
    headers: { 'x-forwarded-for': '10.78.0.1' },
    multipart: {
      _form: 'application',
      _submission: crypto.randomUUID(),
      _page: '/applynow',
      _elapsed: '9000',
      website: '',
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
      gender: 'others',
      areacode: '+91',
      phone: person.phone,
      position: 'PYTHON DEVELOPER',
      startDate: '2027-01-04',
      address1: '12 FC Road',
      _notice: 'application-2026-11-27',
      resume: { name: cvName, mimeType: 'application/pdf', buffer: cvBytes },
    } as never,
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const lead = await waitForLead(request, person.email);
  const id = lead.documentId;

  const { id: account, email: accountEmail, headers } = await counsellor(request, 'reads');

  // 1. The list, one page of it (the admin's list view asks like this, here narrowed by the e-mail).
  const list = await request.get(LEADS, {
    headers,
    params: { page: 1, pageSize: 10, sort: 'submittedAt:DESC', 'filters[$and][0][email][$eq]': person.email },
  });
  expect(list.ok(), await list.text()).toBe(true);
  expect(
    ((await list.json()) as { results: { documentId: string }[] }).results.map((r) => r.documentId),
  ).toEqual([id]);
  // 2. The lead's page.
  const opened = await request.get(`${LEADS}/${id}`, { headers });
  expect(opened.ok()).toBe(true);
  const cvUrl = ((await opened.json()) as { data: { cv: { url: string } } }).data.cv.url;
  // 3. Export CSV with the list's filters.
  const exported = await request.get(`${CMS_URL}/admissions/export.csv`, {
    headers,
    params: { 'filters[$and][0][email][$eq]': person.email },
  });
  expect(exported.ok()).toBe(true);
  expect(await exported.text()).toContain(person.email);
  // 4. The CV, through the CV panel's address.
  const cvFile = cvUrl.split('/').pop()!;
  const downloaded = await request.get(`${CMS_URL}/admissions/cvs/${cvFile}`, { headers });
  expect(downloaded.status()).toBe(200);
  expect(Buffer.compare(await downloaded.body(), cvBytes)).toBe(0);

  // The record: exactly those four, in order, the lead by id.
  const entries = rows('SELECT * FROM access_entries WHERE account = ? ORDER BY at, id', account);
  expect(entries.map((entry) => [entry.action, entry.leads, entry.lead_count])).toEqual([
    ['leads-listed', id, 1],
    ['lead-opened', id, 1],
    ['leads-exported', id, 1],
    ['cv-downloaded', id, 1],
  ]);
  // Nothing personal anywhere in the record: not the name, e-mail, phone, file name, or the list's filter.
  const record = JSON.stringify(rows('SELECT * FROM access_entries')).toLowerCase();
  for (const personal of [person.firstname, person.email, person.phone.slice(-8), cvName, accountEmail]) {
    expect(record, personal).not.toContain(personal.toLowerCase());
  }

  // The CV at rest: a random name, no PDF, nothing of what it says; the download above was the file itself.
  expect(cvFile).toMatch(/^[0-9a-f]{32}\.sealed$/);
  const onDisk = readFileSync(path.join(PRIVATE_UPLOADS, cvFile));
  expect(onDisk.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
  expect(onDisk.includes(Buffer.from(cvMarker))).toBe(false);
  expect(onDisk.includes(Buffer.from(person.email))).toBe(false);

  // npm run access-log, with each option.
  const byAccount = (await accessLog('--account', accountEmail)).stdout.trim().split('\n');
  expect(byAccount.map((line) => line.split('  ').slice(1, 3).join(' '))).toEqual(
    ['leads-listed', 'lead-opened', 'leads-exported', 'cv-downloaded'].map(
      (action) => `account ${account} (${accountEmail}) ${action}`,
    ),
  );
  for (const line of byAccount) expect(line).toContain(id);
  const byLead = (await accessLog('--lead', id)).stdout.trim().split('\n');
  expect(byLead.filter((line) => line.includes(`account ${account} `))).toEqual(byAccount);
  const bySince = (await accessLog('--since', since, '--account', String(account))).stdout.trim().split('\n');
  expect(bySince).toEqual(byAccount);
  expect((await accessLog('--since', '2999-01-01')).stdout.trim()).toBe('No entries.');
  const wrong = await accessLog('--lead', person.email).catch(
    (error: { code: number; stderr: string }) => error,
  );
  expect(wrong).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--lead takes a lead’s document id.'),
  });

  // After a stolen password: the people the account looked at, with their contact details, recorded first.
  const people = (await accessLog('--account', accountEmail, '--since', since, '--people')).stdout;
  expect(people).toContain(`People whose leads account ${account} (${accountEmail}) looked at`);
  expect(people).toContain(`${person.firstname} ${person.lastname}`);
  expect(people).toContain(person.email);
  expect(people).toContain(person.phone.slice(-5));
  expect(people).toContain(id);
  const listed = rows(
    "SELECT * FROM access_entries WHERE action = 'people-listed' AND command LIKE ?",
    `%--account ${account} %`,
  );
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({
    account: null,
    actor: `${os.userInfo().username}@${os.hostname()}`,
    leads: id,
    lead_count: 1,
    count: 1,
  });
  expect(JSON.stringify(listed).toLowerCase()).not.toContain(person.email);
  expect((await accessLog('--lead', id)).stdout).toContain('people-listed  1 people  1 lead');
});

test('nobody changes or deletes an entry, a Super Admin included; only Super Admins read the record', async ({
  request,
}) => {
  const superAdmin = await asAdmin(request);
  // An entry of this test's own: the Super Admin opens the list of leads.
  expect((await request.get(LEADS, { headers: superAdmin, params: { page: 1, pageSize: 1 } })).ok()).toBe(
    true,
  );
  const [entry] = rows('SELECT * FROM access_entries ORDER BY id DESC LIMIT 1');
  if (!entry) throw new Error('The list page left no entry.');
  const before = rows('SELECT * FROM access_entries WHERE id = ?', entry.id);

  const attempts = [
    request.put(`${ENTRIES}/${entry.document_id}`, {
      headers: superAdmin,
      data: { action: 'lead-opened', leads: null },
    }),
    request.delete(`${ENTRIES}/${entry.document_id}`, { headers: superAdmin }),
    request.post(`${ENTRIES}/actions/bulkDelete`, {
      headers: superAdmin,
      data: { documentIds: [entry.document_id] },
    }),
    request.post(ENTRIES, {
      headers: superAdmin,
      data: { at: new Date().toISOString(), action: 'lead-opened' },
    }),
    request.post(`${ENTRIES}/clone/${entry.document_id}`, { headers: superAdmin, data: {} }),
  ];
  for (const answer of await Promise.all(attempts)) {
    expect(answer.status(), await answer.text()).toBe(403);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain(
      'The access record is append-only',
    );
  }
  // No REST route reaches it, not even with a full-access token.
  const rest = await request.delete(`${CMS_URL}/api/access-entries/${entry.document_id}`, {
    headers: { Authorization: `Bearer ${process.env.CMS_API_TOKEN ?? 'e2e-cms-api-token'}` },
  });
  // Not found, or the method refused before any route: either way nothing is reached (the rows below).
  expect([404, 405]).toContain(rest.status());
  expect(rows('SELECT * FROM access_entries WHERE id = ?', entry.id)).toEqual(before);

  // The Super Admin's page reads it; a counsellor's role does not.
  const page = await request.get(`${CMS_URL}/access-log/entries`, {
    headers: superAdmin,
    params: { lead: entry.leads!.split(' ')[0]! },
  });
  expect(page.status()).toBe(200);
  expect(((await page.json()) as { entries: { id: number }[] }).entries.map((e) => e.id)).toContain(entry.id);
  const { headers } = await counsellor(request, 'record');
  expect((await request.get(`${CMS_URL}/access-log/entries`, { headers })).status()).toBe(403);
});
