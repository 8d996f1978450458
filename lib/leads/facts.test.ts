import { courses } from '@/lib/courses';
import { courseInterestOptions } from '@/lib/content/forms';
import { DEFAULT_LEAD_RETENTION_DAYS } from '@/lib/env/defaults.mjs';
import { CMS_EMAIL_STATUS } from './cms-record';
import { EMAIL_STATUSES } from './entry';
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

  it('keeps leads as long in the site as in the CMS', () => {
    expect(DEFAULT_LEAD_RETENTION_DAYS).toBe(facts.retentionDays);
  });
});
