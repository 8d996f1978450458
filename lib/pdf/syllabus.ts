import { formatCalendarDate, type CalendarDate } from '@/lib/calendar-date';
import { courseFacts, type CourseContent } from '@/lib/courses';
import { site } from '@/lib/site';
import { PdfWriter } from './writer';

/**
 * The syllabus PDF of a course, written from its curriculum record: page and PDF never disagree. Its Next
 * Batch is the course page's (the institute's calendar, else the rule), as of the day it is written.
 */
export async function buildSyllabusPdf(course: CourseContent, nextBatch: CalendarDate): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    kind: 'Course Syllabus',
    title: course.title,
    subtitle: `${course.curriculum.title} · ${site.address.city}`,
  });
  pdf.facts([
    ...courseFacts.map(({ label, value }) => ({ label, value })),
    { label: 'Next Batch', value: formatCalendarDate(nextBatch) },
  ]);
  pdf.paragraph(course.summary);
  for (const section of course.curriculum.sections) {
    pdf.heading(section.title);
    for (const topic of section.topics) {
      pdf.subheading(topic.subtitle);
      pdf.bullets(topic.items);
    }
  }
  pdf.heading('Book a free live demo session');
  pdf.paragraph(
    `Call ${site.phone.display}, write to ${site.email} or visit ${site.url} to meet a trainer, ask about the next batch and get a personalised learning plan.`,
  );
  return pdf.finish();
}
