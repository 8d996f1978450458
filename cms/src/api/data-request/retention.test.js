'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { clearStaleContacts } = require('./retention');

/** Requests in memory; the query applies the where clause the retention sends, as the database would. */
function fakeStrapi(requests) {
  const queries = [];
  const matches = (row, where) =>
    row.contact != null &&
    row.deadline < where.deadline.$lt &&
    where.requestStatus.$in.includes(row.requestStatus);
  return {
    queries,
    requests,
    log: { info() {} },
    db: {
      query: () => ({
        findMany: async ({ where }) => {
          queries.push(where);
          return requests
            .filter((row) => matches(row, where))
            .map(({ id, documentId }) => ({ id, documentId }));
        },
      }),
    },
    documents: () => ({
      update: async ({ documentId, data }) =>
        Object.assign(
          requests.find((row) => row.documentId === documentId),
          data,
        ),
    }),
  };
}

test('clears the contact of requests closed or never confirmed, once their deadline is 30 days past', async () => {
  const row = (documentId, requestStatus, deadline) => ({
    id: documentId,
    documentId,
    requestStatus,
    deadline,
    contact: 'asha@example.com',
    details: 'x',
    codeHash: 'h',
  });
  const strapi = fakeStrapi([
    row('done-old', 'Done', '2026-10-01'),
    row('refused-old', 'Refused', '2026-10-27'),
    row('unverified-old', 'Unverified', '2026-09-01'),
    row('verified-old', 'Verified', '2026-09-01'),
    row('done-recent', 'Done', '2026-10-28'),
  ]);
  assert.equal(await clearStaleContacts(strapi, new Date('2026-11-27T06:00:00Z')), 3);
  assert.equal(strapi.queries[0].deadline.$lt, '2026-10-28');
  const kept = Object.fromEntries(strapi.requests.map((r) => [r.documentId, r.contact]));
  assert.deepEqual(kept, {
    'done-old': null,
    'refused-old': null,
    'unverified-old': null,
    // Still owed an answer, and not yet past its time.
    'verified-old': 'asha@example.com',
    'done-recent': 'asha@example.com',
  });
  const cleared = strapi.requests.find((r) => r.documentId === 'done-old');
  assert.equal(cleared.details, null);
  assert.equal(cleared.codeHash, null);
});
