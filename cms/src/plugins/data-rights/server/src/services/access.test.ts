import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import {
  dataRightsDatabase,
  dataRightsStrapi,
  newDocumentId,
} from '../../../../../../test/data-rights-database';
import { answerAccess } from './access';
import { eraseForRequest } from './erasure';

const LEADS = 'api::lead.lead';
const REQUESTS = 'api::data-request.data-request';
const HISTORY = 'api::lead-activity.lead-activity';
const ENTRIES = 'api::access-entry.access-entry';
/** The signed-in admin who presses the Access panel's button. */
const ADMIN = 7;

/**
 * The access answer over Strapi's real database layer (SQLite): what it gathers is what the rows hold, found
 * by the rule erasure uses.
 */
let db: Database;
beforeAll(async () => {
  db = await dataRightsDatabase();
});
afterAll(() => db.destroy());

async function lead(fields: Record<string, unknown>, entries: [string, string, string][] = []) {
  const documentId = newDocumentId('lead');
  const row = (await db.query(LEADS as never).create({
    data: {
      documentId,
      submissionId: documentId,
      form: 'Enquiry',
      submittedAt: '2026-11-20T04:30:00.000Z',
      ...fields,
    },
  })) as { id: number; documentId: string };
  for (const [kind, text, at] of entries) {
    await db
      .query(HISTORY as never)
      .create({ data: { documentId: newDocumentId('h'), kind, text, at, lead: row.id } });
  }
  return row;
}

async function request(fields: Record<string, unknown>) {
  return (await db.query(REQUESTS as never).create({
    data: {
      documentId: newDocumentId('req'),
      kind: 'Access',
      requestStatus: 'Verified',
      contactType: 'E-mail',
      verification: 'E-mail link',
      receivedAt: '2026-11-26T10:00:00.000Z',
      deadline: '2026-12-26',
      verifiedAt: '2026-11-26T10:05:00.000Z',
      ...fields,
    },
  })) as { id: number; documentId: string };
}

const row = (id: number) =>
  db.query(REQUESTS as never).findOne({ where: { id } }) as Promise<Record<string, unknown>>;

test('gathers every lead of the person (two spellings of one address), each with its history, and e-mails a readable summary', async () => {
  const ravi = (await db.query('admin::user' as never).create({
    data: { firstname: 'Ravi', lastname: 'Kumar', email: 'ravi@institute.example' },
  })) as { id: number };
  const cv = (await db
    .query('plugin::upload.file' as never)
    .create({ data: { name: 'meera-cv.pdf', size: 40 } })) as {
    id: number;
  };
  await lead(
    {
      email: 'Meera.Access@Example.com',
      name: 'Meera Access',
      phone: '98765 33333',
      city: 'Pune',
      course: 'MERN Stack',
      message: 'Weekend batches?',
      firstSource: 'google',
      firstMedium: 'cpc',
      firstCampaign: 'diwali',
      leadStatus: 'Contacted',
      counsellor: ravi.id,
    },
    [
      ['Call', 'Rang, she asked for weekend batches', '2026-11-20T05:00:00.000Z'],
      ['Status change', 'New → Contacted', '2026-11-20T05:01:00.000Z'],
    ],
  );
  await lead({
    email: 'meera.access@example.com',
    name: 'Meera A',
    form: 'Job application',
    submittedAt: '2026-11-22T04:30:00.000Z',
    details: 'Position: PYTHON DEVELOPER',
    cv: cv.id,
  });
  await lead({ email: 'meera.access@example.co', name: 'Someone else' });
  const earlier = await request({
    kind: 'Correction',
    requestStatus: 'Done',
    contact: 'meera.access@example.com',
    details: 'My city is Pune',
  });
  const asked = await request({ contact: 'meera.access@example.com', outcome: 'Confirmed by the link.' });

  const strapi = dataRightsStrapi(db);
  const answer = await answerAccess(strapi, asked.documentId, {
    now: () => new Date('2026-11-27T20:51:00Z'),
    adminId: ADMIN,
  });
  // The access record has the answer: who, which request, which leads (ids only).
  const entries = (await db.query(ENTRIES as never).findMany({})) as Record<string, unknown>[];
  expect(entries.at(-1)).toMatchObject({
    account: ADMIN,
    action: 'data-request-answered',
    dataRequest: asked.documentId,
    leadCount: 2,
  });

  expect(strapi.sent).toHaveLength(1);
  const [mail] = strapi.sent;
  expect(mail?.to).toBe('meera.access@example.com');
  expect(mail?.subject).toBe(`The personal data we hold about you (request ${asked.id})`);
  const text = mail?.text ?? '';
  expect(answer.summary).toBe(text);
  // Both leads, by the same rule erasure uses; the other address's lead not.
  expect(text).toContain('FORM 1: ENQUIRY, SENT 20 NOVEMBER 2026, 10:00 IST');
  expect(text).toContain('FORM 2: JOB APPLICATION, SENT 22 NOVEMBER 2026, 10:00 IST');
  expect(text).not.toContain('Someone else');
  // What is held, why, how long.
  expect(text).toContain('- 2 forms you sent us, with what you typed in each and 1 resume.');
  expect(text).toContain('Why we hold it: to call you back about your enquiry. Kept until 19 May 2027');
  expect(text).toContain('Why we hold it: to consider your application. Kept until 21 May 2027');
  expect(text).toContain('kept 180 days after it was sent');
  expect(text).toContain('those e-mails are deleted by the team when your forms are erased');
  // Each lead's fields, source, the team's work and its history.
  expect(text).toContain('  Name: Meera Access');
  expect(text).toContain('  Message: Weekend batches?');
  expect(text).toContain('source: google; medium: cpc; campaign: diwali');
  expect(text).toContain('  Counsellor: Ravi Kumar');
  expect(text).toContain('20 November 2026, 10:30 IST · Call: Rang, she asked for weekend batches');
  expect(text).toContain('20 November 2026, 10:31 IST · Status change: New → Contacted');
  expect(text).toContain(
    '  Resume: meera-cv.pdf (the file you sent with this form; ask us if you would like a copy of it)',
  );
  // The request itself and the person's earlier one.
  expect(text).toContain(`Request ${asked.id}: Access, received 26 November 2026, 15:30 IST`);
  expect(text).toContain('(this request)');
  expect(text).toContain(`Request ${earlier.id}: Correction`);
  expect(text).toContain('you wrote: "My city is Pune"');
  // The HTML part says the same, escaped.
  expect(mail?.html).toContain(
    '<h2 style="font-size:18px">Form 2: Job application, sent 22 November 2026, 10:00 IST</h2>',
  );
  expect(mail?.html).toContain('Rang, she asked for weekend batches');

  // Recorded: Done, when and how, the verifier's line first.
  const record = await row(asked.id);
  expect(record).toMatchObject({
    requestStatus: 'Done',
    answerMethod: 'E-mail',
    contact: 'meera.access@example.com',
  });
  expect(new Date(record.answeredAt as string).toISOString()).toBe('2026-11-27T20:51:00.000Z');
  expect(record.outcome).toBe(
    'Confirmed by the link.\nAnswered on 2026-11-28 (India time): what we hold (2 leads, 2 history entries, 2 requests) e-mailed to the verified address.',
  );
  for (const line of strapi.logs) expect(line).not.toMatch(/meera|98765|example/i);

  // Once: a second press is refused and sends nothing.
  await expect(answerAccess(strapi, asked.documentId, { adminId: ADMIN })).rejects.toThrow(
    'answered already',
  );
  expect(strapi.sent).toHaveLength(1);
});

test('a phone request is marked for a call, with the summary to read out; it stays open until the call', async () => {
  await lead({ phone: '+91 98765-44444', name: 'Caller One' });
  await lead({ phone: '09876544444', name: 'Caller One', form: 'Demo session' });
  const asked = await request({
    contactType: 'Phone',
    contact: '98765 44444',
    verification: 'Call by admissions',
  });
  const strapi = dataRightsStrapi(db);
  const answer = await answerAccess(strapi, asked.documentId, { adminId: ADMIN });
  expect(answer.method).toBe('Call');
  expect(answer.summary).toContain('This is everything we hold under the phone number you confirmed.');
  expect(answer.summary).toContain('FORM 2: DEMO SESSION');
  expect(strapi.sent).toEqual([]);
  expect(await row(asked.id)).toMatchObject({
    requestStatus: 'Verified',
    answerMethod: 'Call',
    answeredAt: null,
  });
});

test('a failed send records nothing and can be tried again', async () => {
  await lead({ email: 'retry@example.com' });
  const asked = await request({ contact: 'retry@example.com' });
  let refuse = true;
  const strapi = dataRightsStrapi(db, { refuseMail: () => refuse });
  await expect(answerAccess(strapi, asked.documentId, { adminId: ADMIN })).rejects.toThrow(
    'The e-mail could not be sent (EENVELOPE)',
  );
  expect(await row(asked.id)).toMatchObject({
    requestStatus: 'Verified',
    answeredAt: null,
    answerMethod: null,
  });
  refuse = false;
  await answerAccess(strapi, asked.documentId, { adminId: ADMIN });
  expect(await row(asked.id)).toMatchObject({ requestStatus: 'Done', answerMethod: 'E-mail' });
});

test('only a verified access request is answered', async () => {
  for (const fields of [
    { requestStatus: 'Unverified' },
    { kind: 'Erasure' },
    { requestStatus: 'Done' },
    { contact: null },
  ]) {
    const asked = await request({ contact: 'nobody@example.com', ...fields });
    const strapi = dataRightsStrapi(db);
    await expect(answerAccess(strapi, asked.documentId, { adminId: ADMIN })).rejects.toThrow();
    expect(strapi.sent).toEqual([]);
  }
});

test('an erasure leaves the same person’s open access request open and answerable, with what remains', async () => {
  await lead({ email: 'both@example.com', name: 'Both Requests' });
  const access = await request({ contact: 'both@example.com' });
  const erasure = await request({ kind: 'Erasure', contact: 'Both@Example.com' });
  const strapi = dataRightsStrapi(db);
  await eraseForRequest(strapi, erasure.documentId, { purgeOutbox: async () => 0 });
  expect(await row(access.id)).toMatchObject({ requestStatus: 'Verified', contact: 'both@example.com' });

  const answer = await answerAccess(strapi, access.documentId, { adminId: ADMIN });
  expect(answer.summary).toContain('We hold no forms from you under this e-mail address.');
  expect(answer.summary).not.toContain('Both Requests');
  expect(strapi.sent.at(-1)?.to).toBe('both@example.com');
  expect(await row(access.id)).toMatchObject({ requestStatus: 'Done', answerMethod: 'E-mail' });
});
