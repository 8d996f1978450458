import { nextBatchFor } from '@/lib/batches';
import { fetchBatchCalendar, orEmptyDuringBuild } from '@/lib/blog/client';
import { dateAtInstitute } from '@/lib/calendar-date';
import { courseInterest, courses, syllabusFileName } from '@/lib/courses';
import { buildSyllabusPdf } from '@/lib/pdf/syllabus';
import { pdfResponse } from '@/lib/pdf/writer';

// Written at build time from the curriculum records and served as a static file; written again hourly and
// when a batch changes (the webhook expires its calendar's tag), so its Next Batch is the course page's.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const revalidate = 3600;

export function generateStaticParams() {
  return courses.map((course) => ({ file: syllabusFileName(course.slug) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const course = courses.find((candidate) => syllabusFileName(candidate.slug) === file);
  if (!course) return new Response('Not found', { status: 404 });
  const now = new Date();
  const calendar = await orEmptyDuringBuild(fetchBatchCalendar(now), []);
  const nextBatch = nextBatchFor(calendar, courseInterest(course.slug), dateAtInstitute(now));
  return pdfResponse(await buildSyllabusPdf(course, nextBatch));
}
