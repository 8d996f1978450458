/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'google-leads-'));
const saved = { ...process.env };
Object.assign(process.env, { LEADS_DIR: dir, BLOG_API_URL: '', LEADS_API_TOKEN: '', REDIS_URL: '' });

import { cmsLead } from '../cms-record';
import { leadStore } from '../store';
import { receiveGoogleLead } from './google';
import recorded from './recorded/google-lead-form.json';
import testLead from './recorded/google-test-lead.json';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const KEY = 'google-lead-form-key-for-tests';
const NOW = Date.parse('2026-11-27T12:00:00Z');
let client = 0;

function post(body: string) {
  return new Request('http://site.test/api/leads/google', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++client}` },
  });
}

const withKey = (lead: object, key = KEY) => JSON.stringify({ ...lead, google_key: key });
const receive = (body: string, key: string | null = KEY) => receiveGoogleLead(post(body), { key, now: NOW });

beforeEach(async () => {
  for (const entry of await leadStore().list()) await leadStore().remove(entry.submissionId);
});

describe('a Google Ads lead form’s webhook', () => {
  it('with the key: the lead kept under its lead_id, its answers and ids mapped', async () => {
    // As Google sends it: the ids as JSON numbers.
    const answer = await receive(withKey(recorded));
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, kept: 'site', id: 'google:Cj0KCQiA4L67BhDUARIsADWrl7HUq0cLdFy1Sk5bWzNe8x' },
    });
    const [entry] = await leadStore().list();
    expect(entry).toMatchObject({
      submissionId: 'google:Cj0KCQiA4L67BhDUARIsADWrl7HUq0cLdFy1Sk5bWzNe8x',
      values: {
        name: 'Rahul Kulkarni',
        phone: '+91 98120 45678',
        email: 'rahul.kulkarni@example.com',
        city: 'Nashik',
        course: 'MERN Stack Development',
      },
      channel: {
        channel: 'google',
        externalId: 'Cj0KCQiA4L67BhDUARIsADWrl7HUq0cLdFy1Sk5bWzNe8x',
        campaignId: '21876543210',
        adGroupId: '168765432109',
        adId: '712345678901',
        leadFormId: '164502387611',
        clickId: 'Cj0KCQiA4L67BhDUARIsADWrl7FpjXhEZXZtR0Uwb1c5a0',
        submittedAt: '2026-11-27T10:45:12.000Z',
        isTest: false,
      },
    });
    // As the CMS gets it: an Enquiry of the Google Ads channel, every answer in its details.
    expect(cmsLead(entry!)).toMatchObject({
      submissionId: 'google:Cj0KCQiA4L67BhDUARIsADWrl7HUq0cLdFy1Sk5bWzNe8x',
      form: 'Enquiry',
      channel: 'Google Ads lead form',
      externalLeadId: 'Cj0KCQiA4L67BhDUARIsADWrl7HUq0cLdFy1Sk5bWzNe8x',
      campaignId: '21876543210',
      adGroupId: '168765432109',
      adId: '712345678901',
      leadFormId: '164502387611',
      pageId: null,
      clickId: 'Cj0KCQiA4L67BhDUARIsADWrl7FpjXhEZXZtR0Uwb1c5a0',
      isTest: false,
      page: null,
      submittedAt: '2026-11-27T10:45:12.000Z',
      course: 'MERN Stack Development',
      details: [
        'Full name: Rahul Kulkarni',
        'Phone number: +91 98120 45678',
        'Email: rahul.kulkarni@example.com',
        'City: Nashik',
        'Which course are you interested in?: MERN Stack',
        'What is your highest qualification?: B.E. Computer',
      ].join('\n'),
    });
  });

  it('sent twice: one lead', async () => {
    await receive(withKey(recorded));
    await receive(withKey(recorded));
    expect(await leadStore().list()).toHaveLength(1);
  });

  it('a test lead (Send test data): kept and marked', async () => {
    const answer = await receive(withKey(testLead));
    expect(answer.status).toBe(200);
    const [entry] = await leadStore().list();
    expect(entry?.channel).toMatchObject({ isTest: true, clickId: 'gclid-test', campaignId: '12345678901' });
    expect(entry?.submissionId).toBe(
      'google:TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz-0123456789-AaBbCcDdEeFfGgHhIiJjKkLl',
    );
    expect(cmsLead(entry!).isTest).toBe(true);
  });

  it.each([
    ['a wrong key', withKey(recorded, 'google-lead-form-key-for-test'), 403, 'wrong-key'],
    ['no key', JSON.stringify({ ...recorded, google_key: undefined }), 401, 'no-key'],
    ['a body that is not JSON', '{"lead_id":', 400, 'bad-request'],
  ])('with %s: refused, nothing kept', async (_, body, status, error) => {
    const answer = await receive(body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, error });
    expect(await leadStore().list()).toEqual([]);
  });

  it.each([
    ['no lead_id', { lead_id: '' }, 'no-lead-id'],
    ['answers that are not a list', { user_column_data: 'x' }, 'bad-columns'],
    [
      'an answer that is not text',
      { user_column_data: [{ column_id: 'EMAIL', string_value: 5 }] },
      'bad-columns',
    ],
    [
      'neither a phone nor an e-mail',
      { user_column_data: [{ column_id: 'FULL_NAME', string_value: 'Asha' }] },
      'no-contact',
    ],
  ])('with %s: 422, nothing kept', async (_, change, error) => {
    const answer = await receive(withKey({ ...recorded, ...change }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ ok: false, error });
    expect(await leadStore().list()).toEqual([]);
  });

  it('over the body cap: 413', async () => {
    const answer = await receive(withKey({ ...recorded, padding: 'x'.repeat(70 * 1024) }));
    expect(answer.status).toBe(413);
  });

  it('while Google Ads lead forms are off: 404', async () => {
    const answer = await receive(withKey(recorded), null);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'channel-off' });
    expect(await leadStore().list()).toEqual([]);
  });
});
