import { fetchBatchCalendar, orEmptyDuringBuild } from '@/lib/blog/client';
import { courseBySlug, courseInterest } from '@/lib/courses';
import { sitePage, type SitePath } from '@/lib/pages';
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

/** A course page of lib/pages.ts, rendered from its course's records in lib/courses. */
export async function CoursePage({ path }: { path: SitePath }) {
  const page = sitePage(path);
  if (!page.course) throw new Error(`${path} is not a course page`);
  const course = courseBySlug(page.course);
  const calendar = await orEmptyDuringBuild(fetchBatchCalendar(), []);
  return (
    <>
      <PageJsonLd path={path} items={[courseJsonLd(course), faqJsonLd(trainingFaqs)]} />
      <CourseHero course={course} withBackground={page.photoHero} />
      <InfoStrip course={courseInterest(course.slug)} calendar={calendar} />
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
