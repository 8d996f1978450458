import { afterAll, beforeAll, expect, test } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@strapi/database';
import {
  dataRightsDatabase,
  dataRightsStrapi,
  newDocumentId,
} from '../../../../../../test/data-rights-database';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { ErasureRefused, eraseForRequest, purgeSiteOutbox } from './erasure';

const LEADS = 'api::lead.lead';
const REQUESTS = 'api::data-request.data-request';
const HISTORY = 'api::lead-activity.lead-activity';

/**
 * The erasure over Strapi's real database layer (SQLite): the leads, their history, CVs and counsellors, and
 * the requests are rows the erasure's own queries find, change and delete.
 */
let db: Database;
beforeAll(async () => {
  db = await dataRightsDatabase();
});
afterAll(() => db.destroy());

/** 02:21 India time on 28 November 2026 is still the 27th in UTC. */
const at = () => new Date('2026-11-27T20:51:00Z');

async function counsellor(email: string, firstname: string) {
  return (await db.query('admin::user' as never).create({ data: { email, firstname, lastname: 'K' } })) as {
    id: number;
  };
}

async function lead(
  fields: Record<string, unknown>,
  { cv = false, counsellorId }: { cv?: boolean; counsellorId?: number } = {},
) {
  const file = cv
    ? ((await db.query('plugin::upload.file' as never).create({ data: { name: 'cv.pdf', size: 12.5 } })) as {
        id: number;
      })
    : null;
  const documentId = newDocumentId('lead');
  const row = (await db.query(LEADS as never).create({
    data: {
      documentId,
      submissionId: documentId,
      form: 'Enquiry',
      submittedAt: '2026-11-20T04:30:00.000Z',
      course: 'MERN Stack',
      ...fields,
      ...(file ? { cv: file.id } : {}),
      ...(counsellorId ? { counsellor: counsellorId } : {}),
    },
  })) as { id: number; documentId: string };
  await db.query(HISTORY as never).create({
    data: {
      documentId: newDocumentId('h'),
      kind: 'Call',
      text: 'Rang, no answer',
      at: '2026-11-20T05:00:00.000Z',
      lead: row.id,
    },
  });
  return row;
}

async function request(fields: Record<string, unknown>) {
  return (await db.query(REQUESTS as never).create({
    data: {
      documentId: newDocumentId('req'),
      kind: 'Erasure',
      requestStatus: 'Verified',
      contactType: 'E-mail',
      verification: 'Call by admissions',
      receivedAt: '2026-11-26T10:00:00.000Z',
      deadline: '2026-12-26',
      verifiedAt: '2026-11-27T09:00:00.000Z',
      verifiedBy: 'Ravi K',
      ...fields,
    },
  })) as { id: number; documentId: string };
}

const row = (uid: string, id: number) =>
  db.query(uid as never).findOne({ where: { id } }) as Promise<Record<string, unknown> | null>;

test('erases every lead of the person (any letter case), keeps the verifier’s notes, dates it in India time, tells the team and the person', async () => {
  const ravi = await counsellor('ravi@institute.example', 'Ravi');
  const first = await lead(
    { email: 'Asha.Erase@Example.com', name: 'Asha Erase', phone: '98765 11111' },
    { cv: true, counsellorId: ravi.id },
  );
  const second = await lead({
    email: 'asha.erase@example.com',
    name: 'Asha Erase',
    form: 'Demo session',
    course: null,
  });
  const someoneElse = await lead({ email: 'asha.erase@example.co', name: 'Not her' });
  const erasure = await request({
    contact: 'asha.erase@example.com',
    outcome: 'Called on 27 Nov at 14:30; she confirmed her name and the MERN enquiry.',
  });
  const openAccess = await request({ kind: 'Access', contact: 'ASHA.ERASE@example.com', details: null });
  const closed = await request({
    kind: 'Correction',
    requestStatus: 'Done',
    contact: 'asha.erase@example.com',
    details: 'my city',
  });

  const strapi = dataRightsStrapi(db);
  const purged: unknown[] = [];
  const result = await eraseForRequest(strapi, erasure.documentId, {
    now: at,
    purgeOutbox: async (_, contact) => (purged.push(contact), 1),
  });

  expect(purged).toEqual([{ type: 'E-mail', value: 'asha.erase@example.com' }]);
  expect(strapi.deleted.sort()).toEqual([first.documentId, second.documentId].sort());
  expect(await row(LEADS, first.id)).toBeNull();
  expect(await row(LEADS, second.id)).toBeNull();
  expect(await row(LEADS, someoneElse.id)).not.toBeNull();
  expect(
    await db.query(HISTORY as never).count({ where: { lead: { id: { $in: [first.id, second.id] } } } }),
  ).toBe(0);
  expect(result).toMatchObject({ erasedLeads: 2, erasedFiles: 1, erasedWaiting: 1, answerPending: false });

  const record = await row(REQUESTS, erasure.id);
  expect(record).toMatchObject({
    requestStatus: 'Done',
    contact: null,
    details: null,
    erasedLeads: 2,
    erasedFiles: 1,
    erasedWaiting: 1,
    answerMethod: 'E-mail',
    verifiedBy: 'Ravi K',
  });
  expect(new Date(record?.verifiedAt as string).toISOString()).toBe('2026-11-27T09:00:00.000Z');
  expect(new Date(record?.erasedAt as string).toISOString()).toBe('2026-11-27T20:51:00.000Z');
  const outcome = String(record?.outcome);
  expect(outcome.split('\n')[0]).toBe(
    'Called on 27 Nov at 14:30; she confirmed her name and the MERN enquiry.',
  );
  expect(outcome).toContain('Erased on 2026-11-28 (India time): 2 leads, 1 CV, 1 waiting on the site.');
  expect(outcome).not.toMatch(/CVs|2026-11-27:/);
  expect(outcome).toContain('The alert e-mails our team received about these forms are deleted by the team.');
  expect(outcome).toContain('2 people were asked by e-mail to delete them.');
  expect(outcome).toContain(
    `Left open, with their contact, to be answered: request ${openAccess.id} (Access).`,
  );
  expect(outcome).toContain('Answered on 2026-11-28: the person was told by e-mail.');

  // Another open request of the person stays open, with its contact, and says what happened.
  expect(await row(REQUESTS, openAccess.id)).toMatchObject({
    requestStatus: 'Verified',
    contact: 'ASHA.ERASE@example.com',
  });
  expect(String((await row(REQUESTS, openAccess.id))?.outcome)).toContain(
    `erased on 2026-11-28 (India time) by request ${erasure.id}`,
  );
  // A closed one loses the contact nothing needs any more.
  expect(await row(REQUESTS, closed.id)).toMatchObject({
    requestStatus: 'Done',
    contact: null,
    details: null,
  });

  // The team is asked to delete their alert e-mails, by form and time, never by the person.
  const note = strapi.sent.find((mail) => mail.subject?.startsWith('Please delete'));
  expect(note?.to).toBe('ravi@institute.example, admissions@example.in');
  expect(note?.text).toContain(
    'The alert about the Enquiry for MERN Stack received 20 November 2026, 10:00 IST',
  );
  expect(note?.text).toContain('The alert about the Demo session received 20 November 2026, 10:00 IST');
  expect(`${note?.text}${note?.html}`).not.toMatch(/asha|98765/i);
  // The person is answered at the address they verified.
  const answer = strapi.sent.find((mail) => mail.to === 'asha.erase@example.com');
  expect(answer?.subject).toBe('Your enquiries have been erased');
  expect(answer?.text).toContain('We deleted 3 forms you sent us, with 1 resume, from all our systems.');
  expect(answer?.text).toContain(
    'The alert e-mails our team received about these forms are deleted by the team.',
  );
  expect(answer?.text).toContain(
    'Your other request, to send you a copy of the personal data we hold about you, is still open',
  );
  expect(strapi.sent).toHaveLength(2);
  // Nothing personal in the log.
  for (const line of strapi.logs) expect(line).not.toMatch(/asha|98765|example/i);

  // A second press changes nothing.
  await expect(eraseForRequest(strapi, erasure.documentId, { purgeOutbox: async () => 0 })).rejects.toThrow(
    'This erasure was done already.',
  );
});

test('a phone request erases the leads with that number however it was written, and its answer was the call', async () => {
  const a = await lead({ phone: '+91 98765-22222', email: '' });
  const b = await lead({ phone: '098765 22222', email: 'b@example.com' }, { cv: true });
  const other = await lead({ phone: '98765 22223' });
  const erasure = await request({ contactType: 'Phone', contact: '98765 22222' });
  const strapi = dataRightsStrapi(db);
  const result = await eraseForRequest(strapi, erasure.documentId, { now: at, purgeOutbox: async () => 0 });
  expect(result).toMatchObject({ erasedLeads: 2, erasedFiles: 1, answerPending: false });
  expect(strapi.deleted.sort()).toEqual([a.documentId, b.documentId].sort());
  expect(await row(LEADS, other.id)).not.toBeNull();
  expect(await row(REQUESTS, erasure.id)).toMatchObject({ contact: null, answerMethod: 'Call' });
  expect(String((await row(REQUESTS, erasure.id))?.outcome)).toContain(
    'Answer: by the call that verified the request.',
  );
  // Only the note to the team: a phone has no e-mail to answer.
  expect(strapi.sent.map((mail) => mail.to)).toEqual(['admissions@example.in']);
});

test('when the answer’s e-mail does not go, the address is kept until it does; the button sends it again', async () => {
  await lead({ email: 'kept@example.com' });
  const erasure = await request({ contact: 'kept@example.com' });
  let refusing = true;
  const strapi = dataRightsStrapi(db, { refuseMail: (mail) => refusing && mail.to === 'kept@example.com' });
  const result = await eraseForRequest(strapi, erasure.documentId, { now: at, purgeOutbox: async () => 0 });
  expect(result.answerPending).toBe(true);
  expect(await row(REQUESTS, erasure.id)).toMatchObject({
    requestStatus: 'Done',
    contact: 'kept@example.com',
    answeredAt: null,
    erasedLeads: 1,
  });
  expect(String((await row(REQUESTS, erasure.id))?.outcome)).toContain(
    'The answer to the person could not be e-mailed (EENVELOPE)',
  );

  refusing = false;
  const again = await eraseForRequest(strapi, erasure.documentId, {
    now: () => new Date('2026-11-28T06:00:00Z'),
    purgeOutbox: async () => {
      throw new Error('not purged again');
    },
  });
  expect(again).toMatchObject({ answerPending: false, erasedLeads: 1 });
  expect(await row(REQUESTS, erasure.id)).toMatchObject({ contact: null, answerMethod: 'E-mail' });
  expect(strapi.sent.filter((mail) => mail.to === 'kept@example.com')).toHaveLength(1);
  await expect(eraseForRequest(strapi, erasure.documentId, { purgeOutbox: async () => 0 })).rejects.toThrow(
    'done already',
  );
});

test('refuses, deleting nothing, a request that is not a verified erasure', async () => {
  const kept = await lead({ email: 'refused@example.com' });
  for (const fields of [
    { requestStatus: 'Unverified' },
    { kind: 'Access' },
    { requestStatus: 'Done', answeredAt: '2026-11-27T10:00:00.000Z' },
    { contact: null },
  ]) {
    const erasure = await request({ contact: 'refused@example.com', ...fields });
    let purged = false;
    await expect(
      eraseForRequest(dataRightsStrapi(db), erasure.documentId, {
        purgeOutbox: async () => ((purged = true), 0),
      }),
    ).rejects.toThrow(ErasureRefused);
    expect(purged).toBe(false);
  }
  expect(await row(LEADS, kept.id)).not.toBeNull();
});

test('deletes nothing when the site’s outbox cannot be purged (a lead held there would arrive later)', async () => {
  const kept = await lead({ email: 'outbox@example.com' });
  const erasure = await request({ contact: 'outbox@example.com' });
  await expect(
    eraseForRequest(dataRightsStrapi(db), erasure.documentId, {
      purgeOutbox: async () => {
        throw new ErasureRefused('The site did not answer', 503);
      },
    }),
  ).rejects.toThrow(/did not answer/);
  expect(await row(LEADS, kept.id)).not.toBeNull();
  expect(await row(REQUESTS, erasure.id)).toMatchObject({
    requestStatus: 'Verified',
    contact: 'outbox@example.com',
  });
});

test('an erasure the admin’s role may not do whole deletes nothing, not even in the site’s outbox', async () => {
  const asked: string[][] = [];
  const kept = await lead({ email: 'not-whole@example.com' });
  for (const access of [
    // The role may not delete one of the person's leads (a condition on it, say).
    {
      mayUpdateRequest: async () => true,
      mayDeleteLeads: async (ids: string[]) => (asked.push(ids), false),
    },
    // Or may not update this request.
    { mayUpdateRequest: async () => false, mayDeleteLeads: async () => true },
  ]) {
    const erasure = await request({ contact: 'not-whole@example.com' });
    let purged = false;
    const refused = await eraseForRequest(dataRightsStrapi(db), erasure.documentId, {
      access,
      purgeOutbox: async () => ((purged = true), 0),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ErasureRefused);
    expect(refused).toMatchObject({ status: 403 });
    expect(purged).toBe(false);
    expect(await row(REQUESTS, erasure.id)).toMatchObject({
      requestStatus: 'Verified',
      contact: 'not-whole@example.com',
    });
  }
  expect(await row(LEADS, kept.id)).not.toBeNull();
  expect(asked).toEqual([[kept.documentId]]);
});

const servers: http.Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

test('the outbox purge needs the site’s address and the shared token, and a count back', async () => {
  const without = fakeStrapi({ config: { get: () => ({ siteUrl: 'http://127.0.0.1:9', siteToken: '' }) } });
  await expect(purgeSiteOutbox(without, { type: 'E-mail', value: 'a@b.in' })).rejects.toThrow(
    /CMS_DATA_REQUESTS_TOKEN/,
  );

  const seen: unknown[] = [];
  const server = http.createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk) => (body += chunk));
    incoming.on('end', () => {
      seen.push({ path: incoming.url, auth: incoming.headers.authorization, body: JSON.parse(body) });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ purged: 3 }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const site = fakeStrapi({
    config: { get: () => ({ siteUrl: `http://127.0.0.1:${port}`, siteToken: 'a-token-of-sixteen-chars' }) },
  });
  expect(await purgeSiteOutbox(site, { type: 'Phone', value: '98765 43210' })).toBe(3);
  expect(seen).toEqual([
    {
      path: '/api/leads/purge',
      auth: 'Bearer a-token-of-sixteen-chars',
      body: { contactType: 'Phone', contact: '98765 43210' },
    },
  ]);
});
