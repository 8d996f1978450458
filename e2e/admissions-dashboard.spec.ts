/**
 * Admissions in the bundled CMS, through its admin API as the admin panel calls it (without building the
 * panel): the dashboard's figures for a known set of leads, a lead's history with author and time (status
 * changes included), and the export's India time, lead id and admin address. Other tests add leads to the
 * same CMS meanwhile, so the known set carries a course, a source and a campaign of its own, and the totals
 * are compared as at least what this test added.
 */
import type { APIRequestContext } from '@playwright/test';
import { asAdmin, auth, CMS_URL } from './cms';
import { editorToken } from './cms-admin';
import { expect, test } from './fixtures';

const LEADS = `${CMS_URL}/content-manager/collection-types/api::lead.lead`;
const DAY = 24 * 3600 * 1000;
const MIN = 60_000;

interface Weekly {
  key: string;
  thisWeek: number;
  lastWeek: number;
}
interface Dashboard {
  weeks: { thisWeekFrom: string; lastWeekFrom: string };
  windowDays: number;
  leads: { thisWeek: number; lastWeek: number };
  byCourse: Weekly[];
  byChannel: Weekly[];
  byCampaign: Weekly[];
  byForm: Weekly[];
  byLeadChannel: Weekly[];
  byPublisher: Weekly[];
  byAdCampaign: Weekly[];
  firstContact: { medianMs: number | null; contacted: number; notContacted: number };
  enrolled: { leads: number; enrolled: number; bySource: { key: string; leads: number; enrolled: number }[] };
}
interface Entry {
  id: number;
  kind: string;
  text: string;
  at: string;
  author: string | null;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function dashboard(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get(`${CMS_URL}/admissions/dashboard`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Dashboard;
}

/** A lead made in the admin, as the team would enter one by hand; returns its documentId and id. */
async function createLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const answer = await request.post(LEADS, {
    headers: await asAdmin(request),
    data: { form: 'Enquiry', submissionId: crypto.randomUUID(), ...fields },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { documentId: string; id: number } };
  return data;
}

async function history(request: APIRequestContext, documentId: string, headers?: Record<string, string>) {
  const answer = await request.get(`${CMS_URL}/admissions/leads/${documentId}/history`, {
    headers: headers ?? (await asAdmin(request)),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { entries: Entry[]; earlierNotes: string | null };
}

const row = <T extends { key: string }>(rows: T[], key: string) => rows.find((entry) => entry.key === key);

/** A lead as the site stores one from an ad or a listing site (its token, its create call). */
async function storeChannelLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const answer = await request.post(`${CMS_URL}/api/leads`, {
    headers: { Authorization: `Bearer ${process.env.LEADS_API_TOKEN ?? 'e2e-cms-leads-token'}` },
    data: {
      data: {
        form: 'Enquiry',
        submissionId: `dash:${crypto.randomUUID()}`,
        submittedAt: new Date().toISOString(),
        ...fields,
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('the dashboard counts the ways in beside the website’s sources: each channel, listing site and ad campaign; test leads nowhere', async ({
  request,
}) => {
  const headers = await asAdmin(request);
  const before = await dashboard(request, headers);
  const campaign = `9${Date.now()}`;
  const publisher = `Listing ${unique()}`;
  await storeChannelLead(request, { channel: 'Meta lead ad', campaignId: campaign, name: 'Ad Lead' });
  await storeChannelLead(request, { channel: 'Meta lead ad', campaignId: campaign, name: 'Ad Lead 2' });
  await storeChannelLead(request, { channel: 'Listing site', publisher, name: 'Listed Lead' });
  // A website enquiry (no channel: the website's, as leads from before channels were kept).
  await storeChannelLead(request, { name: 'Web Lead' });
  // The ad platforms' test data: kept, counted nowhere.
  await storeChannelLead(request, {
    channel: 'Meta lead ad',
    campaignId: campaign,
    isTest: true,
    name: 'Test',
  });
  await storeChannelLead(request, { channel: 'Listing site', publisher, isTest: true, name: 'Test' });
  const after = await dashboard(request, headers);
  expect(row(after.byAdCampaign, `Meta lead ad ${campaign}`)).toEqual({
    key: `Meta lead ad ${campaign}`,
    thisWeek: 2,
    lastWeek: 0,
  });
  expect(row(after.byPublisher, publisher)).toEqual({ key: publisher, thisWeek: 1, lastWeek: 0 });
  const meta = (figures: Dashboard) => row(figures.byLeadChannel, 'Meta lead ad')?.thisWeek ?? 0;
  expect(meta(after) - meta(before)).toBeGreaterThanOrEqual(2);
  expect(row(after.byLeadChannel, 'Website')).toBeDefined();
});

test('the dashboard counts a known set of leads by week, course, source, campaign, form and enrolment', async ({
  request,
}) => {
  const headers = await asAdmin(request);
  const before = await dashboard(request, headers);
  const id = unique();
  const course = `E2E course ${id}`;
  const source = `e2e-${id}`;
  const campaign = `camp-${id}`;
  const thisWeekFrom = Date.parse(before.weeks.thisWeekFrom);
  const lastWeekFrom = Date.parse(before.weeks.lastWeekFrom);
  // This week: between Monday 00:00 India time and now; last week: its Tuesday; earlier: 60 and 100 days ago.
  const thisWeek = (offset: number) => new Date(thisWeekFrom + (Date.now() - thisWeekFrom) / 2 + offset);
  const lastWeek = new Date(lastWeekFrom + DAY);
  const known = { course, firstSource: source, firstMedium: 'cpc', firstCampaign: campaign };
  const contacted = (submitted: Date, minutes: number) => ({
    submittedAt: submitted.toISOString(),
    firstContactedAt: new Date(submitted.getTime() + minutes * MIN).toISOString(),
  });
  await Promise.all([
    createLead(request, { ...known, ...contacted(thisWeek(0), 5), leadStatus: 'Contacted' }),
    createLead(request, {
      ...known,
      ...contacted(thisWeek(MIN), 15),
      leadStatus: 'Enrolled',
      form: 'Demo session',
    }),
    createLead(request, { ...known, submittedAt: thisWeek(2 * MIN).toISOString() }),
    createLead(request, { ...known, ...contacted(lastWeek, 45), leadStatus: 'Closed' }),
    createLead(request, {
      ...known,
      ...contacted(new Date(Date.now() - 60 * DAY), 90),
      leadStatus: 'Enrolled',
    }),
    // Outside the 90 days: in no figure.
    createLead(request, {
      ...known,
      ...contacted(new Date(Date.now() - 100 * DAY), 1),
      leadStatus: 'Enrolled',
    }),
  ]);

  const after = await dashboard(request, headers);
  expect(row(after.byCourse, course)).toEqual({ key: course, thisWeek: 3, lastWeek: 1 });
  expect(row(after.byChannel, `${source} / cpc`)).toEqual({
    key: `${source} / cpc`,
    thisWeek: 3,
    lastWeek: 1,
  });
  expect(row(after.byCampaign, campaign)).toEqual({ key: campaign, thisWeek: 3, lastWeek: 1 });
  expect(row(after.enrolled.bySource, `${source} / cpc`)).toEqual({
    key: `${source} / cpc`,
    leads: 5,
    enrolled: 2,
  });
  // Totals: at least what this test added (other tests add leads too).
  expect(after.leads.thisWeek - before.leads.thisWeek).toBeGreaterThanOrEqual(3);
  expect(after.leads.lastWeek - before.leads.lastWeek).toBeGreaterThanOrEqual(1);
  const demo = (answer: Dashboard) => row(answer.byForm, 'Demo session')?.thisWeek ?? 0;
  expect(demo(after) - demo(before)).toBeGreaterThanOrEqual(1);
  expect(after.firstContact.contacted - before.firstContact.contacted).toBeGreaterThanOrEqual(4);
  // (Not the count of leads never contacted: tests running beside this one contact their own new leads.)
  expect(after.firstContact.medianMs).not.toBeNull();
  expect(after.enrolled.enrolled - before.enrolled.enrolled).toBeGreaterThanOrEqual(2);
});

test('a lead’s history: status changes with who made them, calls and notes with author and time', async ({
  request,
}) => {
  const headers = await asAdmin(request);
  const lead = await createLead(request, {
    name: `History ${unique()}`,
    submittedAt: new Date().toISOString(),
    notes: 'Written in the old notes box',
  });
  expect((await history(request, lead.documentId)).entries).toEqual([]);

  const start = Date.now();
  const changed = await request.put(`${LEADS}/${lead.documentId}`, {
    headers,
    data: { leadStatus: 'Contacted' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const call = await request.post(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, {
    headers,
    data: { kind: 'Call', text: 'Rang back; wants the weekend batch' },
  });
  expect(call.status(), await call.text()).toBe(201);
  // Saving without changing the status writes nothing.
  expect(
    (await request.put(`${LEADS}/${lead.documentId}`, { headers, data: { leadStatus: 'Contacted' } })).ok(),
  ).toBe(true);
  // A change through the REST API with a token names no admin.
  const byToken = await request.put(`${CMS_URL}/api/leads/${lead.documentId}`, {
    headers: auth,
    data: { data: { leadStatus: 'Enrolled' } },
  });
  expect(byToken.ok(), await byToken.text()).toBe(true);

  const { entries, earlierNotes } = await history(request, lead.documentId);
  expect(earlierNotes).toBe('Written in the old notes box');
  expect(entries.map(({ kind, text, author }) => ({ kind, text, author }))).toEqual([
    { kind: 'Status change', text: 'Contacted → Enrolled', author: null },
    { kind: 'Call', text: 'Rang back; wants the weekend batch', author: 'Test Admin' },
    { kind: 'Status change', text: 'New → Contacted', author: 'Test Admin' },
  ]);
  for (const entry of entries) {
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(start - 1000);
    expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
  }
  // Only a call or a note can be written by hand, and not empty.
  for (const data of [
    { kind: 'Status change', text: 'New → Enrolled' },
    { kind: 'Note', text: ' ' },
  ]) {
    const refused = await request.post(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, {
      headers,
      data,
    });
    expect(refused.status()).toBe(400);
  }

  // The history goes with its lead.
  expect((await request.delete(`${LEADS}/${lead.documentId}`, { headers })).ok()).toBe(true);
  expect(
    (await request.get(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, { headers })).status(),
  ).toBe(404);
});

test('the export: India time, the lead’s id and admin address, source, counsellor and follow-up, formula-safe', async ({
  request,
}) => {
  const headers = await asAdmin(request);
  const me = (
    (await (await request.get(`${CMS_URL}/admin/users/me`, { headers })).json()) as { data: { id: number } }
  ).data;
  const submissionId = crypto.randomUUID();
  const lead = await createLead(request, {
    submissionId,
    name: '=HYPERLINK("http://example.invalid")',
    phone: '+91 98765 43210',
    submittedAt: '2026-11-26T18:45:00.000Z',
    nextFollowUp: '2026-11-28T04:30:00.000Z',
    firstSource: 'google',
    firstMedium: 'cpc',
    firstCampaign: 'export-check',
    counsellor: { connect: [{ id: me.id }] },
  });
  await request.post(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, {
    headers,
    data: { kind: 'Note', text: 'Prefers a call after 6 pm' },
  });
  const answer = await request.get(`${CMS_URL}/admissions/export.csv`, {
    headers,
    params: { 'filters[$and][0][submissionId][$eq]': submissionId },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/csv');
  const [header, ...rows] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const headings = header!.split(',');
  expect(headings[0]).toBe('Id');
  expect(headings).toContain('Submitted (India time)');
  expect(headings).toContain('In the admin');
  const record = rows.join('\r\n');
  // 18:45 UTC is 00:15 the next day in India.
  expect(
    record.startsWith(`${lead.id},2026-11-27 00:15,Enquiry,New,"'=HYPERLINK(""http://example.invalid"")",`),
  ).toBe(true);
  expect(record).toContain(",'+91 98765 43210,");
  expect(record).toContain(',google,cpc,export-check,Test Admin,2026-11-28 10:00,');
  expect(record).toContain('Note (Test Admin): Prefers a call after 6 pm');
  expect(record.endsWith(`/admin/content-manager/collection-types/api::lead.lead/${lead.documentId}`)).toBe(
    true,
  );
  expect(record).toContain(`${CMS_URL.replace(/:\d+$/, '')}`);
});

test('a marketer (Editor) reads neither the dashboard nor a lead’s history', async ({ request }) => {
  const lead = await createLead(request, { submittedAt: new Date().toISOString() });
  const editor = {
    Authorization: `Bearer ${await editorToken(request, `dash-${unique()}@example.invalid`)}`,
  };
  expect((await request.get(`${CMS_URL}/admissions/dashboard`, { headers: editor })).status()).toBe(403);
  expect(
    (
      await request.get(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, { headers: editor })
    ).status(),
  ).toBe(403);
  const write = await request.post(`${CMS_URL}/admissions/leads/${lead.documentId}/history`, {
    headers: editor,
    data: { kind: 'Note', text: 'x' },
  });
  expect(write.status()).toBe(403);
  // Nobody signed in: nothing.
  expect((await request.get(`${CMS_URL}/admissions/dashboard`)).status()).toBe(401);
});

test('the list shows who, the phone, course, source, status, counsellor and follow-up, filterable by each', async ({
  request,
}) => {
  const headers = await asAdmin(request);
  const configuration = await request.get(
    `${CMS_URL}/content-manager/content-types/api::lead.lead/configuration`,
    {
      headers,
    },
  );
  const { contentType } = (
    (await configuration.json()) as {
      data: { contentType: { layouts: { list: string[] }; settings: { defaultSortBy: string } } };
    }
  ).data;
  // Eight columns fit 1280 pixels: the time it came in last; the channel is on the lead's page.
  expect(contentType.layouts.list).toEqual([
    'name',
    'phone',
    'course',
    'firstSource',
    'leadStatus',
    'counsellor',
    'nextFollowUp',
    'submittedAt',
  ]);
  expect(contentType.settings.defaultSortBy).toBe('submittedAt');

  const me = (
    (await (await request.get(`${CMS_URL}/admin/users/me`, { headers })).json()) as { data: { id: number } }
  ).data;
  const source = `list-${unique()}`;
  const mine = await createLead(request, {
    submittedAt: new Date().toISOString(),
    firstSource: source,
    course: 'Data Science',
    counsellor: { connect: [{ id: me.id }] },
  });
  await createLead(request, {
    submittedAt: new Date().toISOString(),
    firstSource: source,
    course: 'Data Analyst',
  });
  const list = async (filters: Record<string, string>) => {
    const answer = await request.get(LEADS, { headers, params: { page: 1, pageSize: 50, ...filters } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { results: { documentId: string }[] }).results.map(
      (lead) => lead.documentId,
    );
  };
  expect(await list({ 'filters[$and][0][firstSource][$eq]': source })).toHaveLength(2);
  expect(
    await list({
      'filters[$and][0][firstSource][$eq]': source,
      'filters[$and][1][counsellor][id][$eq]': String(me.id),
    }),
  ).toEqual([mine.documentId]);
  expect(
    await list({
      'filters[$and][0][firstSource][$eq]': source,
      'filters[$and][1][course][$eq]': 'Data Science',
    }),
  ).toEqual([mine.documentId]);
});
