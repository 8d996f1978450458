/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'leads-'));
const saved = { ...process.env };
// No CMS: the site keeps every lead itself, in this folder.
Object.assign(process.env, { LEADS_DIR: dir, BLOG_API_URL: '', LEADS_API_TOKEN: '', REDIS_URL: '' });

import { receiveEmailStatus, receiveLead, LEADS_PER_CLIENT, LEADS_SITE_WIDE } from './receive';
import { leadStore } from './store';
import { refusalMessages } from './messages';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

let client = 0;
/** A new client address for each test, so the per-client limit of one does not reach the next. */
const nextClient = () => `203.0.113.${++client}`;

function submission(fields: Record<string, string | Blob>, { form = 'enquiry', from = nextClient() } = {}) {
  const body = new FormData();
  body.set('_form', form);
  body.set('_submission', crypto.randomUUID());
  body.set('_page', '/mernstack');
  body.set('_elapsed', '8000');
  body.set('website', '');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { body, from };
}

function post({ body, from }: { body: FormData; from: string }) {
  return receiveLead(
    new Request('http://site.test/api/leads', { method: 'POST', body, headers: { 'x-forwarded-for': from } }),
  );
}

const enquiry = { name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com', city: 'Pune' };

describe('POST /api/leads without a CMS', () => {
  it('keeps a good lead in the site’s store, durably, before answering 201', async () => {
    const sent = submission(enquiry);
    const answer = await post(sent);
    expect(answer).toEqual({ status: 201, answer: { ok: true, kept: 'site' } });
    const kept = await leadStore().get(String(sent.body.get('_submission')));
    expect(kept).toMatchObject({ form: 'enquiry', values: enquiry, page: '/mernstack', attempts: 0 });
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps a lead sent twice once', async () => {
    const sent = submission(enquiry);
    await post(sent);
    const before = await leadStore().size();
    await post({ ...sent, from: nextClient() });
    expect(await leadStore().size()).toBe(before);
  });

  it('refuses what the browser would have refused, field by field, and keeps nothing', async () => {
    const before = await leadStore().size();
    const answer = await post(submission({ ...enquiry, email: 'not-an-address', name: '' }));
    expect(answer).toEqual({
      status: 422,
      answer: {
        ok: false,
        reason: 'invalid',
        errors: {
          name: 'Please enter your name.',
          email: 'Please enter an e-mail address such as name@example.com.',
        },
      },
    });
    expect(await leadStore().size()).toBe(before);
  });

  it('refuses, politely, a filled spam trap and a submit faster than a person', async () => {
    const trapped = submission({ ...enquiry, website: 'http://spam.example' });
    const quick = submission(enquiry);
    quick.body.set('_elapsed', '900');
    for (const sent of [trapped, quick]) {
      expect(await post(sent)).toEqual({
        status: 422,
        answer: { ok: false, reason: 'refused', message: refusalMessages.refused },
      });
      expect(await leadStore().get(String(sent.body.get('_submission')))).toBeNull();
    }
  });

  it('refuses what is not a lead form’s submission at all', async () => {
    const unknown = submission(enquiry, { form: 'newsletter' });
    expect((await post(unknown)).status).toBe(400);
    const noId = submission(enquiry);
    noId.body.set('_submission', '../../etc/passwd');
    expect((await post(noId)).status).toBe(400);
    const json = await receiveLead(
      new Request('http://site.test/api/leads', {
        method: 'POST',
        body: JSON.stringify(enquiry),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      }),
    );
    expect(json.status).toBe(400);
  });

  it('refuses a body over its cap before reading it', async () => {
    const answer = await receiveLead(
      new Request('http://site.test/api/leads', {
        method: 'POST',
        body: 'x',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
          'x-forwarded-for': nextClient(),
        },
      }),
    );
    expect(answer).toEqual({
      status: 413,
      answer: { ok: false, reason: 'too-large', message: refusalMessages['too-large'] },
    });
    const longText = submission({ ...enquiry, city: 'x'.repeat(70 * 1024) });
    expect((await post(longText)).status).toBe(413);
  });

  it(`lets one client send ${LEADS_PER_CLIENT.points} a minute, then refuses it; others go on`, async () => {
    const from = nextClient();
    const answers = [];
    for (let i = 0; i < LEADS_PER_CLIENT.points + 3; i++)
      answers.push(await post(submission(enquiry, { from })));
    expect(answers.slice(0, LEADS_PER_CLIENT.points).every((answer) => answer.status === 201)).toBe(true);
    for (const answer of answers.slice(LEADS_PER_CLIENT.points)) {
      expect(answer.status).toBe(429);
      expect(answer.answer).toEqual({ ok: false, reason: 'too-many', message: refusalMessages['too-many'] });
      expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect((await post(submission(enquiry))).status).toBe(201);
  });

  it(`holds the whole site to ${LEADS_SITE_WIDE.points} leads a minute, whatever address each claims`, async () => {
    let refused = 0;
    for (let i = 0; i < LEADS_SITE_WIDE.points + 5; i++) {
      const answer = await post(submission(enquiry));
      if (answer.status === 429) {
        refused += 1;
        expect(answer.answer).toEqual({ ok: false, reason: 'busy', message: refusalMessages.busy });
      }
    }
    // Earlier tests of this file used some of the minute's leads already.
    expect(refused).toBeGreaterThanOrEqual(5);
  });
});

describe('POST /api/leads/email-status', () => {
  const report = (body: unknown) =>
    receiveEmailStatus(
      new Request('http://site.test/api/leads/email-status', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'x-forwarded-for': nextClient() },
      }),
    );

  it('records the e-mail status beside a lead the site holds', async () => {
    const [held] = await leadStore().list();
    expect(await report({ submissionId: held!.submissionId, status: 'sent' })).toBe(204);
    expect(await leadStore().emailStatus(held!.submissionId)).toBe('sent');
  });

  it('refuses anything but a submission id and a known status', async () => {
    expect(await report({ submissionId: 'x', status: 'sent' })).toBe(400);
    expect(await report({ submissionId: crypto.randomUUID(), status: 'delivered' })).toBe(400);
  });
});
