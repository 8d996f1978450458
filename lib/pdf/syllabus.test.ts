/** @jest-environment node */
import { courses } from '@/lib/courses';
import { buildSyllabusPdf } from '@/lib/pdf/syllabus';
import { pdfText } from '@/e2e/pdf';

describe('syllabus PDFs', () => {
  it.each(courses.map((course) => [course.slug, course] as const))(
    'the %s PDF holds every module, topic and item of its curriculum',
    async (_slug, course) => {
      const bytes = Buffer.from(await buildSyllabusPdf(course));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes).replace(/\s+/g, ' ');
      expect(text).toContain(course.title);
      for (const section of course.curriculum.sections) {
        expect(text).toContain(section.title);
        for (const topic of section.topics) {
          expect(text).toContain(topic.subtitle);
          // Long items wrap across lines: compare the first words.
          for (const item of topic.items) expect(text).toContain(item.split(' ').slice(0, 3).join(' '));
        }
      }
    },
  );
});
