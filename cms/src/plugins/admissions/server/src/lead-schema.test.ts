import { expect, test } from '@jest/globals';
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  LEAD_CHANNELS,
  LEAD_KINDS,
  LEAD_REFERRER_KINDS,
  LEAD_STATUSES,
  NEW_LEAD_STATUS,
} from '@codebridge/shared/leads.mjs';
import plugins from '../../../../../config/plugins';
import lead from '../../../../api/lead/content-types/lead/schema.json';
import activity from '../../../../api/lead-activity/content-types/lead-activity/schema.json';
import { ENTRY_KINDS } from './services/history';

// A schema cannot import: its enumerations repeat the facts the site and the CMS share, and this keeps them equal.
test('the lead schema’s enumerations are the shared facts', () => {
  expect(lead.attributes.form.enum).toEqual(LEAD_KINDS);
  expect(lead.attributes.leadStatus.enum).toEqual(LEAD_STATUSES);
  expect(lead.attributes.leadStatus.default).toBe(NEW_LEAD_STATUS);
  expect(lead.attributes.channel.enum).toEqual(Object.values(LEAD_CHANNELS));
  expect(lead.attributes.channel.default).toBe(LEAD_CHANNELS.website);
  expect(lead.attributes.firstReferrerKind.enum).toEqual(Object.values(LEAD_REFERRER_KINDS));
  expect(lead.attributes.latestReferrerKind.enum).toEqual(Object.values(LEAD_REFERRER_KINDS));
  // A channel's submission id (`meta:` and Meta's lead id, the site's lib/leads/entry.ts) fits.
  expect(lead.attributes.submissionId.maxLength).toBeGreaterThanOrEqual(133);
});

test('the history’s kinds are the ones its code writes', () => {
  expect(activity.attributes.kind.enum).toEqual(ENTRY_KINDS);
});

/** The admissions plugin's settings as config/plugins.ts reads them from these variables. */
function admissionsSettings(variables: Record<string, string>) {
  const env = Object.assign((name: string, fallback?: string) => variables[name] ?? fallback, {
    int: (name: string, fallback: number) => Number(variables[name] ?? fallback),
  });
  return plugins({ env } as unknown as Parameters<typeof plugins>[0]).admissions.config as {
    leadRetentionDays: number;
  };
}

test('the CMS keeps leads as long as the site does, and refuses a bad LEAD_RETENTION_DAYS as the site does', () => {
  expect(admissionsSettings({}).leadRetentionDays).toBe(DEFAULT_LEAD_RETENTION_DAYS);
  expect(admissionsSettings({ LEAD_RETENTION_DAYS: '30' }).leadRetentionDays).toBe(30);
  expect(() => admissionsSettings({ LEAD_RETENTION_DAYS: '30 days' })).toThrow(
    'LEAD_RETENTION_DAYS="30 days" is not a whole number of days above 0 (for example 180).',
  );
});
