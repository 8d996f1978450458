/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Touch } from '@/lib/attribution/touch';

const dir = mkdtempSync(path.join(tmpdir(), 'leads-touches-'));
const saved = { ...process.env };
Object.assign(process.env, { LEADS_DIR: dir, BLOG_API_URL: '', LEADS_API_TOKEN: '', REDIS_URL: '' });

import { cmsLead } from './cms-record';
import { checkTouches } from './fields';
import { receiveLead } from './receive';
import { leadStore } from './store';
import { storedSubmissionId } from './submission-id.mjs';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const google: Touch = {
  source: 'google',
  medium: 'cpc',
  campaign: 'mern-nov',
  term: 'mern course',
  content: '',
  gclid: 'Cj0KCQ_abc-123',
  fbclid: '',
  referrerHost: 'www.google.com',
  referrerKind: 'search',
  landingPage: '/mernstack',
  at: '2026-11-01T10:00:00.000Z',
};
const newsletter: Touch = {
  ...google,
  source: 'newsletter',
  medium: 'email',
  campaign: 'dec',
  term: '',
  gclid: '',
  referrerHost: '',
  referrerKind: '',
  landingPage: '/contactus',
  at: '2026-11-20T08:00:00.000Z',
};
const json = (value: unknown) => JSON.stringify(value);

describe('the touches a submission carries, as the server checks them', () => {
  it('takes known keys with plain values, and drops keys it does not know', () => {
    expect(checkTouches(json({ first: { ...google, extra: 'x' }, latest: newsletter, more: 1 }))).toEqual({
      first: google,
      latest: newsletter,
    });
  });

  it('drops a touch that is not so, never the other', () => {
    const refused: Partial<Touch>[] = [
      { source: '<script>alert(1)</script>' },
      { campaign: 'x'.repeat(151) },
      { gclid: 'abc def' },
      { referrerHost: 'evil.example/path' },
      { referrerKind: 'search', referrerHost: '' },
      { referrerKind: 'paid' as Touch['referrerKind'] },
      { landingPage: 'https://evil.example/' },
      { landingPage: '/page?name=Asha' },
      { at: 'yesterday' },
      { source: '', medium: '', campaign: '', term: '', gclid: '', referrerHost: '', referrerKind: '' },
    ];
    for (const change of refused) {
      expect(checkTouches(json({ first: { ...google, ...change }, latest: newsletter }))).toEqual({
        first: newsletter,
        latest: newsletter,
      });
    }
    const withoutTime: Partial<Touch> = { ...google };
    delete withoutTime.at;
    expect(checkTouches(json({ first: withoutTime, latest: google }))).toEqual({
      first: google,
      latest: google,
    });
  });

  it('takes nothing that is not a JSON object of touches within 8 KB', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '"text"',
      json({}),
      json({ first: 1 }),
      ' '.repeat(9000),
    ]) {
      expect(checkTouches(raw)).toBeNull();
    }
  });
});

function submission(touches: string | null) {
  const body = new FormData();
  body.set('_form', 'contact');
  body.set('_submission', crypto.randomUUID());
  body.set('_page', '/contactus');
  body.set('_elapsed', '8000');
  body.set('website', '');
  body.set('username', 'Ravi');
  body.set('lastname', 'Kulkarni');
  body.set('companyname', 'Acme');
  body.set('email', 'ravi@example.com');
  if (touches !== null) body.set('_touches', touches);
  return body;
}

async function keep(body: FormData) {
  const answer = await receiveLead(
    new Request('http://site.test/api/leads', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` },
    }),
  );
  expect(answer.status).toBe(201);
  return (await leadStore().get(storedSubmissionId(String(body.get('_submission')))))!;
}

describe('a lead with its touches', () => {
  it('is kept with them, and goes to the CMS in fields of their own', async () => {
    const entry = await keep(submission(json({ first: google, latest: newsletter })));
    expect(entry.touches).toEqual({ first: google, latest: newsletter });
    expect(entry.values).not.toHaveProperty('_touches');
    expect(cmsLead(entry)).toMatchObject({
      form: 'Contact',
      email: 'ravi@example.com',
      firstSource: 'google',
      firstMedium: 'cpc',
      firstCampaign: 'mern-nov',
      firstTerm: 'mern course',
      firstContent: null,
      firstGclid: 'Cj0KCQ_abc-123',
      firstFbclid: null,
      firstReferrerHost: 'www.google.com',
      firstReferrerKind: 'Search engine',
      firstLandingPage: '/mernstack',
      firstTouchAt: '2026-11-01T10:00:00.000Z',
      latestSource: 'newsletter',
      latestMedium: 'email',
      latestCampaign: 'dec',
      latestReferrerHost: null,
      latestReferrerKind: null,
      latestLandingPage: '/contactus',
      latestTouchAt: '2026-11-20T08:00:00.000Z',
    });
  });

  it('is kept without them when they do not pass, and a direct visit’s lead carries no touch field', async () => {
    const entry = await keep(submission('{"first": "<b>"}'));
    expect(entry.touches).toBeUndefined();
    const record = cmsLead(entry);
    expect(Object.keys(record).filter((key) => /^(first|latest)/.test(key))).toEqual([]);
    expect((await keep(submission(null))).touches).toBeUndefined();
  });
});
