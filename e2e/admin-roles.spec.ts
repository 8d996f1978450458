/**
 * Each admin role inside its bounds, against the real bundled CMS, through its admin API and its REST API as
 * the admin panel, the site and a prober call them: every request here is one an Admissions account, an
 * Editor account or a token holder could send. The takeover path first: an admin user's reset token is not
 * reachable through the export's filters. Then: counsellors work leads but do not reassign them; what the
 * visitor sent is read-only for every role; a role limited to some fields or to the leads it created gets
 * from the export, the history, a CV, the dashboard and the erasure only what the content manager shows it;
 * CVs are out of the media library's reach while marketers keep it for images; the preview token reads posts
 * and nothing else; and the smaller points (a relation's 403, no X-Powered-By).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, auth, CMS_URL, createPost, deletePost } from './cms';
import { adminRole, roleAccount, type AdminAccount } from './cms-admin';
import { expect, test } from './fixtures';
import { smtpSink } from '../scripts/smtp-sink.mjs';

const LEADS = `${CMS_URL}/content-manager/collection-types/api::lead.lead`;
const REQUESTS = `${CMS_URL}/content-manager/collection-types/api::data-request.data-request`;
const LEADS_TOKEN = process.env.LEADS_API_TOKEN ?? 'e2e-cms-leads-token';
const PREVIEW_TOKEN = process.env.BLOG_PREVIEW_TOKEN ?? 'e2e-cms-preview-token';
const DATA_REQUESTS_TOKEN = process.env.DATA_REQUESTS_API_TOKEN ?? 'e2e-cms-data-requests-token';
const PRIVATE_UPLOADS = path.resolve(process.env.E2E_CMS_PRIVATE_UPLOADS ?? 'cms/.tmp/e2e-private-uploads');
const READ = 'plugin::content-manager.explorer.read';
const HOUR = 3600_000;

const PDF = Buffer.from('%PDF-1.4\n% a resume\n%%EOF\n');
/** A real one-pixel PNG (the media library reads an image's size). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function superAdmin(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

interface Lead {
  documentId: string;
  id: number;
}

/** A lead stored the way the site stores one (its token, one request; with a CV as multipart). */
async function storeLead(request: APIRequestContext, fields: Record<string, unknown>, cv?: Buffer) {
  const data = {
    submissionId: crypto.randomUUID(),
    form: 'Enquiry',
    page: '/contactus',
    submittedAt: new Date(Date.now() - HOUR).toISOString(),
    ...fields,
  };
  const headers = { Authorization: `Bearer ${LEADS_TOKEN}` };
  const answer = cv
    ? await request.post(`${CMS_URL}/api/leads`, {
        headers,
        multipart: {
          data: JSON.stringify(data),
          'files.cv': { name: 'resume.pdf', mimeType: 'application/pdf', buffer: cv },
        },
      })
    : await request.post(`${CMS_URL}/api/leads`, { headers, data: { data } });
  expect(answer.status(), await answer.text()).toBe(201);
  return { ...((await answer.json()) as { data: Lead }).data, submissionId: data.submissionId };
}

/** A lead as the Super Admin's edit view reads it. */
async function leadAsAdmin(request: APIRequestContext, documentId: string) {
  const answer = await request.get(`${LEADS}/${documentId}`, { headers: await superAdmin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> & { cv?: CvFile | null } }).data;
}

interface CvFile {
  id: number;
  url: string;
  name: string;
  hash: string;
  ext: string;
}

/** The lead's counsellor (its id), as the admin's relation field reads it. */
async function counsellorOf(request: APIRequestContext, documentId: string) {
  const answer = await request.get(
    `${CMS_URL}/content-manager/relations/api::lead.lead/${documentId}/counsellor`,
    {
      headers: await superAdmin(request),
    },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { results: { id: number }[] }).results[0]?.id;
}

async function superAdminId(request: APIRequestContext) {
  const answer = await request.get(`${CMS_URL}/admin/users/me`, { headers: await superAdmin(request) });
  return ((await answer.json()) as { data: { id: number; email: string } }).data;
}

function exportCsv(request: APIRequestContext, account: AdminAccount, params: Record<string, string>) {
  return request.get(`${CMS_URL}/admissions/export.csv`, { headers: account.headers, params });
}

/** An export's heading row and its other rows, as lines. */
async function csvOf(answer: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(answer.status(), await answer.text()).toBe(200);
  const [header = '', ...rows] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  return { headings: header.split(','), rows };
}

test.describe.configure({ timeout: 90_000 });

test('an Admissions account reaches no admin user’s reset or invitation token through the export’s filters (the takeover path)', async ({
  request,
}) => {
  const counsellor = await roleAccount(request, 'admissions', `takeover-${unique()}@e2e.example`, 'Probe');
  const admin = await superAdminId(request);
  const lead = await storeLead(request, { name: `Takeover ${unique()}`, phone: phone() });
  // 1. The lead points at admin 1 (set here by the Super Admin: a counsellor may no longer reassign).
  const pointed = await request.put(`${LEADS}/${lead.documentId}`, {
    headers: await superAdmin(request),
    data: { counsellor: { connect: [{ id: admin.id }] } },
  });
  expect(pointed.ok(), await pointed.text()).toBe(true);
  // 2. Anyone may ask for admin 1's password to be reset: the reset token is now in admin 1's row. The
  // e-mail with its link goes to a mail server of the test's own (the CMS logs a failed send as an error).
  const sink = smtpSink(Number(process.env.E2E_SMTP_PORT ?? 4336));
  await sink.start();
  try {
    const reset = await request.post(`${CMS_URL}/admin/forgot-password`, { data: { email: admin.email } });
    expect(reset.status()).toBeLessThan(300);
    await expect.poll(() => sink.mails.some((mail) => mail.to.includes(admin.email))).toBe(true);
  } finally {
    await sink.stop();
  }
  // And a pending invitation carries a registration token.
  await request.post(`${CMS_URL}/admin/users`, {
    headers: await superAdmin(request),
    data: { firstname: 'Pending', lastname: 'Invite', email: `pending-${unique()}@e2e.example`, roles: [] },
  });

  // 3. The probe: the token read a character at a time through the lead's counsellor, in the export's filters.
  const only = { 'filters[$and][0][documentId][$eq]': lead.documentId };
  const probes: Record<string, string>[] = [
    { 'filters[$and][1][counsellor][resetPasswordToken][$notNull]': 'true' },
    { 'filters[$and][1][counsellor][resetPasswordToken][$startsWith]': 'a' },
    { 'filters[$and][1][counsellor][resetPasswordToken][$lt]': 'm' },
    { 'filters[$and][1][counsellor][registrationToken][$notNull]': 'true' },
    { 'filters[$and][1][counsellor][password][$startsWith]': '$2' },
    { 'filters[$and][1][counsellor][roles][code][$eq]': 'strapi-super-admin' },
    { 'filters[$and][1][cv][folderPath][$startsWith]': '/' },
    { 'filters[$and][1][nosuchfield][$eq]': 'x' },
  ];
  for (const probe of probes) {
    const answer = await exportCsv(request, counsellor, { ...only, ...probe });
    expect(answer.status(), `${JSON.stringify(probe)}: ${await answer.text()}`).toBe(400);
  }
  // The list's own filters still work, the counsellor's shown fields included.
  const { rows } = await csvOf(
    await exportCsv(request, counsellor, {
      ...only,
      'filters[$and][1][counsellor][email][$eq]': admin.email,
    }),
  );
  expect(rows).toHaveLength(1);
});

test('counsellors change status, follow-up and history; reassigning is the head’s; the Admissions role is exactly that', async ({
  request,
}) => {
  const counsellor = await roleAccount(request, 'admissions', `worker-${unique()}@e2e.example`, 'Asha');
  const colleague = await roleAccount(request, 'admissions', `colleague-${unique()}@e2e.example`, 'Ravi');
  const lead = await storeLead(request, { name: `Reassign ${unique()}`, phone: phone() });
  const admin = await superAdmin(request);
  await request.put(`${LEADS}/${lead.documentId}`, {
    headers: admin,
    data: { counsellor: { connect: [{ id: counsellor.id }] } },
  });

  const followUp = new Date(Date.now() + 24 * HOUR).toISOString();
  const worked = await request.put(`${LEADS}/${lead.documentId}`, {
    headers: counsellor.headers,
    data: {
      leadStatus: 'Contacted',
      nextFollowUp: followUp,
      counsellor: { connect: [{ id: colleague.id }], disconnect: [{ id: counsellor.id }] },
    },
  });
  expect(worked.ok(), await worked.text()).toBe(true);
  expect(await counsellorOf(request, lead.documentId)).toBe(counsellor.id);
  expect(await leadAsAdmin(request, lead.documentId)).toMatchObject({
    leadStatus: 'Contacted',
    nextFollowUp: followUp,
  });
  const call = await request.post(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, {
    headers: counsellor.headers,
    data: { kind: 'Call', text: 'Wants the weekend batch' },
  });
  expect(call.status(), await call.text()).toBe(201);

  // The head reassigns.
  const head = await roleAccount(request, 'admissions-head', `head-${unique()}@e2e.example`, 'Meera');
  const reassigned = await request.put(`${LEADS}/${lead.documentId}`, {
    headers: head.headers,
    data: { counsellor: { connect: [{ id: colleague.id }], disconnect: [{ id: counsellor.id }] } },
  });
  expect(reassigned.ok(), await reassigned.text()).toBe(true);
  expect(await counsellorOf(request, lead.documentId)).toBe(colleague.id);

  // The Admissions role as the CMS asserts it at every start: read every lead field, change two.
  const roles = (await (await request.get(`${CMS_URL}/admin/roles`, { headers: admin })).json()) as {
    data: { id: number; code: string }[];
  };
  const admissions = roles.data.find((role) => role.code === 'admissions')!;
  const permissions = (
    (await (
      await request.get(`${CMS_URL}/admin/roles/${admissions.id}/permissions`, { headers: admin })
    ).json()) as {
      data: { action: string; subject: string; properties: { fields?: string[] }; conditions: string[] }[];
    }
  ).data;
  expect(permissions.map(({ action, subject }) => `${action} ${subject}`).sort()).toEqual([
    `${READ} api::lead.lead`,
    'plugin::content-manager.explorer.update api::lead.lead',
  ]);
  const update = permissions.find(({ action }) => action.endsWith('.update'))!;
  expect([...(update.properties.fields ?? [])].sort()).toEqual(['leadStatus', 'nextFollowUp']);
  const read = permissions.find(({ action }) => action === READ)!;
  expect(read.properties.fields).toEqual(
    expect.arrayContaining(['name', 'email', 'phone', 'cv', 'counsellor']),
  );
  expect(permissions.every(({ conditions }) => conditions.length === 0)).toBe(true);
});

test('only accounts that work leads are counsellors: a lead or a rule naming an Editor is refused, for the head and the Super Admin', async ({
  request,
}) => {
  const editor = await roleAccount(
    request,
    'strapi-editor',
    `not-counsellor-${unique()}@e2e.example`,
    'Marketer',
  );
  const counsellor = await roleAccount(request, 'admissions', `counsellor-${unique()}@e2e.example`, 'Asha');
  const head = await roleAccount(request, 'admissions-head', `head-${unique()}@e2e.example`, 'Meera');
  const admin = await superAdmin(request);
  const lead = await storeLead(request, { name: `Counsellor ${unique()}`, phone: phone() });
  const refused = /Counsellor: only an active account in a role that works leads/;
  for (const headers of [head.headers, admin]) {
    const given = await request.put(`${LEADS}/${lead.documentId}`, {
      headers,
      data: { counsellor: { connect: [{ id: editor.id }] } },
    });
    expect(given.status()).toBe(400);
    expect(await given.text()).toMatch(refused);
    expect(await counsellorOf(request, lead.documentId)).not.toBe(editor.id);
  }
  // The rules are the Super Admin's to make.
  const rule = await request.post(
    `${CMS_URL}/content-manager/collection-types/api::assignment-rule.assignment-rule`,
    { headers: admin, data: { name: `Editors ${unique()}`, counsellors: { connect: [{ id: editor.id }] } } },
  );
  expect(rule.status()).toBe(400);
  expect(await rule.text()).toMatch(/Counsellors: only an active account/);
  // An Admissions account is taken.
  const taken = await request.put(`${LEADS}/${lead.documentId}`, {
    headers: head.headers,
    data: { counsellor: { connect: [{ id: counsellor.id }] } },
  });
  expect(taken.ok(), await taken.text()).toBe(true);
  expect(await counsellorOf(request, lead.documentId)).toBe(counsellor.id);
});

test('a data request’s proof is the CMS’s: created Verified, answered or erased, or duplicated, it is refused, even for the Super Admin', async ({
  request,
}) => {
  const admin = await superAdmin(request);
  const contact = `+91 ${phone()}`;
  const asked = { kind: 'Erasure', contactType: 'Phone', contact };
  for (const forged of [
    { requestStatus: 'Verified', verification: 'Call by admissions', verifiedAt: new Date().toISOString() },
    { requestStatus: 'Done', answeredAt: new Date().toISOString() },
    { erasedAt: new Date().toISOString(), erasedLeads: 3 },
    { verification: 'E-mail link' },
  ]) {
    const made = await request.post(REQUESTS, { headers: admin, data: { ...asked, ...forged } });
    expect(made.status(), JSON.stringify(forged)).toBe(400);
    expect(await made.text()).toContain('A new request is Unverified');
  }
  // Logged by an admin as the person asked on the phone: Unverified, for admissions to call.
  const logged = await request.post(REQUESTS, { headers: admin, data: asked });
  expect(logged.ok(), await logged.text()).toBe(true);
  const { documentId } = ((await logged.json()) as { data: { documentId: string } }).data;
  const record = (
    (await (await request.get(`${REQUESTS}/${documentId}`, { headers: admin })).json()) as {
      data: Record<string, unknown>;
    }
  ).data;
  expect(record).toMatchObject({
    requestStatus: 'Unverified',
    verification: 'Call by admissions',
    verifiedAt: null,
  });
  const copy = await request.post(`${REQUESTS}/clone/${documentId}`, { headers: admin, data: {} });
  expect(copy.status()).toBe(400);
});

test('what the visitor sent is read-only for every role, the Super Admin included, in the admin API and over REST', async ({
  request,
}) => {
  const email = `sent-${unique()}@e2e.example`;
  const lead = await storeLead(
    request,
    { name: 'Sent As Typed', email, phone: phone(), message: 'Call me' },
    PDF,
  );
  const admin = await superAdmin(request);
  const before = await leadAsAdmin(request, lead.documentId);

  for (const change of [
    { email: 'someone.else@e2e.example' },
    { phone: '+91 90000 00000' },
    { name: 'Renamed' },
    { message: 'Rewritten' },
    { submittedAt: '2099-01-01T00:00:00.000Z' },
    { submissionId: crypto.randomUUID() },
    { firstSource: 'forged' },
    { channel: 'Listing site' },
    { cv: null },
  ]) {
    const answer = await request.put(`${LEADS}/${lead.documentId}`, { headers: admin, data: change });
    expect(answer.status(), `${JSON.stringify(change)}: ${await answer.text()}`).toBe(400);
  }
  const overRest = await request.put(`${CMS_URL}/api/leads/${lead.documentId}`, {
    headers: auth,
    data: { data: { submittedAt: '2099-01-01T00:00:00.000Z', email: 'rest@e2e.example' } },
  });
  expect(overRest.status(), await overRest.text()).toBe(400);
  // A counsellor's role does not even reach the rule: the content manager drops what it may not change.
  const counsellor = await roleAccount(request, 'admissions', `readonly-${unique()}@e2e.example`);
  await request.put(`${LEADS}/${lead.documentId}`, {
    headers: counsellor.headers,
    data: { email: 'counsellor@e2e.example', leadStatus: 'Contacted' },
  });
  // Nor is a lead made in the admin with a submission time that would outlive the retention.
  const future = await request.post(LEADS, {
    headers: admin,
    data: { form: 'Enquiry', submissionId: crypto.randomUUID(), submittedAt: '2099-01-01T00:00:00.000Z' },
  });
  expect(future.status(), await future.text()).toBe(400);

  // The edit view's Save sends every field back as it was: the team's own change goes through.
  const asLoaded = Object.fromEntries(
    Object.entries(before).filter(
      ([field, value]) =>
        ![
          'id',
          'documentId',
          'createdAt',
          'updatedAt',
          'publishedAt',
          'locale',
          'createdBy',
          'updatedBy',
        ].includes(field) &&
        (value === null || typeof value !== 'object' || field === 'cv'),
    ),
  );
  const saved = await request.put(`${LEADS}/${lead.documentId}`, {
    headers: admin,
    data: { ...asLoaded, leadStatus: 'Enrolled' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The site delivering a newer version of the same submission (a corrected form, sent from the browser that
  // holds its id) still applies it.
  const corrected = `corrected-${unique()}@e2e.example`;
  const again = await request.post(`${CMS_URL}/api/leads`, {
    headers: { Authorization: `Bearer ${LEADS_TOKEN}` },
    data: {
      data: {
        submissionId: lead.submissionId,
        form: 'Enquiry',
        page: '/contactus',
        name: 'Sent As Typed',
        email: corrected,
        // Within the hour after the first version (stored an hour ago): a correction, applied.
        submittedAt: new Date(Date.now() - HOUR / 2).toISOString(),
      },
    },
  });
  expect(again.status(), await again.text()).toBe(200);

  const after = await leadAsAdmin(request, lead.documentId);
  expect(after).toMatchObject({
    name: 'Sent As Typed',
    email: corrected,
    phone: before.phone,
    message: 'Call me',
    leadStatus: 'Enrolled',
    submissionId: lead.submissionId,
    firstSource: before.firstSource,
  });
  expect(after.cv?.id).toBe(before.cv?.id);
  expect(Date.parse(String(after.submittedAt))).toBeLessThan(Date.now() + 60_000);
});

test('a role limited to some fields, or to the leads it created, gets from the export, history, CVs and dashboard what the content manager shows it', async ({
  request,
}) => {
  const course = `Probe course ${unique()}`;
  const email = `limited-${unique()}@e2e.example`;
  const lead = await storeLead(
    request,
    { name: 'Limited View', email, phone: phone(), course, firstSource: 'google' },
    PDF,
  );
  const admin = await superAdmin(request);
  await request.put(`${LEADS}/${lead.documentId}`, { headers: admin, data: { notes: 'Old private notes' } });
  const cv = (await leadAsAdmin(request, lead.documentId)).cv!;
  const fields = ['course', 'leadStatus', 'submittedAt'];
  const onlyMine = await roleAccount(
    request,
    await adminRole(request, `Own leads ${unique()}`, [
      { action: READ, subject: 'api::lead.lead', properties: { fields }, conditions: ['admin::is-creator'] },
      { action: 'plugin::content-manager.explorer.create', subject: 'api::lead.lead', properties: {} },
    ]),
    `own-${unique()}@e2e.example`,
  );
  const someFields = await roleAccount(
    request,
    await adminRole(request, `Some fields ${unique()}`, [
      { action: READ, subject: 'api::lead.lead', properties: { fields } },
    ]),
    `fields-${unique()}@e2e.example`,
  );
  const only = { 'filters[$and][0][documentId][$eq]': lead.documentId };

  // What the content manager shows each: none of the site's leads; the lead, with three fields.
  const listOf = async (account: AdminAccount) => {
    const answer = await request.get(LEADS, { headers: account.headers, params: only });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { results: Record<string, unknown>[] }).results;
  };
  expect(await listOf(onlyMine)).toEqual([]);
  const [seen] = await listOf(someFields);
  expect(seen).toMatchObject({ course, leadStatus: 'New' });
  expect(seen).not.toHaveProperty('email');

  // The export: the same leads, the same columns.
  const limitedColumns = ['Id', 'Submitted (India time)', 'Status', 'Course', 'History', 'In the admin'];
  const mine = await csvOf(await exportCsv(request, onlyMine, only));
  expect({ headings: mine.headings, rows: mine.rows }).toEqual({ headings: limitedColumns, rows: [] });
  const some = await csvOf(await exportCsv(request, someFields, only));
  expect(some.headings).toEqual(limitedColumns);
  expect(some.rows).toHaveLength(1);
  expect(some.rows.join('\n')).not.toContain(email);
  expect(some.rows.join('\n')).not.toContain('Limited View');
  // A filter on a field the role may not read is refused, not answered.
  expect((await exportCsv(request, someFields, { 'filters[email][$startsWith]': 'limited-' })).status()).toBe(
    400,
  );

  // The history: the lead's page shows it to a role that reads the lead; the old notes only with their field.
  const historyOf = (account: AdminAccount) =>
    request.get(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, { headers: account.headers });
  expect((await historyOf(onlyMine)).status()).toBe(403);
  const history = await historyOf(someFields);
  expect(history.status()).toBe(200);
  expect(((await history.json()) as { earlierNotes: string | null }).earlierNotes).toBe(null);

  // The CV: only with its lead and the lead's CV field.
  expect((await request.get(`${CMS_URL}${cv.url}`, { headers: onlyMine.headers })).status()).toBe(403);
  expect((await request.get(`${CMS_URL}${cv.url}`, { headers: someFields.headers })).status()).toBe(403);
  const counsellor = await roleAccount(request, 'admissions', `cv-${unique()}@e2e.example`);
  expect((await request.get(`${CMS_URL}${cv.url}`, { headers: counsellor.headers })).status()).toBe(200);

  // The dashboard: figures over the leads the role reads, and only those its fields allow.
  const made = await request.post(LEADS, {
    headers: onlyMine.headers,
    data: {
      form: 'Enquiry',
      submissionId: crypto.randomUUID(),
      submittedAt: new Date().toISOString(),
      course,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const figures = async (account: AdminAccount) => {
    const answer = await request.get(`${CMS_URL}/admissions/dashboard`, { headers: account.headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as Record<string, unknown> & {
      leads: { thisWeek: number; lastWeek: number } | null;
      byCourse: { key: string; thisWeek: number; lastWeek: number }[] | null;
    };
  };
  const dashboard = await figures(onlyMine);
  expect(dashboard.leads!.thisWeek + dashboard.leads!.lastWeek).toBe(1);
  expect(dashboard.byCourse).toEqual([
    { key: course, thisWeek: expect.any(Number), lastWeek: expect.any(Number) },
  ]);
  expect(dashboard).toMatchObject({
    byChannel: null,
    byCampaign: null,
    byForm: null,
    firstContact: null,
    enrolled: null,
  });
  const wider = await figures(someFields);
  // Its course among the card's rows, or summed into the last ("Others (n)") when other tests' courses outnumber it.
  expect(wider.byCourse!.some((row) => row.key === course || row.key.startsWith('Others ('))).toBe(true);
  expect(wider.byChannel).toBe(null);
});

test('an erasure goes ahead only when the role may delete every lead of the person; otherwise nothing is deleted', async ({
  request,
}) => {
  const number = phone();
  const lead = await storeLead(request, { name: `Erase ${unique()}`, phone: number });
  const made = await request.post(`${CMS_URL}/api/data-requests`, {
    headers: { Authorization: `Bearer ${DATA_REQUESTS_TOKEN}` },
    data: { data: { kind: 'erasure', contact: number } },
  });
  expect(made.status(), await made.text()).toBeLessThan(300);
  const admin = await superAdmin(request);
  const [stored] = (
    (await (
      await request.get(REQUESTS, { headers: admin, params: { 'filters[contact][$eq]': number } })
    ).json()) as { results: Record<string, unknown>[] }
  ).results;
  const { kind, verification, receivedAt, deadline } = stored!;
  const verified = await request.put(`${REQUESTS}/${stored!.documentId}`, {
    headers: admin,
    data: { kind, verification, receivedAt, deadline, requestStatus: 'Verified' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const eraser = await roleAccount(
    request,
    await adminRole(request, `Own erasures ${unique()}`, [
      { action: READ, subject: 'api::data-request.data-request' },
      { action: 'plugin::content-manager.explorer.update', subject: 'api::data-request.data-request' },
      { action: READ, subject: 'api::lead.lead', conditions: ['admin::is-creator'] },
      {
        action: 'plugin::content-manager.explorer.delete',
        subject: 'api::lead.lead',
        conditions: ['admin::is-creator'],
      },
    ]),
    `eraser-${unique()}@e2e.example`,
  );
  const erase = (headers: Record<string, string>) =>
    request.post(`${CMS_URL}/data-rights/requests/${stored!.documentId}/erasure`, { headers, data: {} });
  const refused = await erase(eraser.headers);
  expect(refused.status(), await refused.text()).toBe(403);
  expect((await request.get(`${LEADS}/${lead.documentId}`, { headers: admin })).status()).toBe(200);
  // The Super Admin may.
  const erased = await erase(admin);
  expect(erased.status(), await erased.text()).toBe(200);
  expect((await request.get(`${LEADS}/${lead.documentId}`, { headers: admin })).status()).toBe(404);
});

test('CVs are out of the media library’s reach: an Editor lists, reads, renames, moves, replaces and deletes none, nor does the Super Admin change one', async ({
  request,
}) => {
  const lead = await storeLead(request, { name: `CV owner ${unique()}`, phone: phone() }, PDF);
  const cv = (await leadAsAdmin(request, lead.documentId)).cv!;
  // Sealed under a random name, the last part of its address (the applicant's file name stays in the row).
  const onDisk = path.join(PRIVATE_UPLOADS, cv.url.split('/').pop()!);
  expect(existsSync(onDisk)).toBe(true);
  const editor = await roleAccount(request, 'strapi-editor', `marketer-${unique()}@e2e.example`, 'Marketer');
  const admin = await superAdmin(request);
  const folders = (await (await request.get(`${CMS_URL}/upload/folders`, { headers: admin })).json()) as {
    data: { id: number; name: string }[];
  };
  const apiUploads = folders.data.find((folder) => folder.name === 'API Uploads');
  expect(apiUploads).toBeDefined();

  const listed = (await (
    await request.get(`${CMS_URL}/upload/files`, {
      headers: editor.headers,
      params: { pageSize: '100', sort: 'id:desc' },
    })
  ).json()) as { results: { id: number }[] };
  expect(listed.results.map((file) => file.id)).not.toContain(cv.id);
  expect((await request.get(`${CMS_URL}/upload/files/${cv.id}`, { headers: editor.headers })).status()).toBe(
    404,
  );

  const pdf = { name: 'other.pdf', mimeType: 'application/pdf', buffer: PDF };
  for (const [what, send] of [
    [
      'bulk delete',
      (headers: Record<string, string>) =>
        request.post(`${CMS_URL}/upload/actions/bulk-delete`, { headers, data: { fileIds: [cv.id] } }),
    ],
    [
      'folder delete',
      (headers: Record<string, string>) =>
        request.post(`${CMS_URL}/upload/actions/bulk-delete`, {
          headers,
          data: { folderIds: [apiUploads!.id] },
        }),
    ],
    [
      'delete',
      (headers: Record<string, string>) => request.delete(`${CMS_URL}/upload/files/${cv.id}`, { headers }),
    ],
    [
      'rename',
      (headers: Record<string, string>) =>
        request.post(`${CMS_URL}/upload?id=${cv.id}`, {
          headers,
          multipart: { fileInfo: JSON.stringify({ name: 'renamed.pdf' }) },
        }),
    ],
    [
      'move',
      (headers: Record<string, string>) =>
        request.post(`${CMS_URL}/upload/actions/bulk-move`, {
          headers,
          data: { fileIds: [cv.id], destinationFolderId: null },
        }),
    ],
    [
      'bulk update',
      (headers: Record<string, string>) =>
        request.post(`${CMS_URL}/upload/actions/bulk-update`, {
          headers,
          data: { updates: [{ id: cv.id, fileInfo: { name: 'x.pdf' } }] },
        }),
    ],
    [
      'replace',
      (headers: Record<string, string>) =>
        request.post(`${CMS_URL}/upload?id=${cv.id}`, {
          headers,
          multipart: { files: pdf, fileInfo: JSON.stringify({ name: 'x.pdf' }) },
        }),
    ],
  ] as const) {
    for (const [who, headers] of [
      ['Editor', editor.headers],
      ['Super Admin', admin],
    ] as const) {
      const answer = await send(headers);
      expect(`${who} ${what}: ${answer.status()}`, await answer.text()).toBe(`${who} ${what}: 403`);
    }
  }
  const still = await leadAsAdmin(request, lead.documentId);
  expect(still.cv).toMatchObject({ id: cv.id, name: cv.name, url: cv.url });
  expect(existsSync(onDisk)).toBe(true);
  expect((await request.get(`${CMS_URL}/uploads/${cv.hash}${cv.ext}`)).status()).toBe(404);
});

test('an Editor keeps the media library for images; a file that is no image never reaches public/uploads, even by Replace', async ({
  request,
}) => {
  const editor = await roleAccount(request, 'strapi-editor', `images-${unique()}@e2e.example`, 'Marketer');
  const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
  const uploaded = await request.post(`${CMS_URL}/upload`, {
    headers: editor.headers,
    multipart: { files: image(`hero-${unique()}.png`) },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const [file] = (await uploaded.json()) as { id: number; url: string; hash: string; ext: string }[];
  expect(file!.url).toMatch(/^\/uploads\//);
  expect((await request.get(`${CMS_URL}${file!.url}`)).status()).toBe(200);
  const replaced = await request.post(`${CMS_URL}/upload?id=${file!.id}`, {
    headers: editor.headers,
    multipart: { files: image('hero-2.png') },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);
  expect(((await replaced.json()) as { url: string }).url).toBe(file!.url);
  const renamed = await request.post(`${CMS_URL}/upload?id=${file!.id}`, {
    headers: editor.headers,
    multipart: { fileInfo: JSON.stringify({ name: 'hero-renamed.png', alternativeText: 'A hero' }) },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  expect(
    (await request.get(`${CMS_URL}/upload/files/${file!.id}`, { headers: editor.headers })).status(),
  ).toBe(200);

  // Replaced by a PDF, the file leaves public/uploads and becomes private.
  const asPdf = await request.post(`${CMS_URL}/upload?id=${file!.id}`, {
    headers: editor.headers,
    multipart: { files: { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(asPdf.status(), await asPdf.text()).toBe(200);
  const afterPdf = (await asPdf.json()) as { url: string };
  expect(afterPdf.url).toMatch(/^\/admissions\/cvs\//);
  expect((await request.get(`${CMS_URL}${file!.url}`)).status()).toBe(404);
  expect((await request.get(`${CMS_URL}/uploads/${file!.hash}.pdf`)).status()).toBe(404);
  expect(existsSync(path.join(PRIVATE_UPLOADS, afterPdf.url.split('/').pop()!))).toBe(true);

  // A second image, deleted by the Editor.
  const second = await request.post(`${CMS_URL}/upload`, {
    headers: editor.headers,
    multipart: { files: image(`gone-${unique()}.png`) },
  });
  const [gone] = (await second.json()) as { id: number; url: string }[];
  expect(
    (await request.delete(`${CMS_URL}/upload/files/${gone!.id}`, { headers: editor.headers })).status(),
  ).toBe(200);
  expect((await request.get(`${CMS_URL}${gone!.url}`)).status()).toBe(404);
  // A file that is no image, uploaded in the media library, is private from the start.
  const notes = await request.post(`${CMS_URL}/upload`, {
    headers: editor.headers,
    multipart: { files: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(notes.status(), await notes.text()).toBe(201);
  expect(((await notes.json()) as { url: string }[])[0]!.url).toMatch(/^\/admissions\/cvs\//);
});

test('the preview token reads a draft post and nothing else', async ({ request }) => {
  const post = await createPost(
    request,
    { title: `Preview scope ${unique()}`, category: 'News', description: 'Draft.' },
    { draft: true },
  );
  try {
    const preview = { Authorization: `Bearer ${PREVIEW_TOKEN}` };
    const draft = await request.get(`${CMS_URL}/api/blogs`, {
      headers: preview,
      params: { status: 'draft', 'filters[postNumber][$eq]': String(post.id) },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    expect(((await draft.json()) as { data: { documentId: string }[] }).data[0]?.documentId).toBe(
      post.documentId,
    );
    for (const path of [
      '/api/leads',
      '/api/upload/files',
      '/api/publishers',
      '/api/data-requests',
      '/api/lead-activities',
    ]) {
      const answer = await request.get(`${CMS_URL}${path}`, { headers: preview });
      expect([401, 403, 404], `${path}: ${answer.status()}`).toContain(answer.status());
    }
    expect((await request.get(`${CMS_URL}/api/leads`, { headers: preview })).status()).toBe(403);
    expect((await request.get(`${CMS_URL}/api/upload/files`, { headers: preview })).status()).toBe(403);
  } finally {
    await deletePost(request, post);
  }
});

test('an Editor asking for a lead’s counsellor gets 403, not 500; the CMS does not say what it runs; it cleans text by the site’s rule', async ({
  request,
}) => {
  const editor = await roleAccount(request, 'strapi-editor', `relations-${unique()}@e2e.example`, 'Marketer');
  const lead = await storeLead(request, { name: `Relation ${unique()}`, phone: phone() });
  for (const url of [
    `${CMS_URL}/content-manager/relations/api::lead.lead/counsellor`,
    `${CMS_URL}/content-manager/relations/api::lead.lead/${lead.documentId}/counsellor`,
  ]) {
    expect((await request.get(url, { headers: editor.headers })).status(), url).toBe(403);
  }
  for (const url of [`${CMS_URL}/api/blogs`, `${CMS_URL}/admin/init`, `${CMS_URL}/_health`]) {
    expect((await request.get(url)).headers()['x-powered-by'], url).toBeUndefined();
  }

  // A data request's details, taken by the CMS itself: invisible characters go by their Unicode property
  // (a Mongolian variation selector, a shorthand format control, the Braille blank, a musical beam control).
  const number = phone();
  const made = await request.post(`${CMS_URL}/api/data-requests`, {
    headers: { Authorization: `Bearer ${DATA_REQUESTS_TOKEN}` },
    data: { data: { kind: 'access', contact: number, details: 'Asha\u180b\u{1bca1}\u2800\u{1d173} Rao' } },
  });
  expect(made.status(), await made.text()).toBeLessThan(300);
  const [stored] = (
    (await (
      await request.get(REQUESTS, {
        headers: await superAdmin(request),
        params: { 'filters[contact][$eq]': number },
      })
    ).json()) as { results: { details: string }[] }
  ).results;
  expect(stored?.details).toBe('Asha Rao');
});

test('no role makes the CMS fetch an address (upload from URLs), and only those who manage users get the key statistics', async ({
  request,
}) => {
  const editor = await roleAccount(request, 'strapi-editor', `fetcher-${unique()}@e2e.example`, 'Marketer');
  const counsellor = await roleAccount(request, 'admissions', `stats-${unique()}@e2e.example`, 'Asha');
  const superAdmin = { Authorization: `Bearer ${await adminToken(request)}` };
  // The probe's address: the CMS's own port through 0.0.0.0, which Strapi's block list missed.
  const cmsPort = process.env.E2E_STRAPI_PORT ?? '4338';
  for (const headers of [editor.headers, superAdmin]) {
    const fetched = await request.post(`${CMS_URL}/upload/actions/upload-from-urls`, {
      headers,
      data: { urls: [`http://0.0.0.0:${cmsPort}/_health`] },
    });
    expect(fetched.status(), await fetched.text()).toBe(403);
  }
  for (const account of [editor, counsellor]) {
    const statistics = await request.get(`${CMS_URL}/admin/homepage/key-statistics`, {
      headers: account.headers,
    });
    expect(statistics.status()).toBe(403);
  }
  expect(
    (await request.get(`${CMS_URL}/admin/homepage/key-statistics`, { headers: superAdmin })).status(),
  ).toBe(200);
});

test('a CV is in no media field but its lead’s: a blog post’s picture refuses its id, for an Editor and the Super Admin', async ({
  request,
}) => {
  const lead = await storeLead(request, { name: `CV in a post ${unique()}`, phone: phone() }, PDF);
  const cv = (await leadAsAdmin(request, lead.documentId)).cv!;
  const editor = await roleAccount(request, 'strapi-editor', `picker-${unique()}@e2e.example`, 'Marketer');
  const posts = `${CMS_URL}/content-manager/collection-types/api::blog.blog`;
  for (const headers of [editor.headers, await superAdmin(request)]) {
    for (const image of [cv.id, { id: cv.id }, [cv.id]]) {
      const created = await request.post(posts, {
        headers,
        data: { title: `CV probe ${unique()}`, pictures: [{ image, alt: 'x' }] },
      });
      expect(created.status(), await created.text()).toBe(400);
      expect(((await created.json()) as { error: { message: string } }).error.message).toBe(
        'A resume or other private file cannot be used here: pick an image.',
      );
    }
  }
  // An image still goes in.
  const post = await request.post(posts, {
    headers: editor.headers,
    data: { title: `Imageless ${unique()}` },
  });
  expect(post.status()).toBe(201);
});
