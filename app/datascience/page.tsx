import { CoursePage } from '@/components/course/CoursePage';
import { courseBySlug, courseMetadata } from '@/lib/courses';

const course = courseBySlug('datascience');

// Regenerated hourly so the Next Batch in the HTML is today's before the visitor's clock takes over.
export const revalidate = 3600;
export const metadata = courseMetadata(course);

export default function Page() {
  return <CoursePage course={course} />;
}
