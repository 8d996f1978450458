/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
const saved = { ...process.env };
Object.assign(process.env, {
  LEADS_DIR: dir,
  BLOG_API_URL: 'http://cms.test',
  LEADS_API_TOKEN: 'leads-token-for-tests',
  REDIS_URL: '',
});

import { deleteExpiredLeads, deliverHeldLeads, recordEmailStatus } from './deliver';
import { receiveLead } from './receive';
import { leadStore } from './store';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

interface CmsCall {
  path: string;
  authorization: string | null;
  body: unknown;
}

/** The CMS as the site sees it: it takes leads (once per submission id) and files, or is down. */
function cmsDouble() {
  const state = {
    down: false,
    refuseUploads: false,
    calls: [] as CmsCall[],
    leads: new Map<string, Record<string, unknown>>(),
    nextFileId: 40,
  };
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(url));
    const authorization = new Headers(init?.headers).get('authorization');
    const body = init?.body instanceof FormData ? init.body : JSON.parse(String(init?.body));
    state.calls.push({ path: pathname, authorization, body });
    if (state.down) throw new TypeError('fetch failed');
    if (pathname === '/api/upload') {
      if (state.refuseUploads)
        return new Response('{"error":{"message":"MIME type is not allowed"}}', { status: 400 });
      return Response.json([{ id: ++state.nextFileId }], { status: 201 });
    }
    const data = (body as { data: Record<string, unknown> }).data;
    const id = String(data.submissionId);
    const existing = state.leads.get(id);
    if (Object.keys(data).length === 2 && 'emailStatus' in data) {
      if (!existing) return Response.json({}, { status: 404 });
      existing.emailStatus = data.emailStatus;
      return Response.json({ data: {} }, { status: 200 });
    }
    if (existing) return Response.json({ meta: { existing: true } }, { status: 200 });
    state.leads.set(id, { ...data });
    return Response.json({ data }, { status: 201 });
  }) as typeof fetch;
  return state;
}

let client = 0;
function post(form: string, fields: Record<string, string | Blob>, page = '/datascience') {
  const body = new FormData();
  const submissionId = crypto.randomUUID();
  body.set('_form', form);
  body.set('_submission', submissionId);
  body.set('_page', page);
  body.set('_elapsed', '8000');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('http://site.test/api/leads', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': `198.51.100.${++client}` },
  });
  return { submissionId, answer: receiveLead(request) };
}

const enquiry = { name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com', city: 'Pune' };

/** Makes every held lead due now, as if its retry time had come. */
async function makeAllDue() {
  const store = leadStore();
  for (const entry of await store.list()) await store.put({ ...entry, nextAttemptAt: 0 });
}

jest.spyOn(console, 'error').mockImplementation(() => {});

describe('a lead on its way to the CMS', () => {
  it('is created in the CMS at once with the site’s token, as the admissions team reads it', async () => {
    const cms = cmsDouble();
    const { submissionId, answer } = post('enquiry', enquiry);
    expect(await answer).toEqual({ status: 201, answer: { ok: true, kept: 'cms' } });
    expect(cms.calls[0]?.authorization).toBe('Bearer leads-token-for-tests');
    expect(cms.leads.get(submissionId)).toMatchObject({
      form: 'Enquiry',
      name: 'Asha Rao',
      phone: '98765 43210',
      city: 'Pune',
      course: 'Data Science',
      page: '/datascience',
      emailStatus: 'Unknown',
      details: 'Name: Asha Rao\nPhone: 98765 43210\nEmail: asha@example.com\nCity: Pune',
    });
    expect(await leadStore().size()).toBe(0);
  });

  it('waits in the outbox while the CMS is down, and arrives once, when it is back', async () => {
    const cms = cmsDouble();
    cms.down = true;
    const { submissionId, answer } = post('demo-call', {
      name: 'Meera',
      workEmail: 'meera@acme.example',
      phoneNumber: '9822012345',
      companyName: 'Acme',
      designation: 'HR',
    });
    expect(await answer).toEqual({ status: 202, answer: { ok: true, kept: 'outbox' } });
    const held = await leadStore().get(submissionId);
    expect(held).toMatchObject({ attempts: 1 });
    expect(held!.nextAttemptAt).toBeGreaterThan(Date.now());

    // Not due yet: nothing is tried.
    const callsBefore = cms.calls.length;
    expect(await deliverHeldLeads()).toBe(0);
    expect(cms.calls.length).toBe(callsBefore);

    cms.down = false;
    await makeAllDue();
    expect(await deliverHeldLeads()).toBe(1);
    expect(cms.leads.get(submissionId)).toMatchObject({ form: 'Recruiter demo call', company: 'Acme' });
    expect(await leadStore().size()).toBe(0);
    expect(await deliverHeldLeads()).toBe(0);
    expect([...cms.leads.keys()].filter((id) => id === submissionId)).toHaveLength(1);
  });

  it('sends every held lead at once when a new one gets through, without waiting for their retry times', async () => {
    const cms = cmsDouble();
    cms.down = true;
    const held = [post('enquiry', enquiry), post('enquiry', enquiry)];
    for (const { answer } of held) expect((await answer).status).toBe(202);
    cms.down = false;
    expect((await post('enquiry', enquiry).answer).status).toBe(201);
    // The held ones go in the background: a second call waits for that run.
    await deliverHeldLeads();
    expect(await leadStore().size()).toBe(0);
    for (const { submissionId } of held) expect(cms.leads.has(submissionId)).toBe(true);
  });

  it('uploads a CV once, however often the lead itself has to be retried', async () => {
    const cms = cmsDouble();
    let creates = 0;
    const realFetch = global.fetch;
    // The CMS takes the file, then goes down before the lead.
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/api/leads') && ++creates === 1) throw new TypeError('fetch failed');
      return realFetch(url, init);
    }) as typeof fetch;
    const resume = new File(['%PDF-1.4 résumé'], 'cv.pdf', { type: 'application/pdf' });
    const { submissionId, answer } = post('application', {
      firstname: 'Asha',
      lastname: 'Rao',
      email: 'asha@example.com',
      gender: 'female',
      areacode: '+91',
      phone: '9876543210',
      position: 'DATA SCIENTIST',
      startDate: '2027-01-04',
      address1: '12 FC Road',
      resume,
    });
    expect((await answer).status).toBe(202);
    await makeAllDue();
    expect(await deliverHeldLeads()).toBe(1);
    expect(cms.calls.filter((call) => call.path === '/api/upload')).toHaveLength(1);
    const upload = cms.calls.find((call) => call.path === '/api/upload')!.body as FormData;
    expect(await (upload.get('files') as File).text()).toBe('%PDF-1.4 résumé');
    expect(cms.leads.get(submissionId)).toMatchObject({ form: 'Job application', cv: 41 });
  });

  it('goes without its CV when the CMS will never take the file, and says so', async () => {
    const cms = cmsDouble();
    cms.refuseUploads = true;
    const { submissionId, answer } = post('application', {
      firstname: 'Asha',
      lastname: 'Rao',
      email: 'asha@example.com',
      gender: 'female',
      areacode: '+91',
      phone: '9876543210',
      position: 'DATA SCIENTIST',
      startDate: '2027-01-04',
      address1: '12 FC Road',
      resume: new File(['%PDF-1.4 that the CMS refuses'], 'cv.pdf', { type: 'application/pdf' }),
    });
    expect((await answer).status).toBe(201);
    const lead = cms.leads.get(submissionId)!;
    expect(lead.cv).toBeUndefined();
    expect(lead.details).toContain('Resume: cv.pdf (the CMS did not accept the file)');
  });

  it('records the e-mail status on the CMS’s lead once it is there, or on the held lead before', async () => {
    const cms = cmsDouble();
    const delivered = post('enquiry', enquiry);
    await delivered.answer;
    await recordEmailStatus(delivered.submissionId, 'sent');
    expect(cms.leads.get(delivered.submissionId)?.emailStatus).toBe('Sent');

    cms.down = true;
    const held = post('enquiry', enquiry);
    await held.answer;
    await recordEmailStatus(held.submissionId, 'failed');
    cms.down = false;
    await makeAllDue();
    await deliverHeldLeads();
    expect(cms.leads.get(held.submissionId)?.emailStatus).toBe('Failed');
  });

  it('deletes what it holds past the retention period', async () => {
    const cms = cmsDouble();
    cms.down = true;
    await post('enquiry', enquiry).answer;
    const store = leadStore();
    const [entry] = await store.list();
    await store.put({ ...entry!, receivedAt: '2020-01-01T00:00:00.000Z' });
    expect(await deleteExpiredLeads()).toBe(1);
    expect(await store.get(entry!.submissionId)).toBeNull();
  });
});
