import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { emailPlugin, fakeStrapi } from '../../../../../../test/fake-strapi';
import { adminAccount, leadDatabase } from '../../../../../../test/lead-database';
import { counsellors, digestLeads, escalateLateLeads } from './reminders';

/**
 * Repeats in context, over Strapi's database layer on SQLite: a new lead of a person someone already works
 * is not escalated as untouched, and the digest says who works them and in what status.
 */
let db: Database;
beforeAll(async () => {
  db = await leadDatabase();
});
afterAll(() => db.destroy());

const sent: { to?: string; subject?: string; text?: string }[] = [];
const strapi = fakeStrapi({
  db: { query: (uid: string) => db.query(uid as 'api::lead.lead') },
  plugin: emailPlugin(true, (message) => sent.push(message)),
  config: {
    get: (key: string) =>
      key === 'plugin::admissions'
        ? { admissionsEmail: 'head@example.in', adminUrl: 'https://cms.example.in' }
        : undefined,
  },
  log: { warn() {} },
});

// Tuesday 8 December 2026, 12:00 India time: a lead from 09:00 has been New for three working hours.
const NOW = new Date('2026-12-08T12:00:00+05:30');
const MORNING = new Date('2026-12-08T09:00:00+05:30');

let n = 0;
async function lead(fields: Record<string, unknown>) {
  n += 1;
  return (await db.query('api::lead.lead').create({
    data: {
      documentId: `lead-${n}`,
      submissionId: `submission-${n}`,
      form: 'Enquiry',
      leadStatus: 'New',
      submittedAt: MORNING,
      alertState: 'Sent',
      ...fields,
    } as never,
  })) as { id: number; documentId: string };
}

test('a repeat of a person being worked is not escalated; an untouched person is, and the digest says who works whom', async () => {
  const asha = await adminAccount(db, {
    documentId: 'u-asha',
    firstname: 'Asha',
    lastname: 'Patil',
    email: 'asha@x.in',
  });
  // Priya enquired last week; Asha contacted her. Her new enquiry this morning is still New.
  await lead({
    name: 'Priya First',
    phoneKey: '9876500001',
    leadStatus: 'Contacted',
    submittedAt: new Date('2026-12-01T10:00:00+05:30'),
    counsellor: asha.id,
  });
  const priyaAgain = await lead({ name: 'Priya Again', phoneKey: '9876500001', counsellor: asha.id });
  // Karan is new and untouched; his earlier job application (HR's, Contacted) is another audience's.
  await lead({
    name: 'Karan Applied',
    form: 'Job application',
    emailKey: 'karan@x.in',
    leadStatus: 'Contacted',
  });
  const karan = await lead({ name: 'Karan Untouched', emailKey: 'karan@x.in', counsellor: asha.id });

  expect(await escalateLateLeads(strapi, NOW)).toBe(1);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.text).toContain('“Karan Untouched”');
  expect(sent[0]?.text).not.toContain('Priya');
  const escalated = async (id: number) =>
    (
      (await db.query('api::lead.lead').findOne({ where: { id }, select: ['escalatedAt'] })) as {
        escalatedAt: string | null;
      }
    ).escalatedAt;
  expect(await escalated(karan.id)).not.toBeNull();
  expect(await escalated(priyaAgain.id)).toBeNull();

  const { uncontacted } = await digestLeads(strapi, asha.id, NOW);
  const byName = Object.fromEntries(uncontacted.map((listed) => [listed.name, listed.worked]));
  expect(byName['Priya Again']).toMatchObject({ leadStatus: 'Contacted', counsellor: { firstname: 'Asha' } });
  expect(byName['Karan Untouched']).toBeNull();
});

test('the digests go to the counsellors who work leads, never to an Editor a rule still names', async () => {
  const ravi = await adminAccount(db, { documentId: 'u-ravi', firstname: 'Ravi', email: 'ravi@x.in' });
  const edna = await adminAccount(
    db,
    { documentId: 'u-edna', firstname: 'Edna', email: 'edna@x.in' },
    'editor',
  );
  // A rule saved before rules refused such accounts.
  await db.query('api::assignment-rule.assignment-rule').create({
    data: { documentId: 'rule-old', assignedCount: 0, counsellors: [ravi.id, edna.id] } as never,
  });
  const ids = (await counsellors(strapi)).map((user) => user.id);
  expect(ids).toContain(ravi.id);
  expect(ids).not.toContain(edna.id);
});
