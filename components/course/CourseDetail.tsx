import { SvgImage } from '@/components/ui/SvgImage';
import type { CourseContent } from '@/lib/courses';
import { mockInterviews } from '@/lib/courses/mockInterviews';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { Section } from '@/components/ui/Section';
import styles from './CourseDetail.module.css';

/** Program Core Credentials, the Mock Interviews block and the About section of a course. */
export function CourseDetail({ course }: { course: CourseContent }) {
  return (
    <>
      <Section id="credentials" eyebrow={course.shortTitle} title="Program Core Credentials">
        <ul className={styles.credentials}>
          {course.credentials.map((card) => (
            <li key={card.title} className={styles.credential}>
              <SvgImage
                src={`/images/credentials/${card.image}.svg`}
                alt=""
                width={120}
                height={120}
                className={styles.credentialImage}
              />
              <p className={styles.credentialTitle}>{card.title}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="mock-interviews" tone="brand" align="start">
        <div className={styles.split}>
          <div>
            <Eyebrow>Interview ready</Eyebrow>
            <h2 id="mock-interviews-title">{mockInterviews.heading}</h2>
            <p className={styles.lead}>{mockInterviews.text}</p>
          </div>
          <ul className={styles.points}>
            {mockInterviews.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="about-course" title={`About the ${course.title} course`} align="start">
        <div className={styles.about}>
          {course.about.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
