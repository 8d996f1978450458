import { CoursePage } from '@/components/course/CoursePage';
import { courseBySlug, courseMetadata } from '@/lib/courses';

const course = courseBySlug('mernstack');

export const revalidate = 3600;
// The same course as /mernstack over a photograph: search engines are pointed at /mernstack.
export const metadata = courseMetadata(course, {
  title: `${course.title} Course (Classroom Programme)`,
  description: `The ${course.title} programme in our Pune classrooms: six months of live classes, projects, mock interviews and placement support.`,
});

export default function Page() {
  return <CoursePage course={course} withBackground />;
}
