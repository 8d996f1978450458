import { homeHero } from '@/lib/content/home';
import { mernCorporateSyllabus } from '@/lib/courses';
import { eventPhotos } from '@/lib/media/photos';
import { EventStrip } from './EventStrip';
import { HeadlineRotator } from './HeadlineRotator';
import { SyllabusEnquiryLink } from './SyllabusEnquiryLink';
import styles from './Hero.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`container ${styles.inner}`}>
        <HeadlineRotator
          id="home-hero-title"
          lead={homeHero.lead}
          words={homeHero.words}
          fullHeadline={homeHero.fullHeadline}
        />
        <p className={styles.text}>{homeHero.text}</p>
        <ul className={styles.highlights}>
          {homeHero.highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <SyllabusEnquiryLink {...mernCorporateSyllabus}>Explore Courses</SyllabusEnquiryLink>
          <SyllabusEnquiryLink {...mernCorporateSyllabus} variant="outlineLight">
            Book Demo Session
          </SyllabusEnquiryLink>
        </div>
      </div>
      <EventStrip photos={eventPhotos} />
    </section>
  );
}
