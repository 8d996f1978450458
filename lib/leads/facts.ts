/**
 * What the site and the bundled CMS both know about leads, written once in facts.json: the kinds of form as
 * the admissions list names them, the statuses, the e-mail statuses' labels, how long leads are kept, and the
 * course names a lead carries. The CMS reads the same file (cms/src/bootstrap/lead-facts.js).
 */
import type { CourseSlug } from '@/lib/courses/types';
import facts from './facts.json';

export const LEAD_FACTS = facts;

/** A course's full title, as its page and its leads name it. */
export function courseTitle(slug: CourseSlug): string {
  const course = facts.courses.find((entry) => entry.slug === slug);
  if (!course) throw new Error(`No course ${slug} in lib/leads/facts.json`);
  return course.title;
}
