import { readFileSync } from 'node:fs';
import path from 'node:path';
import { courses } from '@/lib/courses';
import { courseInterestOptions } from '@/lib/content/forms';
import { DEFAULT_LEAD_RETENTION_DAYS } from '@/lib/env/defaults.mjs';
import { CMS_CHANNEL, CMS_EMAIL_STATUS } from './cms-record';
import { CHANNELS, EMAIL_STATUSES } from './entry';
import facts from './facts.json';
import { leadForms, LEAD_KINDS } from './forms';

describe('the facts the site shares with the CMS (lib/leads/facts.json)', () => {
  it('names every kind of form a lead comes from, and no other', () => {
    const used = new Set(Object.values(leadForms).map((form) => form.kind));
    expect([...used].sort()).toEqual([...LEAD_KINDS].sort());
  });

  it('labels every e-mail status', () => {
    expect(Object.keys(CMS_EMAIL_STATUS).sort()).toEqual([...EMAIL_STATUSES].sort());
  });

  it('gives the course pages their titles and the demo form its options, in the spec’s order', () => {
    expect(courses.map((course) => [course.slug, course.title]).sort()).toEqual(
      facts.courses.map((course) => [course.slug, course.title]).sort(),
    );
    expect(courseInterestOptions).toEqual([
      'MERN Stack Development',
      'Data Science',
      'Data Analyst',
      'Python Full Stack',
      'Other',
    ]);
  });

  it('labels every channel as the CMS’s lead schema lists them, the website first and by default', () => {
    expect(Object.keys(CMS_CHANNEL).sort()).toEqual(['website', ...CHANNELS].sort());
    // The CMS's schema, read as the file it is (jest resolves no module under cms/).
    const schema = JSON.parse(
      readFileSync(path.join(process.cwd(), 'cms/src/api/lead/content-types/lead/schema.json'), 'utf8'),
    ) as {
      attributes: { channel: { enum: string[]; default: string }; submissionId: { maxLength: number } };
    };
    expect(schema.attributes.channel.enum).toEqual(Object.values(facts.channels));
    expect(schema.attributes.channel.default).toBe(facts.channels.website);
    // A channel's submission id (lib/leads/entry.ts) fits.
    expect(schema.attributes.submissionId.maxLength).toBeGreaterThanOrEqual(133);
  });

  it('keeps leads as long in the site as in the CMS', () => {
    expect(DEFAULT_LEAD_RETENTION_DAYS).toBe(facts.retentionDays);
  });
});
