/**
 * The course names a lead carries: the course pages' titles and the demo form's options, written once in
 * lib/shared/courses.mjs (the CMS reads them too). What the site and the bundled CMS both know about leads is
 * in lib/shared/leads.mjs.
 */
import type { CourseSlug } from '@/lib/courses/types';
import { COURSES, OTHER_COURSE } from '@/lib/shared/courses.mjs';

export const LEAD_FACTS = { courses: COURSES, otherCourse: OTHER_COURSE } as const;

/** A course's full title, as its page and its leads name it. */
export function courseTitle(slug: CourseSlug): string {
  const course = COURSES.find((entry) => entry.slug === slug);
  if (!course) throw new Error(`No course ${slug} in lib/shared/courses.mjs`);
  return course.title;
}
