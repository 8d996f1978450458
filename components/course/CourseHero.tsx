import { syllabusFileName, syllabusHref, type CourseContent, type CourseSlug } from '@/lib/courses';
import { LEAD_FACTS } from '@/lib/leads/facts';
import { OpenEnquiryButton } from '@/components/enquiry/OpenEnquiryButton';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { DemoBookingForm } from '@/components/forms/DemoBookingForm';
import { FormCard } from '@/components/forms/layout';
import { buttonClassName } from '@/components/ui/button';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import styles from './CourseHero.module.css';

/**
 * The photograph under a hero that has one. It is the page's largest paint on a phone, and as a CSS
 * background the browser would find it only at the first layout: preloaded, it is asked for with the HTML.
 */
const HERO_PHOTO = '/images/events/event-07.webp';

/** Which demo-form option a course preselects (lib/shared/courses.mjs). */
const courseInterest = (slug: CourseSlug) =>
  LEAD_FACTS.courses.find((entry) => entry.slug === slug)?.interest;

interface CourseHeroProps {
  course: CourseContent;
  /** The hero over a photograph (a page's photoHero in lib/pages.ts). */
  withBackground?: boolean;
}

export function CourseHero({ course, withBackground }: CourseHeroProps) {
  if (withBackground) preload(HERO_PHOTO, { as: 'image', fetchPriority: 'high' });
  const photo = withBackground ? ({ '--hero-photo': `url('${HERO_PHOTO}')` } as CSSProperties) : undefined;
  return (
    <div className={styles.hero} data-background={withBackground} style={photo}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <Eyebrow tone="onDark">Job-oriented programme · Pune</Eyebrow>
          <h1 className={styles.title}>{course.title}</h1>
          <p className={styles.summary}>{course.summary}</p>
          <div className={styles.actions}>
            <OpenEnquiryButton size="large">JOIN NOW</OpenEnquiryButton>
            <a
              href={syllabusHref(course.slug)}
              download={syllabusFileName(course.slug)}
              className={buttonClassName({ variant: 'outlineLight', size: 'large' })}
            >
              DOWNLOAD SYLLABUS
            </a>
          </div>
        </div>
        <FormCard>
          <h2 className={styles.formTitle}>Book a free demo session</h2>
          <DemoBookingForm variant="course" defaultCourse={courseInterest(course.slug)} />
        </FormCard>
      </div>
    </div>
  );
}
