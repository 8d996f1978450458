import Image from 'next/image';
import { landingHero } from '@/lib/content/home';
import { heroStudents } from '@/lib/media/photos';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { DemoBookingForm } from '@/components/forms/DemoBookingForm';
import { FormCard } from '@/components/forms/layout';
import { buttonClassName } from '@/components/ui/button';
import styles from './LandingHero.module.css';

/** The landing hero: headline, EXPLORE COURSES (to the featured courses) and the demo form. */
export function LandingHero() {
  return (
    <section className={styles.section} aria-labelledby="landing-hero-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <Eyebrow>{landingHero.eyebrow}</Eyebrow>
          <h2 id="landing-hero-title">{landingHero.title}</h2>
          <p className={styles.text}>{landingHero.text}</p>
          <ul className={styles.points}>
            {landingHero.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <a href="#featured-courses" className={buttonClassName({ variant: 'outline', size: 'large' })}>
            {landingHero.explore}
          </a>
          <Image
            src={heroStudents.src}
            alt={heroStudents.alt}
            width={heroStudents.width}
            height={heroStudents.height}
            sizes="(min-width: 60rem) 36rem, 100vw"
            className={styles.image}
          />
        </div>
        <FormCard>
          <h3 className={styles.formTitle}>{landingHero.formTitle}</h3>
          <DemoBookingForm variant="landing" />
        </FormCard>
      </div>
    </section>
  );
}
