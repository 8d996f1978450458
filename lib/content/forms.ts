/** Options of the demo booking forms. */
import { GRADUATION_YEAR_FIRST, GRADUATION_YEAR_LAST } from '@/lib/constants';
import { LEAD_FACTS } from '@/lib/leads/facts';

export const courseInterestPlaceholder = 'Course Interest';
/** The courses as the spec's option labels name them (lib/shared/courses.mjs, which the CMS reads too), then Other. */
export const courseInterestOptions: readonly string[] = [
  ...LEAD_FACTS.courses.map((course) => course.interest),
  LEAD_FACTS.otherCourse,
];

export const graduationYearPlaceholder = 'Graduation Year';
export const graduationYears: string[] = Array.from(
  { length: GRADUATION_YEAR_LAST - GRADUATION_YEAR_FIRST + 1 },
  (_, i) => String(GRADUATION_YEAR_FIRST + i),
);
