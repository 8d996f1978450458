import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { dataRightsDatabase, dataRightsStrapi } from '../../../../../../test/data-rights-database';
import { sendOpenRequestsDigest } from './notices';

const REQUESTS = 'api::data-request.data-request';

/** The daily list of open requests over Strapi's real database layer (SQLite), with the clock given. */
let db: Database;
beforeAll(async () => {
  db = await dataRightsDatabase();
  const base = {
    contactType: 'E-mail',
    contact: 'someone@example.com',
    receivedAt: '2026-11-01T00:00:00.000Z',
  };
  const rows = [
    {
      documentId: 'overdue',
      kind: 'Erasure',
      requestStatus: 'Verified',
      verification: 'E-mail link',
      deadline: '2026-11-30',
    },
    {
      documentId: 'to-call',
      kind: 'Access',
      requestStatus: 'Unverified',
      verification: 'Call by admissions',
      deadline: '2026-12-20',
      contactType: 'Phone',
      contact: '98765 77777',
    },
    {
      documentId: 'link-waiting',
      kind: 'Correction',
      requestStatus: 'Unverified',
      verification: 'E-mail link',
      deadline: '2026-12-28',
      codeExpiresAt: '2026-12-10T00:00:00.000Z',
    },
    {
      documentId: 'link-expired',
      kind: 'Correction',
      requestStatus: 'Unverified',
      verification: 'E-mail link',
      deadline: '2026-12-10',
      codeExpiresAt: '2026-11-20T00:00:00.000Z',
    },
    {
      documentId: 'marked-call',
      kind: 'Access',
      requestStatus: 'Verified',
      verification: 'Call by admissions',
      deadline: '2026-12-02',
      answerMethod: 'Call',
    },
    {
      documentId: 'done',
      kind: 'Access',
      requestStatus: 'Done',
      verification: 'E-mail link',
      deadline: '2026-12-01',
    },
    {
      documentId: 'refused',
      kind: 'Erasure',
      requestStatus: 'Refused',
      verification: 'E-mail link',
      deadline: '2026-12-01',
    },
  ];
  for (const row of rows) await db.query(REQUESTS as never).create({ data: { ...base, ...row } });
});
afterAll(() => db.destroy());

/** 08:59 and 09:00 India time on 1 December 2026. */
const before = new Date('2026-12-01T03:29:00Z');
const nine = new Date('2026-12-01T03:30:00Z');

test('from 09:00 India time, once a day: the open requests with their deadlines, the nearest first, no contact', async () => {
  const strapi = dataRightsStrapi(db);
  expect(await sendOpenRequestsDigest(strapi, before)).toBe(0);
  expect(strapi.sent).toEqual([]);

  // Two processes at the same minute: one list.
  const listed = await Promise.all([
    sendOpenRequestsDigest(strapi, nine),
    sendOpenRequestsDigest(strapi, nine),
  ]);
  expect(listed.sort()).toEqual([0, 4]);
  expect(strapi.sent).toHaveLength(1);
  const [mail] = strapi.sent;
  expect(mail?.to).toBe('grievance@example.in');
  expect(mail?.subject).toBe('Data requests: 4 open, 1 overdue, next due 30 November 2026');
  const lines = (mail?.text ?? '').split('\n').filter((line) => line.startsWith('- '));
  expect(lines).toEqual([
    expect.stringMatching(
      /^- Request \d+ · Erasure · Verified · answer by 30 November 2026, 1 day overdue\. Erase on its page/,
    ),
    expect.stringMatching(
      /^- Request \d+ · Access · Verified · answer by 2 December 2026, 1 day left\. Call the person/,
    ),
    expect.stringMatching(
      /^- Request \d+ · Access · Unverified · answer by 20 December 2026, 19 days left\. Call the number on its page/,
    ),
    expect.stringMatching(
      /^- Request \d+ · Correction · Unverified · answer by 28 December 2026, 27 days left\. Waits for the person/,
    ),
  ]);
  expect(`${mail?.text}${mail?.html}`).not.toMatch(/someone|98765/);

  // Later the same day, and after a restart: nothing more.
  expect(await sendOpenRequestsDigest(strapi, new Date('2026-12-01T12:00:00Z'))).toBe(0);
  expect(strapi.sent).toHaveLength(1);
  // The next day, again.
  expect(await sendOpenRequestsDigest(strapi, new Date('2026-12-02T04:00:00Z'))).toBe(4);
});

test('a refused send is released and tried again; nothing without an address or a mail server', async () => {
  let refuse = true;
  const strapi = dataRightsStrapi(db, { refuseMail: () => refuse });
  const day = new Date('2026-12-03T04:00:00Z');
  expect(await sendOpenRequestsDigest(strapi, day)).toBe(0);
  refuse = false;
  expect(await sendOpenRequestsDigest(strapi, day)).toBe(4);
  const nobody = dataRightsStrapi(db, { settings: { grievanceEmail: '' } });
  expect(await sendOpenRequestsDigest(nobody, new Date('2026-12-04T04:00:00Z'))).toBe(0);
  const noServer = dataRightsStrapi(db, { mailServer: false });
  expect(await sendOpenRequestsDigest(noServer, new Date('2026-12-04T04:00:00Z'))).toBe(0);
  expect([...nobody.sent, ...noServer.sent]).toEqual([]);
});
