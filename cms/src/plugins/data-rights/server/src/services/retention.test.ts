import { expect, test } from '@jest/globals';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { clearStaleContacts } from './retention';

type Request = Record<string, unknown> & { documentId: string; deadline: string; requestStatus: string };
interface Where {
  deadline: { $lt: string };
  requestStatus: { $in: string[] };
}

/** Requests in memory; the query applies the where clause the retention sends, as the database would. */
function memoryStrapi(requests: Request[]) {
  const queries: Where[] = [];
  const matches = (row: Request, where: Where) =>
    row.contact != null &&
    row.deadline < where.deadline.$lt &&
    where.requestStatus.$in.includes(row.requestStatus);
  return fakeStrapi({
    queries,
    requests,
    log: { info() {} },
    db: {
      query: () => ({
        findMany: async ({ where }: { where: Where }) => {
          queries.push(where);
          return requests
            .filter((row) => matches(row, where))
            .map(({ id, documentId }) => ({ id, documentId }));
        },
      }),
    },
    documents: () => ({
      update: async ({ documentId, data }: { documentId: string; data: object }) =>
        Object.assign(requests.find((row) => row.documentId === documentId) ?? {}, data),
    }),
  });
}

test('clears the contact of requests closed or never confirmed, once their deadline is 30 days past', async () => {
  const row = (documentId: string, requestStatus: string, deadline: string): Request => ({
    id: documentId,
    documentId,
    requestStatus,
    deadline,
    contact: 'asha@example.com',
    details: 'x',
    codeHash: 'h',
  });
  const strapi = memoryStrapi([
    row('done-old', 'Done', '2026-10-01'),
    row('refused-old', 'Refused', '2026-10-27'),
    row('unverified-old', 'Unverified', '2026-09-01'),
    row('verified-old', 'Verified', '2026-09-01'),
    row('done-recent', 'Done', '2026-10-28'),
  ]);
  expect(await clearStaleContacts(strapi, new Date('2026-11-27T06:00:00Z'))).toBe(3);
  expect(strapi.queries[0]?.deadline.$lt).toBe('2026-10-28');
  const kept = Object.fromEntries(strapi.requests.map((r) => [r.documentId, r.contact]));
  expect(kept).toEqual({
    'done-old': null,
    'refused-old': null,
    'unverified-old': null,
    // Still owed an answer, and not yet past its time.
    'verified-old': 'asha@example.com',
    'done-recent': 'asha@example.com',
  });
  const cleared = strapi.requests.find((r) => r.documentId === 'done-old');
  expect(cleared?.details).toBe(null);
  expect(cleared?.codeHash).toBe(null);
});
