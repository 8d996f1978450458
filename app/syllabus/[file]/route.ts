import { courses, syllabusFileName } from '@/lib/courses';
import { buildSyllabusPdf } from '@/lib/pdf/syllabus';
import { pdfResponse } from '@/lib/pdf/writer';

// Generated once at build time from the curriculum records, then served as a static file.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return courses.map((course) => ({ file: syllabusFileName(course.slug) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const course = courses.find((candidate) => syllabusFileName(candidate.slug) === file);
  if (!course) return new Response('Not found', { status: 404 });
  return pdfResponse(await buildSyllabusPdf(course));
}
