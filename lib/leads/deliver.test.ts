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
import { storedSubmissionId } from './submission-id.mjs';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

/** One request the site made to the CMS: where it went, what it carried, as the CMS would read it, and what
 * became of it. */
interface CmsCall {
  path: string;
  authorization: string | null;
  data: Record<string, unknown>;
  cv: { name: string; text: string } | null;
  /** down: refused at the connection; refused: answered 4xx; stored: kept and answered; lost: kept, answer lost. */
  outcome: 'down' | 'refused' | 'stored' | 'lost';
}

/**
 * The CMS as the site sees it. It keeps every request, duplicates included, and merges nothing: what the real
 * CMS makes of several requests for one submission (one lead, the newest version's fields) is its own code's
 * to test (cms/src/api/lead). So a test here counts what the site sent, and a duplicate delivery shows. It
 * asserts nothing itself: an assertion failing inside it would reach the site as a failed delivery, and be
 * retried rather than reported.
 */
let lastCms: ReturnType<typeof cmsDouble> | null = null;
afterEach(() => {
  // Outside the double, so a wrong address fails the test instead of looking like a CMS that is down.
  for (const call of lastCms?.calls ?? []) expect(call.path).toBe('/api/leads');
  lastCms = null;
});

function cmsDouble() {
  const waiters: (() => boolean)[] = [];
  const state = {
    down: false,
    refuseWith: 0,
    calls: [] as CmsCall[],
    /** While set, every request waits for it (a delivery in flight). */
    gate: null as Promise<void> | null,
    /** The next request is stored, then its answer lost (the site sees a failure). */
    loseNextAnswer: false,
    /** Resolves once this many requests have arrived (a delivery is in flight). */
    arrived(count: number): Promise<void> {
      // Told by each request as it arrives rather than polled: a wait that is never met (a race that the other
      // side won) then holds nothing open after the test.
      return new Promise((resolve) => {
        const check = () => {
          if (state.calls.length < count) return false;
          resolve();
          return true;
        };
        if (!check()) waiters.push(check);
      });
    },
  };
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
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
    const call: CmsCall = { path: new URL(String(url)).pathname, authorization, data, cv, outcome: 'down' };
    state.calls.push(call);
    waiters.splice(0, waiters.length, ...waiters.filter((check) => !check()));
    if (state.gate) await state.gate;
    if (state.down) throw new TypeError('fetch failed');
    if (state.refuseWith) {
      call.outcome = 'refused';
      return Response.json(
        { error: { message: `name "${String(data.name)}" is invalid` } },
        { status: state.refuseWith },
      );
    }
    const known = state.calls.some(
      (other) =>
        other !== call &&
        other.data.submissionId === data.submissionId &&
        (other.outcome === 'stored' || other.outcome === 'lost'),
    );
    if (state.loseNextAnswer) {
      state.loseNextAnswer = false;
      call.outcome = 'lost';
      throw new DOMException('The operation timed out.', 'TimeoutError');
    }
    call.outcome = 'stored';
    return Response.json({ data: {} }, { status: known ? 200 : 201 });
  }) as typeof fetch;
  lastCms = state;
  return state;
}

/** The requests for one submission that the CMS kept (its answer lost or not). */
const keptBy = (cms: ReturnType<typeof cmsDouble>, id: string) =>
  cms.calls.filter(
    (call) => call.data.submissionId === id && (call.outcome === 'stored' || call.outcome === 'lost'),
  );

/** The newest version of a lead among those the CMS kept (the one its fields come from). */
const newestKept = (cms: ReturnType<typeof cmsDouble>, id: string) =>
  keptBy(cms, id).reduce<CmsCall | undefined>(
    (newest, call) =>
      !newest || Date.parse(String(call.data.submittedAt)) > Date.parse(String(newest.data.submittedAt))
        ? call
        : newest,
    undefined,
  )?.data;

let client = 0;
/** A form sent as the browser sends it; `submissionId` is the id it is kept under (a hash of the browser's). */
function send(form: string, fields: Record<string, string | Blob>, browserId = crypto.randomUUID()) {
  const body = new FormData();
  body.set('_form', form);
  body.set('_submission', browserId);
  body.set('_page', '/datascience');
  body.set('_elapsed', '8000');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('http://site.test/api/leads', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': `198.51.100.${++client}` },
  });
  return { browserId, submissionId: storedSubmissionId(browserId), answer: receiveLead(request) };
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

/** Resolves once the outbox's entry for this submission satisfies the check. */
async function held(submissionId: string, check: (entry: LeadEntry | null) => boolean) {
  while (!check(await leadStore().get(submissionId))) await new Promise((resolve) => setImmediate(resolve));
}

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
    expect(keptBy(cms, submissionId)).toHaveLength(1);
    expect(newestKept(cms, submissionId)).toMatchObject({
      form: 'Enquiry',
      name: 'Asha Rao',
      phone: '98765 43210',
      city: 'Pune',
      course: 'Data Science',
      page: '/datascience',
      details: 'Name: Asha Rao\nPhone: 98765 43210\nEmail: asha@example.com\nCity: Pune',
    });
    // Only a job application has a position: other leads carry no such field.
    expect(newestKept(cms, submissionId)).not.toHaveProperty('position');
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
    // Refused at the connection once, then kept once: a second delivery would show here.
    expect(callsFor(cms, submissionId).map((call) => call.outcome)).toEqual(['down', 'stored']);
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
    for (const { submissionId } of held) {
      expect(callsFor(cms, submissionId).map((call) => call.outcome)).toEqual(['down', 'stored']);
    }
  });

  it('carries its CV in the same request as the lead, every time it is sent, so the CMS stores both at once', async () => {
    const cms = cmsDouble();
    cms.loseNextAnswer = true;
    const { submissionId, answer } = send('application', application(pdf()));
    expect((await answer).status).toBe(202);
    await makeAllDue();
    expect(await deliverHeldLeads()).toBe(1);
    // Kept with its answer lost, then sent again once, the CV in both: the CMS keeps one lead per
    // submission id and attaches a CV to a lead that has none, so it holds one lead with one CV.
    const calls = callsFor(cms, submissionId);
    expect(calls.map((call) => call.outcome)).toEqual(['lost', 'stored']);
    for (const call of calls) {
      expect(call.cv).toEqual({ name: 'cv.pdf', text: '%PDF-1.4 résumé' });
      expect(call.data).toMatchObject({ form: 'Job application', position: 'DATA SCIENTIST' });
      expect(call.data).not.toHaveProperty('cv');
    }
    // Delivered: not sent a third time.
    await makeAllDue();
    expect(await deliverHeldLeads()).toBe(0);
    expect(callsFor(cms, submissionId)).toHaveLength(2);
  });

  it('sent again with corrections after a lost answer, it reaches the CMS as corrected', async () => {
    const cms = cmsDouble();
    cms.loseNextAnswer = true;
    const first = send('enquiry', enquiry);
    expect((await first.answer).status).toBe(202);
    // The visitor corrects the form and sends it again: the same submission id, a later time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const corrected = send('enquiry', { ...enquiry, name: 'Asha R. Rao' }, first.browserId);
    expect((await corrected.answer).status).toBe(201);
    await makeAllDue();
    await deliverHeldLeads();
    // The first version kept with its answer lost, the correction kept; whatever the outbox sent after them
    // is not newer than the correction, so the CMS shows the correction.
    expect(newestKept(cms, first.submissionId)).toMatchObject({ name: 'Asha R. Rao' });
    const kept = keptBy(cms, first.submissionId);
    expect(kept.slice(0, 2).map((call) => call.data.name)).toEqual(['Asha Rao', 'Asha R. Rao']);
  });

  it('sent again with corrections while the first version is on its way: the correction is not dropped', async () => {
    const cms = cmsDouble();
    const inFlight = gate();
    cms.gate = inFlight.promise;
    const first = send('enquiry', enquiry);
    await cms.arrived(1);
    const corrected = send('enquiry', { ...enquiry, name: 'Asha R. Rao' }, first.browserId);
    // The correction is in the outbox (the first version still holds the claim).
    await held(first.submissionId, (entry) => entry?.values.name === 'Asha R. Rao');
    cms.gate = null;
    inFlight.open();
    expect([201, 202]).toContain((await first.answer).status);
    await corrected.answer;
    await makeAllDue();
    await deliverHeldLeads();
    expect(newestKept(cms, first.submissionId)).toMatchObject({ name: 'Asha R. Rao' });
    expect(await leadStore().size()).toBe(0);
  });

  it('delivered by two servers at once, goes to the CMS once: the second finds it claimed and leaves it', async () => {
    const cms = cmsDouble();
    cms.down = true;
    const { submissionId, answer } = send('enquiry', enquiry);
    expect((await answer).status).toBe(202);
    cms.down = false;
    const entry = (await leadStore().get(submissionId))!;
    const inFlight = gate();
    cms.gate = inFlight.promise;
    const first = deliverLead(leadsCms()!, entry, leadStore());
    await cms.arrived(2);
    // The second server's attempt while the first one's request is on its way.
    const second = deliverLead(leadsCms()!, entry, leadStore());
    await Promise.race([second, cms.arrived(3)]);
    cms.gate = null;
    inFlight.open();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(callsFor(cms, submissionId).map((call) => call.outcome)).toEqual(['down', 'stored']);
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
