import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { emailPlugin, fakeStrapi } from '../../../../../../test/fake-strapi';
import { leadDatabase } from '../../../../../../test/lead-database';
import { escalateLateLeads } from './reminders';

/** Test leads stay out of the escalation (their alerts and acknowledgements: lead-documents.test.ts). */
let db: Database;
beforeAll(async () => {
  db = await leadDatabase();
});
afterAll(() => db.destroy());

test('a test lead still New after two working hours is not escalated; a person’s lead beside it is', async () => {
  const sent: { subject?: string; text?: string }[] = [];
  const strapi = fakeStrapi({
    db: { query: (uid: string) => db.query(uid as 'api::lead.lead') },
    plugin: emailPlugin(true, (message) => sent.push(message)),
    config: {
      get: () => ({ admissionsEmail: 'admissions@example.in', adminUrl: 'https://cms.example.in' }),
    },
    log: { warn() {} },
  });
  // Tuesday 1 Dec 2026: leads from 09:30 India time, escalated at 12:00.
  const submittedAt = new Date('2026-12-01T09:30:00+05:30');
  for (const [id, isTest] of [
    ['person', false],
    ['test', true],
    ['older', null],
  ] as const) {
    await db.query('api::lead.lead').create({
      data: {
        documentId: id,
        submissionId: id,
        name: `Lead ${id}`,
        form: 'Enquiry',
        leadStatus: 'New',
        submittedAt,
        isTest,
      } as never,
    });
  }
  expect(await escalateLateLeads(strapi, new Date('2026-12-01T12:00:00+05:30'))).toBe(2);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.text).toContain('Lead person');
  expect(sent[0]!.text).toContain('Lead older');
  expect(sent[0]!.text).not.toContain('Lead test');
});
