import { COURSE_DURATION, LEARNING_MODE } from '@/lib/constants';
import { COURSES, syllabusFileName as sharedSyllabusFileName } from '@/lib/shared/courses.mjs';
import { dataAnalystCourse } from './dataanalyst';
import { dataScienceCourse } from './datascience';
import { mernStackCourse } from './mernstack';
import { pythonFullStackCourse } from './pythonfullstack';
import type { BadgeTone, CourseContent, CourseSlug } from './types';

/** The four courses, in the order of the featured courses block. */
export const courses: CourseContent[] = [
  mernStackCourse,
  dataScienceCourse,
  pythonFullStackCourse,
  dataAnalystCourse,
];

const bySlug = new Map<string, CourseContent>(courses.map((course) => [course.slug, course]));

export function courseBySlug(slug: CourseSlug): CourseContent {
  return bySlug.get(slug)!;
}

/** The course's Course Interest option: how the forms, the leads and the CMS's batches name it. */
export function courseInterest(slug: CourseSlug): string {
  return COURSES.find((course) => course.slug === slug)?.interest ?? slug;
}

/** File name of a course's syllabus PDF, served at /syllabus/{file} (the CMS's acknowledgements link it). */
export function syllabusFileName(slug: CourseSlug): string {
  return sharedSyllabusFileName(slug);
}

export function syllabusHref(slug: CourseSlug): string {
  return `/syllabus/${syllabusFileName(slug)}`;
}

/** The MERN corporate training syllabus that the home hero and the placement page hand out. */
export const mernCorporateSyllabus = {
  href: syllabusHref('mernstack'),
  fileName: 'MERN-Corporate-Training-Syllabus.pdf',
} as const;

export type { CourseContent, CourseSlug };

/** The info strip's fixed facts; Next Batch is computed on the page. */
export const courseFacts = [
  { label: 'Duration', value: COURSE_DURATION },
  { label: 'Eligibility', value: 'Graduations & Professionals' },
  { label: 'Learning Mode', value: LEARNING_MODE },
] as const;

/** The mark shown on each course's card, drawn in CSS like the curriculum badges. */
export const courseMarks: Record<CourseSlug, { mark: string; tone: BadgeTone }> = {
  mernstack: { mark: 'MERN', tone: 'green' },
  pythonfullstack: { mark: 'Py', tone: 'blue' },
  datascience: { mark: 'DS', tone: 'violet' },
  dataanalyst: { mark: 'DA', tone: 'amber' },
};
