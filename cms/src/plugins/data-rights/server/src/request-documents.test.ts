import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { dataRightsDatabase, dataRightsStrapi } from '../../../../../test/data-rights-database';
import {
  asThePersonsRequest,
  PROOF_FIELDS,
  registerRequestDocuments,
  updateRequest,
} from './request-documents';

const REQUESTS = 'api::data-request.data-request';

/** An admin's save of a request's page, through the middleware, over Strapi's real database layer (SQLite). */
let db: Database;
beforeAll(async () => {
  db = await dataRightsDatabase();
});
afterAll(() => db.destroy());

async function stored(documentId: string, fields: Record<string, unknown>) {
  await db.query(REQUESTS as never).create({
    data: {
      documentId,
      kind: 'Erasure',
      requestStatus: 'Unverified',
      contactType: 'Phone',
      contact: '98765 88888',
      verification: 'Call by admissions',
      receivedAt: '2026-11-26T10:00:00.000Z',
      deadline: '2026-12-26',
      ...fields,
    },
  });
}

/** An admin's save as the content manager sends it: every field of the form it loaded, and the changes. */
async function save(documentId: string, data: Record<string, unknown>, now: Date) {
  const strapi = Object.assign(dataRightsStrapi(db), {
    requestContext: {
      get: () => ({
        state: {
          user: { id: 3, firstname: 'Nisha', lastname: 'Head' },
          auth: { strategy: { name: 'admin' } },
        },
      }),
    },
  });
  const context = {
    uid: REQUESTS,
    action: 'update',
    params: { documentId, data } as { documentId: string; data?: Record<string, unknown> },
  };
  // The document service writes what the middleware leaves in the context.
  const write = () =>
    db.query(REQUESTS as never).update({ where: { documentId }, data: context.params.data });
  await updateRequest(strapi, context, write, now);
  return db.query(REQUESTS as never).findOne({ where: { documentId } }) as Promise<Record<string, unknown>>;
}

test('a call that verifies a phone request records when and by whom, and keeps what the verifier wrote', async () => {
  await stored('by-call', {});
  const record = await save(
    'by-call',
    {
      requestStatus: 'Verified',
      outcome: 'Called 14:30, she confirmed her name.',
      verifiedAt: null,
      verifiedBy: null,
    },
    new Date('2026-11-27T09:00:00Z'),
  );
  expect(record).toMatchObject({
    requestStatus: 'Verified',
    verifiedBy: 'Nisha Head',
    outcome: 'Called 14:30, she confirmed her name.',
  });
  expect(new Date(record.verifiedAt as string).toISOString()).toBe('2026-11-27T09:00:00.000Z');
  // Saved again later: the time stays the first.
  const later = await save(
    'by-call',
    { requestStatus: 'Verified', outcome: 'x' },
    new Date('2026-11-28T09:00:00Z'),
  );
  expect(new Date(later.verifiedAt as string).toISOString()).toBe('2026-11-27T09:00:00.000Z');
});

test('a page saved after an erasure never writes the person’s contact or the CMS’s fields back', async () => {
  await stored('erased', {
    requestStatus: 'Done',
    contact: null,
    erasedLeads: 2,
    answeredAt: '2026-11-27T10:00:00.000Z',
  });
  const record = await save(
    'erased',
    {
      requestStatus: 'Done',
      contact: '98765 88888',
      contactType: 'Phone',
      details: 'old',
      erasedLeads: 0,
      answeredAt: null,
      kind: 'Access',
      outcome: 'Told on the phone.',
    },
    new Date(),
  );
  expect(record).toMatchObject({
    contact: null,
    details: null,
    erasedLeads: 2,
    kind: 'Erasure',
    outcome: 'Told on the phone.',
  });
  expect(record.answeredAt).not.toBeNull();
});

test('Done or Refused records when it was answered (an erasure records its own answer)', async () => {
  await stored('correction', { kind: 'Correction', requestStatus: 'Verified' });
  const done = await save(
    'correction',
    { requestStatus: 'Done', outcome: 'City corrected.' },
    new Date('2026-11-29T05:00:00Z'),
  );
  expect(new Date(done.answeredAt as string).toISOString()).toBe('2026-11-29T05:00:00.000Z');
  await stored('erasure-by-hand', { requestStatus: 'Verified' });
  const erasure = await save(
    'erasure-by-hand',
    { requestStatus: 'Refused', outcome: 'Not them.' },
    new Date(),
  );
  expect(erasure.answeredAt).toBeNull();
});

/** The middleware as the document service runs it, for any action; `next` answers what it was given. */
function documentService() {
  let middleware: ((context: object, next: () => Promise<unknown>) => Promise<unknown>) | undefined;
  registerRequestDocuments({ documents: { use: (use: typeof middleware) => (middleware = use) } } as never);
  return async (action: string, data: Record<string, unknown>) => {
    const context = { uid: REQUESTS, action, params: { data } };
    return middleware!(context, async () => context.params.data);
  };
}

test('a request made with any of its proof is refused for every role and token; duplicating one too', async () => {
  const run = documentService();
  const asked = { kind: 'Erasure', contactType: 'Phone', contact: '98765 11111' };
  const refused = /A new request is Unverified/;
  await expect(run('create', { ...asked, requestStatus: 'Verified' })).rejects.toThrow(refused);
  await expect(run('create', { ...asked, requestStatus: 'Done' })).rejects.toThrow(refused);
  await expect(run('create', { ...asked, verification: 'E-mail link' })).rejects.toThrow(refused);
  for (const field of PROOF_FIELDS) {
    await expect(
      run('create', { ...asked, [field]: field.endsWith('At') ? new Date() : 'x' }),
    ).rejects.toThrow(new RegExp(`\\(${field} cannot be set\\)`));
  }
  await expect(run('clone', {})).rejects.toThrow('A data request cannot be duplicated');
});

test('an admin logging a phone request gets an Unverified one, received now, for admissions to verify by a call', async () => {
  const run = documentService();
  const before = Date.now();
  // As the content manager's create form sends it: the other fields empty, the status its default.
  const data = (await run('create', {
    kind: 'Erasure',
    contactType: 'Phone',
    contact: '98765 11111',
    requestStatus: 'Unverified',
    verifiedAt: null,
    answeredAt: '',
    receivedAt: '2020-01-01T00:00:00.000Z',
  })) as Record<string, unknown>;
  expect(data).toMatchObject({
    requestStatus: 'Unverified',
    verification: 'Call by admissions',
    deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expect(Date.parse(data.receivedAt as string)).toBeGreaterThanOrEqual(before);
});

test('the rights page’s own create writes its code and its way of verification', async () => {
  const run = documentService();
  const data = { kind: 'Access', requestStatus: 'Unverified', verification: 'E-mail link', codeHash: 'ab' };
  await expect(asThePersonsRequest(() => run('create', data))).resolves.toEqual(data);
});
