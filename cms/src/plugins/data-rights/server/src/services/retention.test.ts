import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import {
  dataRightsDatabase,
  dataRightsStrapi,
  newDocumentId,
} from '../../../../../../test/data-rights-database';
import { clearStaleContacts } from './retention';

const REQUESTS = 'api::data-request.data-request';

let db: Database;
beforeAll(async () => {
  db = await dataRightsDatabase();
});
afterAll(() => db.destroy());

test('clears the contact of requests closed or never confirmed, once their deadline is 30 days past', async () => {
  const made: Record<string, number> = {};
  for (const [name, requestStatus, deadline] of [
    ['done-old', 'Done', '2026-10-01'],
    ['refused-old', 'Refused', '2026-10-27'],
    ['unverified-old', 'Unverified', '2026-09-01'],
    ['verified-old', 'Verified', '2026-09-01'],
    ['done-recent', 'Done', '2026-10-28'],
  ] as const) {
    const row = (await db.query(REQUESTS as never).create({
      data: {
        documentId: newDocumentId(name),
        kind: 'Access',
        requestStatus,
        deadline,
        verification: 'E-mail link',
        receivedAt: '2026-08-01T00:00:00.000Z',
        contactType: 'E-mail',
        contact: 'asha@example.com',
        details: 'x',
        codeHash: 'h',
      },
    })) as { id: number };
    made[name] = row.id;
  }
  expect(await clearStaleContacts(dataRightsStrapi(db), new Date('2026-11-27T06:00:00Z'))).toBe(3);
  const kept: Record<string, unknown> = {};
  for (const [name, id] of Object.entries(made)) {
    kept[name] = (
      (await db.query(REQUESTS as never).findOne({ where: { id } })) as { contact: unknown }
    ).contact;
  }
  expect(kept).toEqual({
    'done-old': null,
    'refused-old': null,
    'unverified-old': null,
    // Still owed an answer, and not yet past its time.
    'verified-old': 'asha@example.com',
    'done-recent': 'asha@example.com',
  });
  const cleared = (await db.query(REQUESTS as never).findOne({ where: { id: made['done-old'] } })) as Record<
    string,
    unknown
  >;
  expect(cleared).toMatchObject({ details: null, codeHash: null, requestStatus: 'Done' });
});
