/**
 * The course names a lead carries, written once in facts.json: the course pages' titles and the demo form's
 * options. What the site and the bundled CMS both know about leads is in lib/shared/leads.mjs.
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
