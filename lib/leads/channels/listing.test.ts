/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'listing-leads-'));
const saved = { ...process.env };
Object.assign(process.env, { LEADS_DIR: dir, BLOG_API_URL: '', LEADS_API_TOKEN: '', REDIS_URL: '' });

import { cmsLead } from '../cms-record';
import { leadStore } from '../store';
import { receiveListingLead } from './listing';
import {
  MISS_REFRESH_MS,
  publisherDirectory,
  publisherFrom,
  REFRESH_MS,
  savedPublishers,
  type Publisher,
  type SavedPublishers,
} from './publishers';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const JUSTDIAL_KEY = 'justdial-key-for-unit-tests-0001';
const SULEKHA_KEY = 'sulekha-key-for-unit-tests-00002';
const justdialGet = readFileSync(path.join(__dirname, 'recorded', 'justdial-get.txt'), 'utf8');
const NOW = Date.parse('2026-11-27T12:00:00Z');

/** The CMS's publisher collection as its REST API answers it. */
const cmsRecords = [
  {
    id: 1,
    documentId: 'a',
    name: 'JustDial',
    slug: 'justdial',
    key: JUSTDIAL_KEY,
    active: true,
    fieldMap: null,
  },
  {
    id: 2,
    documentId: 'b',
    name: 'Sulekha',
    slug: 'sulekha',
    key: SULEKHA_KEY,
    active: true,
    fieldMap: {
      api_key: 'key',
      enquiry_id: 'id',
      customer: 'name',
      contact: 'phone',
      requirement: 'message',
      internal: 'ignore',
      sandbox: 'test',
    },
  },
  {
    id: 3,
    documentId: 'c',
    name: 'Old site',
    slug: 'old-site',
    key: 'old-site-key-for-unit-tests-0003',
    active: false,
  },
  { id: 4, documentId: 'd', name: 'Broken', slug: 'Not A Slug', key: 'x'.repeat(30) },
  { id: 5, documentId: 'e', name: 'Meta', slug: 'meta', key: 'x'.repeat(30) },
];

function memorySaved(): SavedPublishers & { list: Publisher[] | null } {
  const store = {
    list: null as Publisher[] | null,
    read: async () => store.list,
    write: async (list: Publisher[]) => void (store.list = list),
  };
  return store;
}

/** A directory over a CMS that answers while `cms.up`, on a clock the test moves. */
function directoryOver(records = cmsRecords) {
  const cms = { up: true, reads: 0 };
  const clock = { now: NOW };
  const saved = memorySaved();
  const directory = publisherDirectory({
    load: async () => {
      cms.reads += 1;
      if (!cms.up) throw new TypeError('fetch failed');
      return records.flatMap((record) => publisherFrom(record) ?? []);
    },
    saved,
    now: () => clock.now,
  });
  return { cms, clock, saved, directory };
}

let client = 0;
function get(slug: string, query: string) {
  return new Request(`http://site.test/api/leads/listing/${slug}?${query}`, {
    headers: { 'x-forwarded-for': `198.51.100.${++client}` },
  });
}

beforeEach(async () => {
  for (const entry of await leadStore().list()) await leadStore().remove(entry.submissionId);
});

describe('a listing site’s lead', () => {
  it('JustDial’s GET, as it sends it: kept under its lead id with its usual fields, no mapping needed', async () => {
    const { directory } = directoryOver();
    const answer = await receiveListingLead(
      get('justdial', `${justdialGet}&key=${JUSTDIAL_KEY}`),
      'justdial',
      {
        directory,
        now: NOW,
      },
    );
    expect(answer).toEqual({ status: 200, body: { ok: true, kept: 'site', id: 'justdial:JD1127A9F3K2' } });
    const [entry] = await leadStore().list();
    expect(entry?.values).toEqual({
      name: 'Sneha Patil',
      phone: '9823012345',
      email: 'sneha.patil@example.com',
      city: 'Pune',
      course: 'Data Science',
    });
    expect(entry?.channel).toMatchObject({
      channel: 'listing',
      externalId: 'JD1127A9F3K2',
      publisher: 'JustDial',
      isTest: false,
      submittedAt: '2026-11-27T09:05:10.000Z',
    });
    const lead = cmsLead(entry!);
    expect(lead).toMatchObject({
      channel: 'Listing site',
      publisher: 'JustDial',
      externalLeadId: 'JD1127A9F3K2',
    });
    // Every parameter but the key and the id, readable; never the key.
    expect(lead.details).toContain('Area: Kothrud');
    expect(lead.details).toContain('Category: Data Science Training Institutes');
    expect(lead.details).toContain('Phone: 02025501234');
    expect(lead.details).not.toContain(JUSTDIAL_KEY);
    expect(lead.details).not.toContain('JD1127A9F3K2');
  });

  it('by POST, as a form or as JSON, with the site’s own mapping and key parameter', async () => {
    const { directory } = directoryOver();
    const form = new Request('http://site.test/api/leads/listing/sulekha', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.250' },
      body: new URLSearchParams({
        api_key: SULEKHA_KEY,
        enquiry_id: 'SLK-88812',
        customer: 'Imran Shaikh',
        contact: '+91 99220 11223',
        requirement: 'Weekend batch\nfor Python',
        internal: 'do-not-keep',
        sandbox: '1',
      }),
    });
    expect((await receiveListingLead(form, 'sulekha', { directory, now: NOW })).status).toBe(200);
    const json = new Request('http://site.test/api/leads/listing/sulekha', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.251' },
      body: JSON.stringify({
        api_key: SULEKHA_KEY,
        enquiry_id: 'SLK-88813',
        customer: 'Meera',
        contact: '9822012345',
      }),
    });
    expect((await receiveListingLead(json, 'sulekha', { directory, now: NOW })).status).toBe(200);
    const entries = await leadStore().list();
    const first = entries.find((entry) => entry.submissionId === 'sulekha:SLK-88812')!;
    expect(first.values).toEqual({
      name: 'Imran Shaikh',
      phone: '+91 99220 11223',
      message: 'Weekend batch\nfor Python',
    });
    expect(first.channel).toMatchObject({ publisher: 'Sulekha', isTest: true });
    expect(first.channel?.details.join('\n')).not.toContain('do-not-keep');
    expect(entries.map((entry) => entry.submissionId).sort()).toEqual([
      'sulekha:SLK-88812',
      'sulekha:SLK-88813',
    ]);
  });

  it('sent twice: one lead', async () => {
    const { directory } = directoryOver();
    for (let i = 0; i < 2; i++) {
      await receiveListingLead(get('justdial', `${justdialGet}&key=${JUSTDIAL_KEY}`), 'justdial', {
        directory,
        now: NOW,
      });
    }
    expect(await leadStore().list()).toHaveLength(1);
  });

  it.each([
    ['an unknown site', 'sulekha-clone', `key=${JUSTDIAL_KEY}`, 404, 'unknown-listing-site'],
    ['another site’s key', 'justdial', `key=${SULEKHA_KEY}`, 403, 'wrong-key'],
    ['no key', 'justdial', '', 403, 'wrong-key'],
    ['a site switched off', 'old-site', 'key=old-site-key-for-unit-tests-0003', 403, 'listing-site-off'],
    ['a channel’s own prefix', 'meta', `key=${JUSTDIAL_KEY}`, 404, 'unknown-listing-site'],
    ['an address that is no slug', '..', `key=${JUSTDIAL_KEY}`, 404, 'unknown-listing-site'],
  ])('from %s: refused, nothing kept', async (_, slug, key, status, error) => {
    const { directory } = directoryOver();
    const answer = await receiveListingLead(get(slug, `${justdialGet}&${key}`), slug, {
      directory,
      now: NOW,
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, error });
    expect(await leadStore().list()).toEqual([]);
  });

  it.each([
    ['no lead id', justdialGet.replace('leadid=JD1127A9F3K2&', ''), 'no-lead-id'],
    [
      'no phone or e-mail',
      justdialGet.replace('mobile=9823012345&', '').replace(/email=[^&]+&/, ''),
      'no-contact',
    ],
  ])('with %s: 422, nothing kept', async (_, query, error) => {
    const { directory } = directoryOver();
    const answer = await receiveListingLead(get('justdial', `${query}&key=${JUSTDIAL_KEY}`), 'justdial', {
      directory,
      now: NOW,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error });
    expect(await leadStore().list()).toEqual([]);
  });

  it('while listing sites are off: 404', async () => {
    const answer = await receiveListingLead(get('justdial', justdialGet), 'justdial', { directory: null });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'channel-off' });
  });
});

describe('the listing sites, read from the CMS', () => {
  const justdial = () => JUSTDIAL_KEY;

  it('are read once a minute, and again soon after an unknown site or key', async () => {
    const { cms, clock, directory } = directoryOver();
    expect((await directory.lookup('justdial', justdial)).kind).toBe('found');
    expect((await directory.lookup('justdial', justdial)).kind).toBe('found');
    expect(cms.reads).toBe(1);
    clock.now += MISS_REFRESH_MS + 1;
    expect((await directory.lookup('newcomer', justdial)).kind).toBe('unknown');
    expect(cms.reads).toBe(2);
    // A stranger guessing costs one read every two seconds at most.
    expect((await directory.lookup('another', justdial)).kind).toBe('unknown');
    expect(cms.reads).toBe(2);
    clock.now += REFRESH_MS + 1;
    await directory.lookup('justdial', justdial);
    expect(cms.reads).toBe(3);
  });

  it('while the CMS is down: a known site and key by the last good copy, anything else 503', async () => {
    const { cms, clock, saved, directory } = directoryOver();
    await directory.lookup('justdial', justdial);
    // Only digests of the keys are kept.
    expect(JSON.stringify(saved.list)).not.toContain(JUSTDIAL_KEY);
    cms.up = false;
    clock.now += REFRESH_MS + 1;
    expect((await directory.lookup('justdial', justdial)).kind).toBe('found');
    expect((await directory.lookup('justdial', () => SULEKHA_KEY)).kind).toBe('unavailable');
    expect((await directory.lookup('newcomer', justdial)).kind).toBe('unavailable');

    // An instance started while the CMS is down knows them from the copy.
    const restarted = publisherDirectory({
      load: async () => {
        throw new TypeError('fetch failed');
      },
      saved,
      now: () => clock.now,
    });
    expect((await restarted.lookup('justdial', justdial)).kind).toBe('found');
    expect((await restarted.lookup('sulekha', justdial)).kind).toBe('unavailable');
    // With no copy at all, nothing can be checked.
    const bare = publisherDirectory({
      load: async () => {
        throw new TypeError('fetch failed');
      },
      saved: memorySaved(),
    });
    expect((await bare.lookup('justdial', justdial)).kind).toBe('unavailable');
  });

  it('answered with 503 by the endpoint when the key cannot be checked', async () => {
    const bare = publisherDirectory({
      load: async () => {
        throw new TypeError('fetch failed');
      },
      saved: memorySaved(),
    });
    const answer = await receiveListingLead(
      get('justdial', `${justdialGet}&key=${JUSTDIAL_KEY}`),
      'justdial',
      {
        directory: bare,
        now: NOW,
      },
    );
    expect(answer.status).toBe(503);
    expect(answer.headers).toEqual({ 'Retry-After': '60' });
    expect(await leadStore().list()).toEqual([]);
  });

  it('keep their last good copy in LEADS_DIR, digests only', async () => {
    const file = savedPublishers();
    const list = cmsRecords.flatMap((record) => publisherFrom(record) ?? []);
    expect(list.map((publisher) => publisher.slug)).toEqual(['justdial', 'sulekha', 'old-site']);
    await file.write(list);
    expect(await file.read()).toEqual(list);
    const text = readFileSync(path.join(dir, 'publishers.json'), 'utf8');
    expect(text).not.toContain(JUSTDIAL_KEY);
    // Not a lead: the store does not list it.
    expect(await leadStore().list()).toEqual([]);
  });
});
