import { courses } from '@/lib/courses';
import { courseInterestOptions } from '@/lib/content/forms';
import { CMS_CHANNEL } from './cms-record';
import { CHANNELS } from './entry';
import { LEAD_FACTS as facts } from './facts';
import { leadForms, LEAD_KINDS } from './forms';

describe('what a lead carries about its form and course', () => {
  it('names every kind of form a lead comes from, and no other', () => {
    const used = new Set(Object.values(leadForms).map((form) => form.kind));
    expect([...used].sort()).toEqual([...LEAD_KINDS].sort());
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

  it('labels every channel, the website’s included', () => {
    expect(Object.keys(CMS_CHANNEL).sort()).toEqual(['website', ...CHANNELS].sort());
  });
});
