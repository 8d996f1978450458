/** Options of the demo booking forms. */
import { GRADUATION_YEAR_FIRST, GRADUATION_YEAR_LAST } from '@/lib/constants';

export const courseInterestPlaceholder = 'Course Interest';
export const courseInterestOptions = [
  'MERN Stack Development',
  'Data Science',
  'Data Analyst',
  'Python Full Stack',
  'Other',
] as const;

export const graduationYearPlaceholder = 'Graduation Year';
export const graduationYears: string[] = Array.from(
  { length: GRADUATION_YEAR_LAST - GRADUATION_YEAR_FIRST + 1 },
  (_, i) => String(GRADUATION_YEAR_FIRST + i),
);
