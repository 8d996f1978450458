/**
 * Admissions, against the built site and the real bundled CMS, with a real SMTP server on loopback
 * (scripts/smtp-sink.mjs) that the CMS sends through (e2e/cms-hub.mjs points SMTP_HOST/SMTP_PORT at it):
 * the server's alert for each stored lead, repeats, counsellors in turn, a mail server or a CMS that is down
 * for a while, the morning digest and the escalation with the clock moved (the hub's CMS has a Super
 * Admin-only route that runs the reminders at a given time), and who may read leads.
 */
import type { APIRequestContext } from '@playwright/test';
import { smtpSink, type SunkMail } from '../scripts/smtp-sink.mjs';
import { adminToken, CMS_URL, startStrapi, stopStrapi } from './cms';
import { editorToken, indiaDateTime } from './cms-admin';
import { enquiryDialog, expect, fillEnquiry, test } from './fixtures';

// One test at a time, in one worker: they share the SMTP server, and some take it (or the CMS) down.
test.describe.configure({ mode: 'default' });

const sink = smtpSink(Number(process.env.E2E_SMTP_PORT ?? 4336));
const ADMISSIONS_EMAIL = 'admissions@e2e.example';
const LEADS_TOKEN = process.env.LEADS_API_TOKEN ?? 'e2e-cms-leads-token';
const LEADS = `${CMS_URL}/content-manager/collection-types/api::lead.lead`;
const RULES = `${CMS_URL}/content-manager/collection-types/api::assignment-rule.assignment-rule`;

test.beforeAll(async () => {
  await sink.start();
});
test.afterAll(async () => {
  await sink.stop();
});

/** Something no other test uses: names, addresses, courses and phone numbers of this run's own. */
function unique(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}
function uniquePhone() {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

interface Counsellor {
  id: number;
  email: string;
  firstname: string;
  token: string;
}

/** A counsellor: an admin account with the Admissions role, invited and registered as the README says. */
async function counsellor(request: APIRequestContext, firstname: string): Promise<Counsellor> {
  const headers = await adminHeaders(request);
  const roles = (await (await request.get(`${CMS_URL}/admin/roles`, { headers })).json()) as {
    data: { id: number; code: string }[];
  };
  const admissions = roles.data.find((role) => role.code === 'admissions');
  expect(admissions, 'the CMS makes the Admissions role').toBeDefined();
  const email = `${unique(firstname.toLowerCase())}@e2e.example`;
  const invited = await request.post(`${CMS_URL}/admin/users`, {
    headers,
    data: { firstname, lastname: 'Counsellor', email, roles: [admissions!.id] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { id, registrationToken } = (
    (await invited.json()) as { data: { id: number; registrationToken: string } }
  ).data;
  const registered = await request.post(`${CMS_URL}/admin/register`, {
    data: {
      registrationToken,
      userInfo: { firstname, lastname: 'Counsellor', password: 'E2e-counsellor-password-1' },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  return { id, email, firstname, token };
}

/** An assignment rule, as an admin makes one in the admin: a course and its counsellors. */
async function assignmentRule(request: APIRequestContext, course: string, people: Counsellor[]) {
  const response = await request.post(RULES, {
    headers: await adminHeaders(request),
    data: { course, counsellors: { connect: people.map(({ id }) => ({ id })) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface LeadFields {
  name: string;
  phone: string;
  email: string;
  course?: string;
  form?: string;
  page?: string;
  submittedAt?: string;
}

/** A lead as the site stores it in the CMS (its token, its create call). Returns the lead's documentId. */
async function storeLead(request: APIRequestContext, fields: LeadFields): Promise<string> {
  const response = await request.post(`${CMS_URL}/api/leads`, {
    headers: { Authorization: `Bearer ${LEADS_TOKEN}` },
    data: {
      data: {
        submissionId: crypto.randomUUID(),
        form: 'Enquiry',
        page: '/contactus',
        submittedAt: new Date().toISOString(),
        ...fields,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

interface AdmissionsLead {
  documentId: string;
  name: string;
  leadStatus: string;
  enquiryCount: number;
  alertState: string;
  alertSentAt: string | null;
  firstContactedAt: string | null;
  nextFollowUp: string | null;
}

async function lead(request: APIRequestContext, documentId: string): Promise<AdmissionsLead> {
  const response = await request.get(`${LEADS}/${documentId}`, { headers: await adminHeaders(request) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AdmissionsLead }).data;
}

/** The lead's counsellor (its id), as the admin's relation field reads it. */
async function counsellorOf(request: APIRequestContext, documentId: string): Promise<number | undefined> {
  const response = await request.get(
    `${CMS_URL}/content-manager/relations/api::lead.lead/${documentId}/counsellor`,
    { headers: await adminHeaders(request) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { results: { id: number }[] }).results[0]?.id;
}

async function updateLead(request: APIRequestContext, documentId: string, fields: object, token?: string) {
  const headers = token ? { Authorization: `Bearer ${token}` } : await adminHeaders(request);
  const response = await request.put(`${LEADS}/${documentId}`, { headers, data: fields });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The alerts the mail server took for a lead (its Message-ID is made from the lead's documentId). */
function alertsFor(documentId: string): SunkMail[] {
  return sink.mails.filter((mail) => mail.messageId.includes(`lead-alert-${documentId}@`));
}

/**
 * Waits for a lead's alert and its mark as sent, then has the CMS try it again as a round a day later would
 * (past every retry and claim time): it is not sent again.
 */
async function theAlert(request: APIRequestContext, documentId: string, timeout = 60_000): Promise<SunkMail> {
  await expect
    .poll(() => alertsFor(documentId).length, { timeout, intervals: [250, 500, 1000] })
    .toBeGreaterThan(0);
  await expect.poll(async () => (await lead(request, documentId)).alertState).toBe('Sent');
  const again = await request.post(`${CMS_URL}/admissions/test-clock/alert`, {
    headers: await adminHeaders(request),
    data: { documentId, now: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(again.ok(), await again.text()).toBe(true);
  expect(await again.json()).toEqual({ outcome: 'not-due' });
  expect(alertsFor(documentId)).toHaveLength(1);
  return alertsFor(documentId)[0]!;
}

/** Runs the CMS's reminders (digests and escalations) as if it were `now`. */
/** Moves the CMS's clock (its alerts' and its check of a submission time) ahead of the real time; 0: back. */
async function clockAhead(request: APIRequestContext, ms: number) {
  const response = await request.post(`${CMS_URL}/admissions/test-clock/alerts-ahead`, {
    headers: await adminHeaders(request),
    data: { ms },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
test.afterEach(async ({ request }) => {
  await clockAhead(request, 0);
});

async function runRemindersAt(request: APIRequestContext, now: Date) {
  const response = await request.post(`${CMS_URL}/admissions/test-clock/reminders`, {
    headers: await adminHeaders(request),
    data: { now: now.toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { digests: number; escalated: number };
}

/**
 * A working morning whose day before is a working day too (Tuesday to Saturday), at least two days ahead,
 * 09:30 India time: no real cron run reaches it.
 */
function aWorkingMorningAhead(): Date {
  for (let days = 2; ; days++) {
    const { date } = indiaDateTime(new Date(Date.now() + days * 86_400_000));
    const morning = new Date(`${date}T09:30:00+05:30`);
    // 04:00 UTC is 09:30 in India: the same weekday.
    if (morning.getUTCDay() >= 2) return morning;
  }
}

const indiaDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);

test('an enquiry from the site: the CMS e-mails who, a tel: link, course, form, source and the admin link', async ({
  page,
  request,
  alerts,
}) => {
  test.setTimeout(90_000);
  const name = `Visitor ${unique('alert')}`;
  const email = `${unique('alert')}@e2e.example`;
  const phone = uniquePhone();
  await page.goto('/datascience');
  await page.getByRole('banner').getByRole('button', { name: 'Enquire Now' }).click();
  const dialog = enquiryDialog(page);
  await fillEnquiry(dialog, { name, phone, email, city: 'Pune' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Your enquiry has been sent successfully!']);

  // No rule names this course here, and there is no rule without a course: the alert goes to ADMISSIONS_EMAIL.
  let mail: SunkMail | undefined;
  await expect
    .poll(() => (mail = sink.mails.find((m) => m.text.includes(`Name: “${name}”`))), { timeout: 60_000 })
    .toBeDefined();
  const documentId = /api::lead\.lead\/(\w+)/.exec(mail!.text)?.[1];
  expect(documentId).toBeTruthy();
  const alert = await theAlert(request, documentId!);
  expect(alert.to).toBe(ADMISSIONS_EMAIL);
  expect(alert.subject).toBe(`New lead: ${name}, Data Science`);
  for (const line of [
    `Phone: “${phone}” (tel:+91${phone})`,
    'Course: “Data Science”',
    'Form: Enquiry',
    'Source: direct',
    'Counsellor: not assigned',
    'First enquiry from this person.',
    `Open the lead: ${CMS_URL}/admin/content-manager/collection-types/api::lead.lead/${documentId}`,
  ]) {
    expect(alert.text).toContain(line);
  }
  // Only what the team needs to call: with a phone, no e-mail address.
  expect(alert.text).not.toContain(email);
  expect(alert.html).toContain(`<a href="tel:+91${phone}">${phone}</a>`);
  expect(alert.html).toContain(
    `href="${CMS_URL}/admin/content-manager/collection-types/api::lead.lead/${documentId}"`,
  );
  expect(await lead(request, documentId!)).toMatchObject({
    alertState: 'Sent',
    enquiryCount: 1,
    leadStatus: 'New',
  });
});

test('round robin across two counsellors, and a repeat (the phone written another way) to the same one', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const asha = await counsellor(request, 'Asha');
  const ravi = await counsellor(request, 'Ravi');
  const course = unique('Course');
  await assignmentRule(request, course, [asha, ravi]);

  const first = await storeLead(request, {
    name: unique('One'),
    phone: uniquePhone(),
    email: `${unique('one')}@e2e.example`,
    course,
  });
  const second = await storeLead(request, {
    name: unique('Two'),
    phone: uniquePhone(),
    email: `${unique('two')}@e2e.example`,
    course,
  });
  const third = await storeLead(request, {
    name: unique('Three'),
    phone: uniquePhone(),
    email: `${unique('three')}@e2e.example`,
    course,
  });
  const owners = [
    await counsellorOf(request, first),
    await counsellorOf(request, second),
    await counsellorOf(request, third),
  ];
  expect(new Set(owners.slice(0, 2))).toEqual(new Set([asha.id, ravi.id]));
  expect(owners[2]).toBe(owners[0]);
  const emailOf = (id: number | undefined) => [asha, ravi].find((person) => person.id === id)!.email;
  expect((await theAlert(request, first)).to).toBe(emailOf(owners[0]));
  expect((await theAlert(request, second)).to).toBe(emailOf(owners[1]));

  // The same person twice, the phone written two ways (other tests may have used the number too).
  const repeatCourse = unique('Repeat course');
  await assignmentRule(request, repeatCourse, [asha, ravi]);
  const person = unique('Repeat');
  const before = await storeLead(request, {
    name: person,
    phone: '+91 98765 43210',
    email: `${unique('before')}@e2e.example`,
    course: repeatCourse,
    form: 'Demo session',
  });
  const again = await storeLead(request, {
    name: person,
    phone: '09876543210',
    email: `${unique('again')}@e2e.example`,
    course: repeatCourse,
  });
  const owner = await counsellorOf(request, before);
  expect(owner).toBeDefined();
  // The next turn of the rule would go to the other counsellor: a repeat goes to the earlier lead's.
  expect(await counsellorOf(request, again)).toBe(owner);
  const [earlier, later] = [await lead(request, before), await lead(request, again)];
  expect(later.enquiryCount).toBe(earlier.enquiryCount + 1);
  const firstAlert = await theAlert(request, before);
  const ownerName = /Counsellor: (.+)/.exec(firstAlert.text)![1]!;
  const alert = await theAlert(request, again);
  expect(alert.to).toBe(firstAlert.to);
  expect(alert.subject).toMatch(new RegExp(`^Repeat enquiry \\(\\d+\\w\\w\\): ${person}`));
  expect(alert.text).toContain('This person enquired before');
  expect(alert.text).toContain(`: Demo session, “${repeatCourse}”; status New; ${ownerName}`);
  expect(alert.text).toContain(`Counsellor: ${ownerName}`);
});

test('with the mail server down for a while, the alert arrives once after it is back', async ({
  request,
}) => {
  test.setTimeout(120_000);
  await sink.stop();
  let documentId = '';
  try {
    documentId = await storeLead(request, {
      name: unique('Down'),
      phone: uniquePhone(),
      email: `${unique('down')}@e2e.example`,
    });
    // The CMS tried, failed, and keeps the alert for a retry.
    await expect
      .poll(async () => (await lead(request, documentId)).alertState, { timeout: 30_000 })
      .toBe('Retrying');
  } finally {
    await sink.start();
  }
  expect((await theAlert(request, documentId, 90_000)).to).toBe(ADMISSIONS_EMAIL);
  expect((await lead(request, documentId)).alertState).toBe('Sent');
});

test('with the CMS down when the lead came (it waited in the site’s outbox), the alert arrives once after', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Visitor ${unique('outbox')}`;
  await stopStrapi(request);
  try {
    const answer = await request.post('/api/leads', {
      headers: { 'x-forwarded-for': '192.0.2.77' },
      multipart: {
        _form: 'enquiry',
        _submission: crypto.randomUUID(),
        _page: '/mernstack',
        _elapsed: '8000',
        website: '',
        name,
        phone: uniquePhone(),
        email: `${unique('outbox')}@e2e.example`,
        city: 'Pune',
      },
    });
    expect(answer.status(), await answer.text()).toBe(202);
  } finally {
    await startStrapi(request);
  }
  let mail: SunkMail | undefined;
  await expect
    .poll(() => (mail = sink.mails.find((m) => m.text.includes(`Name: “${name}”`))), { timeout: 120_000 })
    .toBeDefined();
  const documentId = /api::lead\.lead\/(\w+)/.exec(mail!.text)![1]!;
  const alert = await theAlert(request, documentId);
  expect(alert.text).toContain(`Name: “${name}”`);
  expect(await lead(request, documentId)).toMatchObject({ page: '/mernstack' });
  expect(sink.mails.filter((m) => m.text.includes(`Name: “${name}”`))).toHaveLength(1);
});

test('the morning digest (once a day) and the escalation, with the clock moved', async ({ request }) => {
  test.setTimeout(150_000);
  const meera = await counsellor(request, 'Meera');
  const course = unique('Digest course');
  await assignmentRule(request, course, [meera]);
  const morning = aWorkingMorningAhead();
  const hour = 3_600_000;
  const at = (offset: number) => new Date(morning.getTime() + offset).toISOString();
  // The leads are sent that morning: the CMS refuses a submission time in its future, so its clock goes there
  // (and back after the test).
  await clockAhead(request, morning.getTime() + 2 * hour - Date.now());

  const store = (label: string, submittedAt = new Date().toISOString()) =>
    storeLead(request, {
      name: `${label} ${unique('d')}`,
      phone: uniquePhone(),
      email: `${unique('d')}@e2e.example`,
      course,
      submittedAt,
    });
  const dueToday = await store('Due today');
  const overdue = await store('Overdue');
  const later = await store('Later');
  const fresh = await store('Fresh');
  await updateLead(request, dueToday, { leadStatus: 'Contacted', nextFollowUp: at(2 * hour) });
  await updateLead(request, overdue, { leadStatus: 'Contacted', nextFollowUp: at(-30 * hour) });
  await updateLead(request, later, { leadStatus: 'Contacted', nextFollowUp: at(30 * hour) });
  // Leaving New records the first contact, once.
  const contacted = await lead(request, dueToday);
  expect(contacted.firstContactedAt).toBeTruthy();
  await updateLead(request, dueToday, { leadStatus: 'Enrolled' });
  await updateLead(request, dueToday, { leadStatus: 'Contacted' });
  expect((await lead(request, dueToday)).firstContactedAt).toBe(contacted.firstContactedAt);

  const names = Object.fromEntries(
    await Promise.all(
      [dueToday, overdue, later, fresh].map(async (id) => [id, (await lead(request, id)).name]),
    ),
  );
  const subject = `Your leads for ${indiaDay(morning)}: 2 follow-ups, 1 not contacted`;
  const digests = () =>
    sink.mails.filter(
      (mail) => mail.to === meera.email && mail.subject.startsWith(`Your leads for ${indiaDay(morning)}`),
    );

  // Before 09:00 India time, nothing; then one digest, however often the reminders run.
  await runRemindersAt(request, new Date(morning.getTime() - hour));
  await runRemindersAt(request, morning);
  await runRemindersAt(request, morning);
  await expect.poll(() => digests().length).toBe(1);
  const [digest] = digests();
  expect(digest!.subject).toBe(subject);
  expect(digest!.text).toContain('Follow-ups due today or overdue (1 overdue):');
  expect(digest!.text).toContain(`- “${names[overdue]}”`);
  expect(digest!.text).toContain(`- “${names[dueToday]}”`);
  expect(digest!.text).not.toContain(names[later]);
  expect(digest!.text).toContain(`New leads you have not contacted yet:\n- “${names[fresh]}”`);

  // Later runs that day (another process, or this one after a restart: the day's digest is a row in the
  // database, not a memory of this process) do not send it again.
  await runRemindersAt(request, new Date(morning.getTime() + hour));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(digests()).toHaveLength(1);

  // A lead still New after two working hours is escalated to ADMISSIONS_EMAIL, once. The evening before
  // counts from 17:00 to 18:00, then from 09:00: two working hours pass at 10:00.
  const late = await store('Late', at(-16.5 * hour));
  const lateName = (await lead(request, late)).name;
  const escalations = () =>
    sink.mails.filter((mail) => mail.to === ADMISSIONS_EMAIL && mail.text.includes(lateName));
  await runRemindersAt(request, new Date(morning.getTime() + 0.25 * hour));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(escalations()).toHaveLength(0);
  await runRemindersAt(request, new Date(morning.getTime() + 0.75 * hour));
  await expect.poll(() => escalations().length).toBe(1);
  expect(escalations()[0]!.subject).toMatch(/^\d+ leads? still New after two working hours$/);
  expect(escalations()[0]!.text).toContain(`“${lateName}”, `);
  expect(escalations()[0]!.text).toContain('Meera Counsellor');
  await runRemindersAt(request, new Date(morning.getTime() + 3 * hour));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(escalations()).toHaveLength(1);
});

test('an Admissions user reads and updates leads and nothing else; an Editor still cannot read them', async ({
  request,
}) => {
  const person = await counsellor(request, 'Kiran');
  const documentId = await storeLead(request, {
    name: unique('Perm'),
    phone: uniquePhone(),
    email: `${unique('perm')}@e2e.example`,
  });
  const as = { Authorization: `Bearer ${person.token}` };

  expect((await request.get(LEADS, { headers: as })).status()).toBe(200);
  expect((await request.get(`${LEADS}/${documentId}`, { headers: as })).status()).toBe(200);
  await updateLead(
    request,
    documentId,
    { leadStatus: 'Contacted', notes: 'Called, will visit on Monday' },
    person.token,
  );
  expect((await lead(request, documentId)).leadStatus).toBe('Contacted');

  const refused = [
    request.post(LEADS, {
      headers: as,
      data: { form: 'Enquiry', submittedAt: new Date().toISOString(), submissionId: crypto.randomUUID() },
    }),
    request.delete(`${LEADS}/${documentId}`, { headers: as }),
    request.get(`${CMS_URL}/content-manager/collection-types/api::blog.blog`, { headers: as }),
    request.get(RULES, { headers: as }),
    request.post(RULES, { headers: as, data: { course: 'x' } }),
    request.get(`${CMS_URL}/admin/users`, { headers: as }),
    request.get(`${CMS_URL}/admin/roles`, { headers: as }),
    request.get(`${CMS_URL}/upload/files`, { headers: as }),
    request.post(`${CMS_URL}/admissions/test-clock/reminders`, {
      headers: as,
      data: { now: new Date().toISOString() },
    }),
  ];
  for (const answer of await Promise.all(refused)) expect(answer.status(), answer.url()).toBe(403);

  const editor = { Authorization: `Bearer ${await editorToken(request, `${unique('editor')}@e2e.example`)}` };
  expect((await request.get(LEADS, { headers: editor })).status()).toBe(403);
  expect((await request.get(`${LEADS}/${documentId}`, { headers: editor })).status()).toBe(403);
  expect((await request.get(RULES, { headers: editor })).status()).toBe(403);
  // Nobody signed out reaches the test clock.
  expect(
    (
      await request.post(`${CMS_URL}/admissions/test-clock/reminders`, {
        data: { now: new Date().toISOString() },
      })
    ).status(),
  ).toBe(401);
});
