import Link from 'next/link';
import { COURSE_DURATION, LEARNING_MODE } from '@/lib/constants';
import { featuredCoursesCopy } from '@/lib/content/home';
import { courseMarks, courses } from '@/lib/courses';
import { site } from '@/lib/site';
import { Badge } from '@/components/ui/Badge';
import { Section } from '@/components/ui/Section';
import { buttonClassName } from '@/components/ui/button';
import { cardClassName } from '@/components/ui/card';
import styles from './FeaturedCourses.module.css';

export function FeaturedCourses() {
  return (
    <Section
      id="featured-courses"
      tone="alt"
      eyebrow={featuredCoursesCopy.eyebrow}
      title={featuredCoursesCopy.title}
      intro={<p>{featuredCoursesCopy.intro}</p>}
    >
      <ul className={styles.grid}>
        {courses.map((course) => (
          <li key={course.slug} className={cardClassName(styles.card)}>
            <Badge {...courseMarks[course.slug]} size="large" />
            <h3 className={styles.title}>
              <Link href={`/${course.slug}`} className={styles.link}>
                {course.title}
              </Link>
            </h3>
            <p className={styles.summary}>{course.summary}</p>
            <p className={styles.meta}>
              <span>{COURSE_DURATION}</span>
              <span>{LEARNING_MODE}</span>
            </p>
            <span className={styles.more} aria-hidden="true">
              {featuredCoursesCopy.viewCourse}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.enroll}>
        <a
          href={site.chatLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'accent', size: 'large' })}
        >
          {featuredCoursesCopy.enroll}
          <span className="visually-hidden"> (opens chat in a new tab)</span>
        </a>
      </div>
    </Section>
  );
}
