/**
 * The institute's courses as a lead names them (its `course` field): the course pages' titles and the demo
 * form's options, the slug of each course's page and syllabus, and the option for anything else. The site's
 * forms and pages read them (lib/leads/facts.ts), and the CMS's acknowledgement to an enquirer links the
 * course's syllabus by them.
 */
export const COURSES = /** @type {const} */ ([
  { slug: 'mernstack', title: 'MERN Stack Development', interest: 'MERN Stack Development' },
  { slug: 'datascience', title: 'Data Science', interest: 'Data Science' },
  { slug: 'dataanalyst', title: 'Data Analyst', interest: 'Data Analyst' },
  { slug: 'pythonfullstack', title: 'Python Full Stack Development', interest: 'Python Full Stack' },
]);

/** @typedef {(typeof COURSES)[number]} SharedCourse */
/** @typedef {SharedCourse['slug']} SharedCourseSlug */

/** The demo form's option for a course not in the list. */
export const OTHER_COURSE = 'Other';

/**
 * The file name of a course's syllabus PDF, which the site serves at /syllabus/{file}.
 * @param {SharedCourseSlug} slug
 */
export function syllabusFileName(slug) {
  return `${slug}-syllabus.pdf`;
}

/**
 * The course a lead's `course` field names (its title or the demo form's option, without regard to case or
 * outer spaces), or null (no course, Other, or a course the institute does not list).
 * @param {unknown} name
 * @returns {SharedCourse | null}
 */
export function courseNamed(name) {
  const wanted = String(name ?? '')
    .trim()
    .toLowerCase();
  if (!wanted) return null;
  return (
    COURSES.find(
      (course) => course.title.toLowerCase() === wanted || course.interest.toLowerCase() === wanted,
    ) ?? null
  );
}
