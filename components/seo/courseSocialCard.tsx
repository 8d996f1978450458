import { COURSE_DURATION } from '@/lib/constants';
import type { CourseContent } from '@/lib/courses';
import { socialCard } from './socialCard';

export function courseSocialCard(course: CourseContent) {
  return socialCard({
    eyebrow: 'Course',
    title: course.title,
    subtitle: `${COURSE_DURATION} · Online & offline · Placement support`,
  });
}
