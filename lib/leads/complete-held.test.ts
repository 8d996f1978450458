/** @jest-environment node */
/**
 * Without a CMS the site's store is where leads live, and the workers complete a Meta lead there (its answers
 * read from the Graph API and written in) only under the lead's claim: a lead another instance holds is left
 * to it, with no Graph call and nothing written.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deliverHeldLeads } from './deliver';
import { leadStore } from './store';
import { awaitsAnswers } from './channels/complete';
import { receiveMetaNotification } from './channels/meta';
import notification from './channels/recorded/meta-leadgen-notification.json';
import graphLead from './channels/recorded/meta-graph-lead.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startGraphFake } = require('../../e2e/graph-fake.cjs') as {
  startGraphFake: (o: { token: string; appSecret: string }) => Promise<{
    url: string;
    addLead(id: string, lead: object): void;
    callsFor(id: string): { status: number }[];
    close(): Promise<void>;
  }>;
};

const dir = mkdtempSync(path.join(tmpdir(), 'complete-held-'));
const saved = { ...process.env };
const APP_SECRET = 'meta-app-secret-for-unit-tests';
const TOKEN = 'page-access-token-for-unit-tests';
let graph: Awaited<ReturnType<typeof startGraphFake>>;

beforeAll(async () => {
  graph = await startGraphFake({ token: TOKEN, appSecret: APP_SECRET });
  // No CMS; Meta lead ads on. Read by the site's environment on its first use, which comes after this.
  Object.assign(process.env, {
    LEADS_DIR: dir,
    REDIS_URL: '',
    LEADS_REDIS_URL: '',
    BLOG_API_URL: '',
    LEADS_API_TOKEN: '',
    LEADS_RETRY_MS: '5000',
    META_APP_SECRET: APP_SECRET,
    META_VERIFY_TOKEN: 'meta-verify-token-for-unit-tests',
    META_PAGE_ACCESS_TOKEN: TOKEN,
    META_GRAPH_URL: graph.url,
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  await graph.close();
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

test('a held Meta lead another instance has claimed is not completed here; once released, it is', async () => {
  const id = '3456789012345678';
  graph.addLead(id, graphLead);
  const copy = structuredClone(notification);
  copy.entry[0]!.changes[0]!.value.leadgen_id = id;
  const body = JSON.stringify(copy);
  const answer = await receiveMetaNotification(
    new Request('http://site.test/api/leads/meta', {
      method: 'POST',
      body,
      headers: {
        'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
        'x-forwarded-for': '198.51.100.9',
      },
    }),
    // Kept only: the workers' round below is what completes it.
    { deliver: async () => undefined },
  );
  expect(answer.status).toBe(200);
  const store = leadStore();
  const submissionId = `meta:${id}`;
  await store.put({ ...(await store.get(submissionId))!, nextAttemptAt: 0 });

  // Another instance holds the lead (its delivery, or its own completion, is under way).
  const theirs = await store.claim(submissionId, 60_000);
  expect(theirs).not.toBeNull();
  expect(await deliverHeldLeads()).toBe(0);
  expect(graph.callsFor(id)).toEqual([]);
  expect(awaitsAnswers((await store.get(submissionId))!)).toBe(true);

  await store.release(submissionId, theirs!);
  expect(await deliverHeldLeads()).toBe(1);
  expect(graph.callsFor(id).map((call) => call.status)).toEqual([200]);
  expect(awaitsAnswers((await store.get(submissionId))!)).toBe(false);
});
