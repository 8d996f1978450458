import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import type { Context } from 'koa';
import { dataRightsDatabase, dataRightsStrapi } from '../../../../../../test/data-rights-database';
import { hashCode } from '../lib/rules';
import { noticesSettled, tellTeamOfNewRequests } from './notices';
import requestsService from './requests';

const REQUESTS = 'api::data-request.data-request';

/** The site's calls (a request, a lookup, a confirmation) over Strapi's real database layer (SQLite). */
let db: Database;
beforeAll(async () => {
  db = await dataRightsDatabase();
});
afterAll(() => db.destroy());

function call(data: unknown) {
  return { request: { body: { data } }, status: 200, body: undefined as unknown } as unknown as Context & {
    body: { data: Record<string, unknown> | null; error?: { name: string } };
  };
}

/** The code in a verification e-mail's link. */
const codeIn = (text = '') => /#code=([0-9A-Z-]+)/.exec(text)?.[1] ?? '';

test('an erasure request: the verification e-mail says what it asks, the team hears of it, no contact in either log or notice', async () => {
  const strapi = dataRightsStrapi(db);
  const service = requestsService({ strapi });
  const created = call({ kind: 'erasure', contact: 'Priya.Rights@Example.com' });
  await service.create(created);
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ verification: 'email' });

  const mail = strapi.sent.find((message) => message.to === 'priya.rights@example.com');
  expect(mail?.subject).toBe('Confirm your request to erase all your enquiries');
  expect(mail?.text).toContain(
    'You asked us to erase all your enquiries. We will delete every form you sent us, with any resume, from all our systems, and our team will delete the alert e-mails it received about them. This cannot be undone.',
  );
  expect(mail?.text).toContain('If you did not ask for this, do not confirm it');
  expect(mail?.html).toContain('<strong>You asked us to erase all your enquiries.</strong>');
  const code = codeIn(mail?.text);
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

  // The team's notice goes after the answer to the site.
  await noticesSettled();
  const notice = strapi.sent.find((message) => message.to === 'grievance@example.in');
  expect(notice?.subject).toMatch(/^Data request \d+: Erasure, answer by \d+ \w+ \d{4}$/);
  expect(notice?.text).toContain('Waits for the person to confirm by the link we e-mailed them.');
  expect(notice?.text).toMatch(
    /Open the request: https:\/\/cms\.example\.in\/admin\/content-manager\/collection-types\/api::data-request\.data-request\/\S+/,
  );
  expect(`${notice?.text}${notice?.html}`).not.toMatch(/priya/i);
  for (const line of strapi.logs) expect(line).not.toMatch(/priya|example|[0-9A-Z]{4}-[0-9A-Z]{4}/i);

  // The confirmation page asks what the code's request is: the site's id, and nothing changes.
  const looked = call({ code: code.toLowerCase() });
  await service.lookup(looked);
  expect(looked.status).toBe(200);
  expect(looked.body).toEqual({ data: { kind: 'erasure' } });
  const stored = (await db.query(REQUESTS as never).findOne({ where: { codeHash: hashCode(code) } })) as {
    requestStatus: string;
    verifiedAt: unknown;
  };
  expect(stored).toMatchObject({ requestStatus: 'Unverified', verifiedAt: null });

  // Confirmed: the answer names the kind too; the code then waits for nothing.
  const confirmed = call({ code });
  await service.verify(confirmed);
  expect(confirmed.body.data).toMatchObject({ kind: 'erasure' });
  const again = call({ code });
  await service.lookup(again);
  expect(again.status).toBe(404);
  expect(again.body.error?.name).toBe('UnknownCode');
  for (const line of strapi.logs) expect(line).not.toContain(code);
});

test('an access request’s e-mail says so in the site’s words', async () => {
  const strapi = dataRightsStrapi(db);
  await requestsService({ strapi }).create(call({ kind: 'access', contact: 'ravi.copy@example.com' }));
  const mail = strapi.sent.find((message) => message.to === 'ravi.copy@example.com');
  expect(mail?.subject).toBe(
    'Confirm your request to send you a copy of the personal data we hold about you',
  );
  expect(mail?.text).toContain(
    'You asked us to send you a copy of the personal data we hold about you. We will send it to the e-mail address you gave us.',
  );
});

test('a lookup: 404 UnknownCode for a code no request waits for (or none at all), 410 once it expired', async () => {
  const strapi = dataRightsStrapi(db);
  const service = requestsService({ strapi });
  for (const code of ['ABCD-EFGH-JKMN-PQRS', 'not a code', '', undefined]) {
    const looked = call({ code });
    await service.lookup(looked);
    expect(looked.status).toBe(404);
    expect(looked.body.error?.name).toBe('UnknownCode');
  }
  await db.query(REQUESTS as never).create({
    data: {
      documentId: 'expired-request',
      kind: 'Withdraw consent',
      requestStatus: 'Unverified',
      contactType: 'E-mail',
      contact: 'old@example.com',
      verification: 'E-mail link',
      receivedAt: '2026-11-01T00:00:00.000Z',
      deadline: '2026-12-01',
      codeHash: hashCode('ZZZZ-ZZZZ-ZZZZ-ZZZZ'),
      codeExpiresAt: '2026-11-04T00:00:00.000Z',
    },
  });
  const expired = call({ code: 'zzzz zzzz zzzz zzzz' });
  await service.lookup(expired);
  expect(expired.status).toBe(410);
});

test('a phone request: no e-mail to the person; the team is told to call to verify', async () => {
  const strapi = dataRightsStrapi(db);
  const created = call({ kind: 'access', contact: '+91 98765 55555' });
  await requestsService({ strapi }).create(created);
  expect(created.body.data).toMatchObject({ verification: 'admissions' });
  await noticesSettled();
  expect(strapi.sent).toHaveLength(1);
  const [notice] = strapi.sent;
  expect(notice?.to).toBe('grievance@example.in');
  expect(notice?.subject).toMatch(/^Data request \d+: Access, call to verify, answer by /);
  expect(notice?.text).toContain(
    'Call the number on its page, make sure it is the person, write what they said in Outcome and set it Verified.',
  );
  expect(`${notice?.text}${notice?.html}`).not.toMatch(/98765|55555/);
});

test('the team’s notice: once per request however many try, again after a refusal, never without an address', async () => {
  let refuse = true;
  const strapi = dataRightsStrapi(db, { refuseMail: () => refuse });
  const now = new Date();
  await db.query(REQUESTS as never).create({
    data: {
      documentId: 'told-once',
      kind: 'Correction',
      requestStatus: 'Unverified',
      contactType: 'Phone',
      contact: '98765 66666',
      verification: 'Call by admissions',
      receivedAt: now.toISOString(),
      deadline: '2026-12-30',
    },
  });
  await db
    .query(REQUESTS as never)
    .updateMany({ where: { documentId: { $ne: 'told-once' } }, data: { teamToldAt: now } });
  expect(await tellTeamOfNewRequests(strapi, now)).toBe(0);
  const released = (await db
    .query(REQUESTS as never)
    .findOne({ where: { documentId: 'told-once' } })) as Record<string, unknown>;
  expect(released).toMatchObject({ teamToldAt: null, teamNoticeClaimedAt: null });
  refuse = false;
  // Two at once (the create's attempt and the cron's): one sends.
  const results = await Promise.all([tellTeamOfNewRequests(strapi, now), tellTeamOfNewRequests(strapi, now)]);
  expect(results.sort()).toEqual([0, 1]);
  expect(strapi.sent).toHaveLength(1);
  expect(await tellTeamOfNewRequests(strapi, now)).toBe(0);
  // Without a grievance address (nor admissions'), nothing is claimed or sent.
  const nobody = dataRightsStrapi(db, { settings: { grievanceEmail: '' } });
  await db
    .query(REQUESTS as never)
    .update({ where: { documentId: 'told-once' }, data: { teamToldAt: null } });
  expect(await tellTeamOfNewRequests(nobody, now)).toBe(0);
  expect(nobody.sent).toEqual([]);
});
