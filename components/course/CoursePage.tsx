import type { CourseContent } from '@/lib/courses';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { Section } from '@/components/ui/Section';
import { trainingFaqs } from '@/lib/courses/faqs';
import { courseJsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { CertificationForm } from './CertificationForm';
import { CourseDetail } from './CourseDetail';
import { CourseHero } from './CourseHero';
import { Curriculum } from './Curriculum';
import { InfoStrip } from './InfoStrip';
import { ProgramHighlights } from './ProgramHighlights';
import { StudentFeedback } from './StudentFeedback';
import { TrainingFaq } from './TrainingFaq';

/** Every course page, rendered from the course's records in lib/courses. */
export function CoursePage({ course, withBackground }: { course: CourseContent; withBackground?: boolean }) {
  return (
    <>
      <PageJsonLd
        path={withBackground ? '/CoursesMain' : `/${course.slug}`}
        items={[courseJsonLd(course), faqJsonLd(trainingFaqs)]}
      />
      <CourseHero course={course} withBackground={withBackground} />
      <InfoStrip />
      <CourseDetail course={course} />
      <Curriculum course={course} />
      <ProgramHighlights />
      <Section
        id="certification"
        tone="brand"
        eyebrow="Certification"
        title="Exams and Certifications"
        intro={<p>Tell us what you want from your certificate and we will plan your exams around it.</p>}
      >
        <CertificationForm />
      </Section>
      <TrainingFaq />
      <StudentFeedback />
    </>
  );
}
