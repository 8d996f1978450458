import { syllabusFileName, syllabusHref, type CourseContent } from '@/lib/courses';
import { Badge } from '@/components/ui/Badge';
import { Section } from '@/components/ui/Section';
import styles from './Curriculum.module.css';

/** The course's curriculum, module by module: the same record its syllabus PDF is written from. */
export function Curriculum({ course }: { course: CourseContent }) {
  const { curriculum } = course;
  return (
    <Section
      id="curriculum"
      eyebrow="Curriculum"
      title={curriculum.title}
      intro={
        <p>
          {curriculum.sections.length} modules over six months.{' '}
          <a href={syllabusHref(course.slug)} download={syllabusFileName(course.slug)}>
            Download the syllabus (PDF)
          </a>
        </p>
      }
    >
      <ol className={styles.modules}>
        {curriculum.sections.map((section, index) => (
          <li key={section.title}>
            <details className={styles.module} open={index === 0}>
              <summary className={styles.moduleTitle}>{section.title}</summary>
              <ul className={styles.topics}>
                {section.topics.map((topic) => (
                  <li key={topic.subtitle} className={styles.topic}>
                    <div className={styles.topicHead}>
                      <Badge mark={topic.logo.mark} tone={topic.logo.tone} size="small" />
                      <h3 className={styles.topicTitle}>{topic.subtitle}</h3>
                    </div>
                    <ul className={styles.items}>
                      {topic.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  );
}
