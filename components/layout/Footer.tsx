import { SvgImage } from '@/components/ui/SvgImage';
import Link from 'next/link';
import { footerColumns } from '@/lib/navigation';
import { formatAddress, site } from '@/lib/site';
import { SAMPLE_IDENTITY_NOTICE } from '@/lib/shared/institute.mjs';
import { MapFacade } from './MapFacade';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <section className={styles.contact} aria-labelledby="footer-contact-title">
          <SvgImage
            src="/brand/logo-light.svg"
            alt={site.name}
            width={180}
            height={40}
            className={styles.brand}
          />
          <h2 id="footer-contact-title" className={styles.heading}>
            Head Office
          </h2>
          <address className={styles.address}>
            <p>{formatAddress()}</p>
            <p>
              <a href={site.phone.href}>{site.phone.display}</a>
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
          <MapFacade
            embedUrl={site.map.embedUrl}
            linkUrl={site.map.linkUrl}
            label={`Map of the ${site.name} head office in ${site.address.city}`}
          />
        </section>

        <div className={styles.columns}>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {/* Not prefetched: on a short page all of these are in view at once, and a phone
                        would fetch a dozen pages nobody asked for. A click still navigates in place. */}
                    <Link href={link.href} prefetch={false}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomBar}`}>
          <p>
            © {new Date().getFullYear()} {site.name}, {site.address.city}. All rights reserved.
          </p>
          {site.sampleIdentity && (
            <p className={styles.sample} data-testid="sample-identity">
              {SAMPLE_IDENTITY_NOTICE}
            </p>
          )}
          <ul className={styles.social} aria-label="Follow us">
            {site.social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.name} (opens in a new tab)`}
                >
                  <SocialIcon name={link.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
