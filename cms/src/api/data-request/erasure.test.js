'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { ErasureRefused, eraseForRequest, purgeSiteOutbox } = require('./erasure');

const LEADS = 'api::lead.lead';
const REQUESTS = 'api::data-request.data-request';

/**
 * A Strapi holding leads and requests in memory, answering the calls the erasure makes; every delete and
 * log line is recorded in order.
 */
function fakeStrapi({ leads, requests }) {
  const events = [];
  const rows = { [LEADS]: leads, [REQUESTS]: requests };
  return {
    events,
    rows,
    log: { info: (line) => events.push(['log', line]) },
    config: { get: () => ({}) },
    documents: (uid) => ({
      findOne: async ({ documentId }) => rows[uid].find((row) => row.documentId === documentId) ?? null,
      delete: async ({ documentId }) => {
        events.push(['delete', uid, documentId]);
        rows[uid] = rows[uid].filter((row) => row.documentId !== documentId);
      },
      update: async ({ documentId, data }) => {
        Object.assign(
          rows[uid].find((row) => row.documentId === documentId),
          data,
        );
      },
    }),
    db: {
      query: (uid) => ({
        findMany: async ({ where, limit, offset = 0 }) => {
          let found = rows[uid];
          if (where)
            found = found.filter((row) => row.contact != null && row.documentId !== where.documentId.$ne);
          return (limit ? found.slice(offset, offset + limit) : found).map((row) => ({ ...row }));
        },
      }),
    },
  };
}

function lead(documentId, email, phone, cv = null) {
  return { id: documentId, documentId, email, phone, cv };
}

function erasureRequest(fields = {}) {
  return {
    id: 7,
    documentId: 'req-7',
    kind: 'Erasure',
    requestStatus: 'Verified',
    contactType: 'E-mail',
    contact: 'asha@example.com',
    details: 'all of it',
    codeHash: null,
    ...fields,
  };
}

const at = () => new Date('2026-11-27T06:00:00Z');

test('erases every lead of the person and their CVs, after the site’s outbox, and keeps a record without them', async () => {
  const strapi = fakeStrapi({
    leads: [
      lead('l1', 'Asha@Example.com', '98765 43210', { id: 11 }),
      lead('l2', 'someone@example.com', '98765 43210'),
      lead('l3', 'asha@example.com', '', null),
      lead('l4', 'asha@example.co', ''),
    ],
    requests: [
      erasureRequest(),
      {
        id: 3,
        documentId: 'req-3',
        kind: 'Access',
        requestStatus: 'Done',
        contactType: 'E-mail',
        contact: 'ASHA@example.com',
      },
      {
        id: 4,
        documentId: 'req-4',
        kind: 'Correction',
        requestStatus: 'Verified',
        contactType: 'E-mail',
        contact: 'asha@example.com',
        details: 'my city',
      },
      {
        id: 5,
        documentId: 'req-5',
        kind: 'Access',
        requestStatus: 'Unverified',
        contactType: 'E-mail',
        contact: 'ravi@example.com',
      },
    ],
  });
  const purged = [];
  const result = await eraseForRequest(strapi, 'req-7', {
    now: at,
    purgeOutbox: async (_, contact) => {
      purged.push(contact);
      strapi.events.push(['outbox']);
      return 2;
    },
  });

  assert.deepEqual(purged, [{ type: 'E-mail', value: 'asha@example.com' }]);
  assert.deepEqual(
    strapi.events.filter(([kind]) => kind !== 'log'),
    [['outbox'], ['delete', LEADS, 'l1'], ['delete', LEADS, 'l3']],
  );
  assert.deepEqual(
    strapi.rows[LEADS].map((row) => row.documentId),
    ['l2', 'l4'],
  );
  assert.deepEqual(result, {
    reference: 7,
    erasedLeads: 2,
    erasedFiles: 1,
    erasedWaiting: 2,
    outcome: 'Erased on 2026-11-27: 2 leads, 1 CVs, 2 waiting on the site.',
  });

  const [record, done, open, someoneElse] = strapi.rows[REQUESTS];
  assert.deepEqual(
    { ...record },
    {
      id: 7,
      documentId: 'req-7',
      kind: 'Erasure',
      requestStatus: 'Done',
      contactType: 'E-mail',
      contact: null,
      details: null,
      codeHash: null,
      codeExpiresAt: null,
      erasedAt: '2026-11-27T06:00:00.000Z',
      erasedLeads: 2,
      erasedFiles: 1,
      erasedWaiting: 2,
      outcome: 'Erased on 2026-11-27: 2 leads, 1 CVs, 2 waiting on the site.',
    },
  );
  // The person's other requests lose the contact; an open one is closed by the erasure.
  assert.equal(done.contact, null);
  assert.equal(done.requestStatus, 'Done');
  assert.equal(open.contact, null);
  assert.equal(open.details, null);
  assert.equal(open.requestStatus, 'Done');
  assert.match(open.outcome, /erasure of request 7/);
  assert.equal(someoneElse.contact, 'ravi@example.com');
  // Nothing personal in the log.
  for (const [kind, line] of strapi.events) if (kind === 'log') assert.doesNotMatch(line, /asha|98765/i);
});

test('a phone request erases the leads with that number, however it was written', async () => {
  const leads = [
    lead('l1', '', '+91 98765-43210'),
    lead('l2', 'a@example.com', '098765 43210', { id: 9 }),
    lead('l3', '', '98765 43211'),
  ];
  // Many leads: they are read a page at a time.
  for (let i = 0; i < 1100; i++)
    leads.push(lead(`x${i}`, `p${i}@example.com`, `9${String(i).padStart(9, '0')}`));
  leads.push(lead('last', '', '9876543210'));
  const strapi = fakeStrapi({
    leads,
    requests: [erasureRequest({ contactType: 'Phone', contact: '+91 98765 43210' })],
  });
  const result = await eraseForRequest(strapi, 'req-7', { now: at, purgeOutbox: async () => 0 });
  assert.equal(result.erasedLeads, 3);
  assert.equal(result.erasedFiles, 1);
  assert.deepEqual(
    strapi.events.filter(([kind]) => kind === 'delete').map(([, , id]) => id),
    ['l1', 'l2', 'last'],
  );
});

test('refuses, deleting nothing, a request that is not a verified erasure', async () => {
  for (const fields of [
    { requestStatus: 'Unverified' },
    { kind: 'Access' },
    { requestStatus: 'Done' },
    { contact: null },
  ]) {
    const strapi = fakeStrapi({
      leads: [lead('l1', 'asha@example.com', '')],
      requests: [erasureRequest(fields)],
    });
    let purged = false;
    await assert.rejects(
      eraseForRequest(strapi, 'req-7', { purgeOutbox: async () => ((purged = true), 0) }),
      ErasureRefused,
    );
    assert.equal(purged, false);
    assert.equal(strapi.rows[LEADS].length, 1);
  }
});

test('deletes nothing when the site’s outbox cannot be purged (a lead held there would arrive later)', async () => {
  const strapi = fakeStrapi({ leads: [lead('l1', 'asha@example.com', '')], requests: [erasureRequest()] });
  await assert.rejects(
    eraseForRequest(strapi, 'req-7', {
      purgeOutbox: async () => {
        throw new ErasureRefused('The site did not answer', 503);
      },
    }),
    /did not answer/,
  );
  assert.equal(strapi.rows[LEADS].length, 1);
  assert.equal(strapi.rows[REQUESTS][0].requestStatus, 'Verified');
  assert.equal(strapi.rows[REQUESTS][0].contact, 'asha@example.com');
});

test('the outbox purge needs the site’s address and the shared token, and a count back', async (t) => {
  const saved = process.env.CMS_DATA_REQUESTS_TOKEN;
  t.after(() => {
    if (saved === undefined) delete process.env.CMS_DATA_REQUESTS_TOKEN;
    else process.env.CMS_DATA_REQUESTS_TOKEN = saved;
  });
  delete process.env.CMS_DATA_REQUESTS_TOKEN;
  const strapi = { config: { get: () => ({ siteUrl: 'http://127.0.0.1:9' }) } };
  await assert.rejects(
    purgeSiteOutbox(strapi, { type: 'E-mail', value: 'a@b.in' }),
    /CMS_DATA_REQUESTS_TOKEN/,
  );

  process.env.CMS_DATA_REQUESTS_TOKEN = 'a-token-of-sixteen-chars';
  const http = require('node:http');
  const seen = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ path: request.url, auth: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ purged: 3 }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const site = { config: { get: () => ({ siteUrl: `http://127.0.0.1:${server.address().port}` }) } };
  assert.equal(await purgeSiteOutbox(site, { type: 'Phone', value: '98765 43210' }), 3);
  assert.deepEqual(seen, [
    {
      path: '/api/leads/purge',
      auth: 'Bearer a-token-of-sixteen-chars',
      body: { contactType: 'Phone', contact: '98765 43210' },
    },
  ]);
});
