import { afterAll, expect, test } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { ErasureRefused, eraseForRequest, purgeSiteOutbox } from './erasure';

const LEADS = 'api::lead.lead';
const REQUESTS = 'api::data-request.data-request';

type Row = Record<string, unknown> & { documentId: string };

/**
 * A Strapi holding leads and requests in memory, answering the calls the erasure makes; every delete and
 * log line is recorded in order.
 */
function memoryStrapi({ leads, requests }: { leads: Row[]; requests: Row[] }) {
  const events: [string, ...string[]][] = [];
  const rows: Record<string, Row[]> = { [LEADS]: leads, [REQUESTS]: requests };
  const table = (uid: string) => rows[uid] ?? [];
  return fakeStrapi({
    events,
    rows,
    log: { info: (line: string) => events.push(['log', line]) },
    config: { get: () => ({}) },
    documents: (uid: string) => ({
      findOne: async ({ documentId }: { documentId: string }) =>
        table(uid).find((row) => row.documentId === documentId) ?? null,
      delete: async ({ documentId }: { documentId: string }) => {
        events.push(['delete', uid, documentId]);
        rows[uid] = table(uid).filter((row) => row.documentId !== documentId);
      },
      update: async ({ documentId, data }: { documentId: string; data: object }) => {
        Object.assign(table(uid).find((row) => row.documentId === documentId) ?? {}, data);
      },
    }),
    db: {
      query: (uid: string) => ({
        findMany: async ({
          where,
          limit,
          offset = 0,
        }: {
          where?: { documentId: { $ne: string } };
          limit?: number;
          offset?: number;
        }) => {
          let found = table(uid);
          if (where)
            found = found.filter((row) => row.contact != null && row.documentId !== where.documentId.$ne);
          return (limit ? found.slice(offset, offset + limit) : found).map((row) => ({ ...row }));
        },
      }),
    },
  });
}

function lead(documentId: string, email: string, phone: string, cv: { id: number } | null = null): Row {
  return { id: documentId, documentId, email, phone, cv };
}

function erasureRequest(fields: Record<string, unknown> = {}): Row {
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
  const strapi = memoryStrapi({
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
  const purged: unknown[] = [];
  const result = await eraseForRequest(strapi, 'req-7', {
    now: at,
    purgeOutbox: async (_, contact) => {
      purged.push(contact);
      strapi.events.push(['outbox']);
      return 2;
    },
  });

  expect(purged).toEqual([{ type: 'E-mail', value: 'asha@example.com' }]);
  expect(strapi.events.filter(([kind]) => kind !== 'log')).toEqual([
    ['outbox'],
    ['delete', LEADS, 'l1'],
    ['delete', LEADS, 'l3'],
  ]);
  expect(strapi.rows[LEADS].map((row) => row.documentId)).toEqual(['l2', 'l4']);
  expect(result).toEqual({
    erasedLeadDocumentIds: ['l1', 'l3'],
    reference: 7,
    erasedLeads: 2,
    erasedFiles: 1,
    erasedWaiting: 2,
    outcome: 'Erased on 2026-11-27: 2 leads, 1 CVs, 2 waiting on the site.',
  });

  const [record, done, open, someoneElse] = strapi.rows[REQUESTS] as Row[];
  expect({ ...record }).toEqual({
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
  });
  // The person's other requests lose the contact; an open one is closed by the erasure.
  expect(done.contact).toBe(null);
  expect(done.requestStatus).toBe('Done');
  expect(open.contact).toBe(null);
  expect(open.details).toBe(null);
  expect(open.requestStatus).toBe('Done');
  expect(open.outcome).toMatch(/erasure of request 7/);
  expect(someoneElse.contact).toBe('ravi@example.com');
  // Nothing personal in the log.
  for (const [kind, line] of strapi.events) if (kind === 'log') expect(line).not.toMatch(/asha|98765/i);
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
  const strapi = memoryStrapi({
    leads,
    requests: [erasureRequest({ contactType: 'Phone', contact: '+91 98765 43210' })],
  });
  const result = await eraseForRequest(strapi, 'req-7', { now: at, purgeOutbox: async () => 0 });
  expect(result.erasedLeads).toBe(3);
  expect(result.erasedFiles).toBe(1);
  expect(strapi.events.filter(([kind]) => kind === 'delete').map(([, , id]) => id)).toEqual([
    'l1',
    'l2',
    'last',
  ]);
});

test('refuses, deleting nothing, a request that is not a verified erasure', async () => {
  for (const fields of [
    { requestStatus: 'Unverified' },
    { kind: 'Access' },
    { requestStatus: 'Done' },
    { contact: null },
  ]) {
    const strapi = memoryStrapi({
      leads: [lead('l1', 'asha@example.com', '')],
      requests: [erasureRequest(fields)],
    });
    let purged = false;
    await expect(
      eraseForRequest(strapi, 'req-7', { purgeOutbox: async () => ((purged = true), 0) }),
    ).rejects.toThrow(ErasureRefused);
    expect(purged).toBe(false);
    expect(strapi.rows[LEADS]).toHaveLength(1);
  }
});

test('deletes nothing when the site’s outbox cannot be purged (a lead held there would arrive later)', async () => {
  const strapi = memoryStrapi({ leads: [lead('l1', 'asha@example.com', '')], requests: [erasureRequest()] });
  await expect(
    eraseForRequest(strapi, 'req-7', {
      purgeOutbox: async () => {
        throw new ErasureRefused('The site did not answer', 503);
      },
    }),
  ).rejects.toThrow(/did not answer/);
  expect(strapi.rows[LEADS]).toHaveLength(1);
  expect(strapi.rows[REQUESTS]?.[0]?.requestStatus).toBe('Verified');
  expect(strapi.rows[REQUESTS]?.[0]?.contact).toBe('asha@example.com');
});

const servers: http.Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

test('the outbox purge needs the site’s address and the shared token, and a count back', async () => {
  const without = fakeStrapi({ config: { get: () => ({ siteUrl: 'http://127.0.0.1:9', siteToken: '' }) } });
  await expect(purgeSiteOutbox(without, { type: 'E-mail', value: 'a@b.in' })).rejects.toThrow(
    /CMS_DATA_REQUESTS_TOKEN/,
  );

  const seen: unknown[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ path: request.url, auth: request.headers.authorization, body: JSON.parse(body) });
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

test('an erasure the admin’s role may not do whole deletes nothing, not even in the site’s outbox', async () => {
  const asked: string[][] = [];
  for (const access of [
    // The role may not delete one of the person's leads (a condition on it, say).
    {
      mayUpdateRequest: async () => true,
      mayDeleteLeads: async (ids: string[]) => (asked.push(ids), false),
    },
    // Or may not update this request.
    { mayUpdateRequest: async () => false, mayDeleteLeads: async () => true },
  ]) {
    const strapi = memoryStrapi({
      leads: [lead('l1', 'asha@example.com', ''), lead('l2', 'ravi@example.com', '')],
      requests: [erasureRequest()],
    });
    let purged = 0;
    const refused = await eraseForRequest(strapi, 'req-7', {
      now: at,
      access,
      purgeOutbox: async () => {
        purged += 1;
        return 0;
      },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ErasureRefused);
    expect(refused).toMatchObject({ status: 403 });
    expect(purged).toBe(0);
    expect(strapi.rows[LEADS]).toHaveLength(2);
    expect(strapi.rows[REQUESTS]?.[0]).toMatchObject({
      requestStatus: 'Verified',
      contact: 'asha@example.com',
    });
  }
  expect(asked).toEqual([['l1']]);
});
