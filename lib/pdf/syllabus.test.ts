/** @jest-environment node */
import { courses } from '@/lib/courses';
import { buildSyllabusPdf } from '@/lib/pdf/syllabus';
import { pdfText } from '@/e2e/pdf';
import { SAMPLE_IDENTITY_NOTICE } from '@/lib/shared/institute.mjs';

describe('syllabus PDFs', () => {
  it.each(courses.map((course) => [course.slug, course] as const))(
    'the %s PDF holds every module, topic and item of its curriculum, and the next batch it is given',
    async (_slug, course) => {
      const bytes = Buffer.from(await buildSyllabusPdf(course, { year: 2026, month: 12, day: 14 }));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes).replace(/\s+/g, ' ');
      expect(text).toContain(course.title);
      expect(text).toContain('NEXT BATCH 14 Dec 2026');
      // The sample identity (nothing configured here) says it is one.
      expect(text).toContain(SAMPLE_IDENTITY_NOTICE);
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
