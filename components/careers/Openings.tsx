import { SvgImage } from '@/components/ui/SvgImage';
import Link from 'next/link';
import { jobOpenings, roleColumns } from '@/lib/content/careers';
import { site } from '@/lib/site';
import { Section } from '@/components/ui/Section';
import { buttonClassName } from '@/components/ui/button';
import styles from './Openings.module.css';

/** Which course each role column's button leads to. */
const COLUMN_COURSE: Record<string, string> = {
  'DATA SCIENCE': '/datascience',
  'MERN STACK': '/mernstack',
  'DATA ANALYTICS': '/dataanalyst',
};

export function Openings() {
  return (
    <>
      <Section id="openings" eyebrow="We are hiring" title="Current Openings">
        <ul className={styles.openings}>
          {jobOpenings.map((job) => (
            <li key={job.slug} className={styles.opening}>
              <h3 className={styles.title}>{job.title}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>Department</dt>
                  <dd>{job.department}</dd>
                </div>
                <div>
                  <dt>Location</dt>
                  <dd>{job.location}</dd>
                </div>
                <div>
                  <dt>Experience</dt>
                  <dd>{job.experience}</dd>
                </div>
              </dl>
              <p className={styles.summary}>{job.summary}</p>
              <Link
                href="/applynow"
                className={buttonClassName({ variant: 'accent' })}
                aria-label={`APPLY NOW for ${job.title}`}
              >
                APPLY NOW
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.more}>
          <a href="#careers-we-offer" className={buttonClassName({ variant: 'outline', size: 'large' })}>
            CAREERS WE OFFER
          </a>
        </div>
      </Section>

      <Section
        id="careers-we-offer"
        tone="dark"
        eyebrow="Careers we offer"
        title="Where our programmes lead"
        className={styles.roles}
      >
        <div className={styles.columns}>
          {roleColumns.map((column) => (
            <div key={column.title} className={styles.column}>
              <ul>
                {column.roles.map((role) => (
                  <li key={role}>{role}</li>
                ))}
              </ul>
              <Link
                href={COLUMN_COURSE[column.title] ?? '/'}
                className={buttonClassName({ variant: 'light', block: true })}
              >
                {column.title}
              </Link>
            </div>
          ))}
        </div>
        <SvgImage
          src="/brand/logo-light.svg"
          alt={site.name}
          width={180}
          height={40}
          className={styles.logo}
        />
      </Section>
    </>
  );
}
