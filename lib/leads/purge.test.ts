/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'leads-purge-'));
const saved = { ...process.env };
const TOKEN = 'a-data-requests-token';
Object.assign(process.env, {
  LEADS_DIR: dir,
  BLOG_API_URL: '',
  LEADS_API_TOKEN: '',
  REDIS_URL: '',
  DATA_REQUESTS_API_TOKEN: TOKEN,
});

import { leadOfContact } from './contact-match';
import type { LeadEntry } from './entry';
import { receivePurge } from './purge';
import { leadStore } from './store';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

function held(form: LeadEntry['form'], values: Record<string, string>): LeadEntry {
  return {
    submissionId: crypto.randomUUID(),
    form,
    values,
    page: '/',
    receivedAt: new Date().toISOString(),
    attempts: 1,
    nextAttemptAt: 0,
  };
}

function purge(body: unknown, token = TOKEN) {
  return receivePurge(
    new Request('http://site.test/api/leads/purge', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    async () => {},
  );
}

const asha = held('enquiry', {
  name: 'Asha',
  phone: '+91 98765 43210',
  email: 'Asha@Example.com',
  city: 'Pune',
});
const ashaDemo = held('demo-landing', {
  fullName: 'Asha',
  email: 'asha@example.com',
  courseInterest: 'Data Science',
  graduationYear: '',
  contactNumber: '',
});
const ashaApplication = held('application', {
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'rao@example.com',
  areacode: '+91',
  phone: '98765-43210',
});
const ravi = held('enquiry', { name: 'Ravi', phone: '98765 00000', email: 'ravi@example.com', city: 'Pune' });

describe('the contact of a held lead', () => {
  it('matches by e-mail without regard to case, and by phone as an Indian number, whatever the form', () => {
    expect(leadOfContact(asha, { type: 'E-mail', value: ' asha@EXAMPLE.com' })).toBe(true);
    expect(leadOfContact(ashaDemo, { type: 'E-mail', value: 'asha@example.com' })).toBe(true);
    expect(leadOfContact(ravi, { type: 'E-mail', value: 'asha@example.com' })).toBe(false);
    expect(leadOfContact(ashaApplication, { type: 'Phone', value: '098765 43210' })).toBe(true);
    expect(leadOfContact(asha, { type: 'Phone', value: '9876543210' })).toBe(true);
    expect(leadOfContact(ashaDemo, { type: 'Phone', value: '' })).toBe(false);
    for (const phone of ['+91 98765 43210', '0091 98765 43210', '91 98765 43210', '(98765) 43210']) {
      expect([phone, leadOfContact(ashaApplication, { type: 'Phone', value: phone })]).toEqual([phone, true]);
    }
    expect(leadOfContact(ashaApplication, { type: 'Phone', value: '+1 987 654 3210' })).toBe(false);
  });
});

describe('POST /api/leads/purge', () => {
  beforeEach(async () => {
    for (const entry of await leadStore().list()) await leadStore().remove(entry.submissionId);
    for (const entry of [asha, ashaDemo, ashaApplication, ravi]) await leadStore().put(entry);
  });

  it('deletes the person’s held leads, and nobody else’s', async () => {
    expect(await purge({ contactType: 'E-mail', contact: 'ASHA@example.com' })).toEqual({
      status: 200,
      body: { purged: 2 },
    });
    expect((await leadStore().list()).map((entry) => entry.submissionId).sort()).toEqual(
      [ashaApplication.submissionId, ravi.submissionId].sort(),
    );
    expect(readdirSync(dir).filter((name) => name.startsWith(asha.submissionId))).toEqual([]);
    expect(await purge({ contactType: 'Phone', contact: '+91-98765-43210' })).toEqual({
      status: 200,
      body: { purged: 1 },
    });
    expect((await leadStore().list()).map((entry) => entry.submissionId)).toEqual([ravi.submissionId]);
  });

  it('answers only the CMS’s token, and only a contact', async () => {
    expect(
      (await purge({ contactType: 'E-mail', contact: 'asha@example.com' }, 'not-the-token')).status,
    ).toBe(401);
    expect((await purge({ contactType: 'Name', contact: 'Asha' })).status).toBe(400);
    expect((await purge({ contactType: 'E-mail', contact: '' })).status).toBe(400);
    expect(await leadStore().size()).toBe(4);
  });

  it('waits for a delivery under way, and answers 503 (nothing of it delivered after) if it keeps the lead', async () => {
    const store = leadStore();
    const token = await store.claim(ravi.submissionId, 60_000);
    expect(token).toEqual(expect.any(String));
    expect((await purge({ contactType: 'E-mail', contact: 'ravi@example.com' })).status).toBe(503);
    expect(await store.get(ravi.submissionId)).not.toBeNull();
    await store.release(ravi.submissionId, token!);
    expect(await purge({ contactType: 'E-mail', contact: 'ravi@example.com' })).toEqual({
      status: 200,
      body: { purged: 1 },
    });
  });
});
