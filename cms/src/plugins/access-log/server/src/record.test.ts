import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { schemaDatabase } from '../../../../../test/lead-database';
import { fakeStrapi } from '../../../../../test/fake-strapi';
import entrySchema from '../../../../api/access-entry/content-types/access-entry/schema.json';
import { AccessRecordError, ENTRY_UID, entryOf, recordAccess } from './record';

let db: Database;
beforeAll(async () => {
  db = await schemaDatabase([{ uid: ENTRY_UID, schema: entrySchema, timestamps: true }]);
});
afterAll(async () => {
  await db.destroy();
});

const LEAD_A = 'k3b9x0q2w8e7r6t5y4u1i0op';
const LEAD_B = 'a1s2d3f4g5h6j7k8l9z0x1cv';
const at = new Date('2026-12-14T04:30:00.000Z');

test('an entry keeps when, the account by id, the act and the leads by document id, and nothing else', async () => {
  const strapi = fakeStrapi({ db });
  const counsellor = { id: 7, firstname: 'Priya', lastname: 'Nair', email: 'priya@institute.example' };
  await recordAccess(
    strapi,
    { user: counsellor, action: 'leads-listed', leadDocumentIds: [LEAD_A, LEAD_B] },
    () => at,
  );
  const rows: Record<string, unknown>[] = await db.connection('access_entries').select('*');
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({
    account: 7,
    action: 'leads-listed',
    leads: `${LEAD_A} ${LEAD_B}`,
    lead_count: 2,
    actor: null,
    data_request: null,
    count: null,
    command: null,
  });
  expect(new Date(row.at as number).toISOString()).toBe(at.toISOString());
  // The account is its id: not the counsellor's name or e-mail.
  const stored = JSON.stringify(rows);
  for (const personal of ['Priya', 'Nair', 'priya@institute.example']) expect(stored).not.toContain(personal);
});

test('an export counts its leads; a data request is named by its id; the same lead twice is one', () => {
  expect(
    entryOf({ user: { id: 3 }, action: 'leads-exported', leadDocumentIds: [LEAD_A, LEAD_B, LEAD_A] }, at),
  ).toMatchObject({ account: 3, leads: `${LEAD_A} ${LEAD_B}`, leadCount: 2 });
  expect(
    entryOf(
      {
        user: { id: 3 },
        action: 'data-request-erased',
        leadDocumentIds: [],
        dataRequest: 'r1r2r3r4r5r6r7r8r9r0q1w2',
      },
      at,
    ),
  ).toMatchObject({ leads: null, leadCount: 0, dataRequest: 'r1r2r3r4r5r6r7r8r9r0q1w2' });
});

test('ids only: a name, an e-mail, a phone, a file name or a search term is refused, and not repeated', () => {
  const refusal = (leadDocumentIds: string[]) => {
    try {
      entryOf({ user: { id: 1 }, action: 'leads-listed', leadDocumentIds }, at);
    } catch (error) {
      expect(error).toBeInstanceOf(AccessRecordError);
      return (error as Error).message;
    }
    return 'written';
  };
  for (const personal of [
    'Asha Rao',
    'asha@example.com',
    '+91 98765 43210',
    '9876543210',
    'Asha_Rao_CV.pdf',
    'python course pune',
    'ashaashaashaashaashaasha ',
  ]) {
    const message = refusal([LEAD_A, personal]);
    expect(message).toBe('The access record keeps document ids only (item 2 is not one).');
    expect(message).not.toContain(personal.trim());
  }
  expect(refusal([LEAD_A])).toBe('written');
  expect(() =>
    entryOf({ user: { id: 1 }, action: 'data-request-answered', dataRequest: 'asha@example.com' }, at),
  ).toThrow('The access record names a data request by its document id only.');
});

test('an entry says who: no account, no entry; an unknown act is refused', () => {
  expect(() => entryOf({ user: undefined, action: 'lead-opened', leadDocumentIds: [LEAD_A] }, at)).toThrow(
    'An access record names the admin account that looked (its id).',
  );
  expect(() => entryOf({ user: { id: 0 }, action: 'lead-opened' }, at)).toThrow(AccessRecordError);
  expect(() => entryOf({ user: { id: 1 }, action: 'lead-peeked' as never }, at)).toThrow(
    'Unknown act in the access record: lead-peeked',
  );
});
