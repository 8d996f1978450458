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
  LEADS_RETRY_MS: '5000',
  REDIS_URL: '',
});

import { deleteExpiredLeads, deliverHeldLeads, deliverLead, leadsCms } from './deliver';
import type { LeadEntry } from './entry';
import { receiveLead } from './receive';
import { leadStore, type LeadStore } from './store';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

/** One request the site made to the CMS: what it carried, as the CMS would read it. */
interface CmsCall {
  authorization: string | null;
  data: Record<string, unknown>;
  cv: { name: string; text: string } | null;
}

/** A lead as the CMS stores it, with the names of the CV files attached to it. */
type Row = Record<string, unknown> & { cvs: string[] };

/**
 * The CMS as the site sees it, keeping the contract of the real one (cms/src/api/lead): one lead per
 * submission id, a newer version's fields applied, a CV attached when the lead has none. Every request is recorded, so a test counts what the site sent, not what the double kept.
 */
function cmsDouble() {
  const state = {
    down: false,
    refuseWith: 0,
    calls: [] as CmsCall[],
    rows: [] as Row[],
    /** While set, every request waits for it (a delivery in flight). */
    gate: null as Promise<void> | null,
    /** The next request is stored, then its answer lost (the site sees a failure). */
    loseNextAnswer: false,
  };
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(new URL(String(url)).pathname).toBe('/api/leads');
    const authorization = new Headers(init?.headers).get('authorization');
    let data: Record<string, unknown>;
    let cv: CmsCall['cv'] = null;
    if (init?.body instanceof FormData) {
      data = JSON.parse(String(init.body.get('data'))) as Record<string, unknown>;
      const file = init.body.get('files.cv');
      if (file instanceof File) cv = { name: file.name, text: await file.text() };
    } else {
      data = (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data;
    }
    state.calls.push({ authorization, data, cv });
    if (state.gate) await state.gate;
    if (state.down) throw new TypeError('fetch failed');
    if (state.refuseWith) {
      return Response.json(
        { error: { message: `name "${String(data.name)}" is invalid` } },
        { status: state.refuseWith },
      );
    }
    const id = data.submissionId;
    const row = state.rows.find((lead) => lead.submissionId === id);
    let status = 200;
    if (!row) {
      state.rows.push({ ...data, cvs: cv ? [cv.name] : [] });
      status = 201;
    } else {
      if (Date.parse(String(data.submittedAt)) > Date.parse(String(row.submittedAt)))
        Object.assign(row, data);
      if (cv && row.cvs.length === 0) row.cvs.push(cv.name);
    }
    if (state.loseNextAnswer) {
      state.loseNextAnswer = false;
      throw new DOMException('The operation timed out.', 'TimeoutError');
    }
    return Response.json({ data: {} }, { status });
  }) as typeof fetch;
  return state;
}

let client = 0;
function send(form: string, fields: Record<string, string | Blob>, submissionId = crypto.randomUUID()) {
  const body = new FormData();
  body.set('_form', form);
  body.set('_submission', submissionId);
  body.set('_page', '/datascience');
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
const application = (resume: File) => ({
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
const pdf = () => new File(['%PDF-1.4 résumé'], 'cv.pdf', { type: 'application/pdf' });

/** Makes every held lead due now, as if its retry time had come. */
async function makeAllDue() {
  const store = leadStore();
  for (const entry of await store.list()) await store.put({ ...entry, nextAttemptAt: 0 });
}

const callsFor = (cms: ReturnType<typeof cmsDouble>, id: string) =>
  cms.calls.filter((call) => call.data.submissionId === id);

const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
beforeEach(() => errors.mockClear());

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('a lead on its way to the CMS', () => {
  it('is created in the CMS at once with the site’s token, in one request, as the admissions team reads it', async () => {
    const cms = cmsDouble();
    const { submissionId, answer } = send('enquiry', enquiry);
    expect(await answer).toEqual({ status: 201, answer: { ok: true, kept: 'cms' } });
    expect(callsFor(cms, submissionId)).toHaveLength(1);
    expect(cms.calls[0]?.authorization).toBe('Bearer leads-token-for-tests');
    expect(cms.rows.find((row) => row.submissionId === submissionId)).toMatchObject({
      form: 'Enquiry',
      name: 'Asha Rao',
      phone: '98765 43210',
      city: 'Pune',
      course: 'Data Science',
      page: '/datascience',
      details: 'Name: Asha Rao\nPhone: 98765 43210\nEmail: asha@example.com\nCity: Pune',
    });
    // Only a job application has a position: other leads carry no such field.
    expect(cms.rows.find((row) => row.submissionId === submissionId)).not.toHaveProperty('position');
    expect(await leadStore().size()).toBe(0);
  });

  it('waits in the outbox while the CMS is down, and is sent once more when it is back, then no more', async () => {
    const cms = cmsDouble();
    cms.down = true;
    const { submissionId, answer } = send('demo-call', {
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
    expect(await deliverHeldLeads()).toBe(0);
    expect(callsFor(cms, submissionId)).toHaveLength(1);

    cms.down = false;
    await makeAllDue();
    expect(await deliverHeldLeads()).toBe(1);
    expect(await deliverHeldLeads()).toBe(0);
    expect(callsFor(cms, submissionId)).toHaveLength(2);
    expect(cms.rows.filter((row) => row.submissionId === submissionId)).toHaveLength(1);
    expect(await leadStore().size()).toBe(0);
  });

  it('sends every held lead at once when a new one gets through, without waiting for their retry times', async () => {
    const cms = cmsDouble();
    cms.down = true;
    const held = [send('enquiry', enquiry), send('enquiry', enquiry)];
    for (const { answer } of held) expect((await answer).status).toBe(202);
    cms.down = false;
    expect((await send('enquiry', enquiry).answer).status).toBe(201);
    // The held ones go in the background: a second call waits for that run.
    await deliverHeldLeads();
    expect(await leadStore().size()).toBe(0);
    for (const { submissionId } of held) expect(callsFor(cms, submissionId)).toHaveLength(2);
  });

  it('carries its CV in the same request as the lead, every time it is sent, so the CMS stores both at once', async () => {
    const cms = cmsDouble();
    cms.loseNextAnswer = true;
    const { submissionId, answer } = send('application', application(pdf()));
    expect((await answer).status).toBe(202);
    await makeAllDue();
    expect(await deliverHeldLeads()).toBe(1);
    const calls = callsFor(cms, submissionId);
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.cv).toEqual({ name: 'cv.pdf', text: '%PDF-1.4 résumé' });
    expect(calls[0]!.data).not.toHaveProperty('cv');
    expect(cms.rows.find((row) => row.submissionId === submissionId)).toMatchObject({
      form: 'Job application',
      position: 'DATA SCIENTIST',
      cvs: ['cv.pdf'],
    });
  });

  it('sent again with corrections after a lost answer, it reaches the CMS as corrected', async () => {
    const cms = cmsDouble();
    cms.loseNextAnswer = true;
    const first = send('enquiry', enquiry);
    expect((await first.answer).status).toBe(202);
    // The visitor corrects the form and sends it again: the same submission id, a later time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const corrected = send('enquiry', { ...enquiry, name: 'Asha R. Rao' }, first.submissionId);
    expect((await corrected.answer).status).toBe(201);
    await makeAllDue();
    await deliverHeldLeads();
    expect(cms.rows.filter((row) => row.submissionId === first.submissionId)).toEqual([
      expect.objectContaining({ name: 'Asha R. Rao' }),
    ]);
  });

  it('sent again with corrections while the first version is on its way: the correction is not dropped', async () => {
    const cms = cmsDouble();
    const inFlight = gate();
    cms.gate = inFlight.promise;
    const first = send('enquiry', enquiry);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const corrected = send('enquiry', { ...enquiry, name: 'Asha R. Rao' }, first.submissionId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    cms.gate = null;
    inFlight.open();
    expect([201, 202]).toContain((await first.answer).status);
    await corrected.answer;
    await makeAllDue();
    await deliverHeldLeads();
    expect(cms.rows.find((row) => row.submissionId === first.submissionId)).toMatchObject({
      name: 'Asha R. Rao',
    });
    expect(await leadStore().size()).toBe(0);
  });

  it('refused by the CMS again and again, becomes a dead letter: kept, no longer tried, the operator told without personal data', async () => {
    const cms = cmsDouble();
    cms.refuseWith = 400;
    const { submissionId, answer } = send('enquiry', enquiry);
    expect((await answer).status).toBe(202);
    for (let i = 0; i < 4; i++) {
      await makeAllDue();
      await deliverHeldLeads();
    }
    expect(callsFor(cms, submissionId)).toHaveLength(3);
    const held = await leadStore().get(submissionId);
    expect(held?.deadLetter).toEqual({ reason: 'cms-400', at: expect.any(String) });
    expect(await leadStore().due(Number.POSITIVE_INFINITY, 10)).not.toContain(submissionId);
    const lines = errors.mock.calls.map((call) => call.join(' '));
    expect(lines).toContain(
      `Lead ${submissionId} is a dead letter (cms-400): the CMS keeps refusing it; npm run leads lists it.`,
    );
    for (const line of lines) {
      expect(line).not.toMatch(/Asha|98765|example\.com|invalid/);
    }
    // Nothing personal is deleted unseen: only the retention rule removes it.
    await leadStore().remove(submissionId);
  });

  it('deletes what it holds past the retention period, dead letters too', async () => {
    const cms = cmsDouble();
    cms.down = true;
    await send('enquiry', enquiry).answer;
    const store = leadStore();
    const [entry] = await store.list();
    await store.put({
      ...entry!,
      receivedAt: '2020-01-01T00:00:00.000Z',
      deadLetter: { reason: 'cms-400', at: '2020-01-02T00:00:00.000Z' },
    });
    expect(await deleteExpiredLeads()).toBe(1);
    expect(await store.get(entry!.submissionId)).toBeNull();
  });

  it('waits LEADS_RETRY_MS after a first failure, doubling, up to twelve times that', async () => {
    const cms = cmsDouble();
    cms.down = true;
    const now = 1_800_000_000_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const { submissionId, answer } = send('enquiry', enquiry);
      await answer;
      const waits: number[] = [];
      const store = leadStore();
      waits.push((await store.get(submissionId))!.nextAttemptAt - now);
      for (let i = 0; i < 5; i++) {
        await store.put({ ...(await store.get(submissionId))!, nextAttemptAt: now });
        await deliverHeldLeads();
        waits.push((await store.get(submissionId))!.nextAttemptAt - now);
      }
      expect(waits).toEqual([5000, 10_000, 20_000, 40_000, 60_000, 60_000]);
      await store.remove(submissionId);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('with a store that stops answering', () => {
  /** The store took the lead, then went away (Redis restarting): every later call fails. */
  function brokenStore(): LeadStore {
    const fail = () => Promise.reject(new Error('connection lost'));
    return {
      kind: 'redis',
      put: fail,
      get: fail,
      removeDelivered: fail,
      remove: fail,
      due: fail,
      claim: fail,
      release: fail,
      list: fail,
      size: fail,
    };
  }
  const entry = (): LeadEntry => ({
    submissionId: crypto.randomUUID(),
    form: 'enquiry',
    values: enquiry,
    page: '/',
    receivedAt: new Date().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
  });

  it('says the CMS has the lead when it does, without a claim (the CMS keeps it once anyway)', async () => {
    const cms = cmsDouble();
    const lead = entry();
    await expect(deliverLead(leadsCms()!, lead, brokenStore())).resolves.toBe(true);
    expect(callsFor(cms, lead.submissionId)).toHaveLength(1);
  });

  it('says it does not, rather than failing, when the CMS is down too', async () => {
    const cms = cmsDouble();
    cms.down = true;
    await expect(deliverLead(leadsCms()!, entry(), brokenStore())).resolves.toBe(false);
  });
});
