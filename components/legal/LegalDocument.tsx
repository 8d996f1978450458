import Link from 'next/link';
import type { LegalDocument as LegalDocumentRecord } from '@/lib/content/legal';
import { PageHero } from '@/components/layout/PageHero';
import styles from './LegalDocument.module.css';

/** Terms & Conditions and Privacy Policy: a policy rendered from its record, section by section. */
export function LegalDocument({ document }: { document: LegalDocumentRecord }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} text={<p>Last updated {document.lastUpdated}</p>} />
      <article className={`container ${styles.document}`}>
        {document.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className={styles.intro}>
            {paragraph}
          </p>
        ))}
        <nav aria-label="Sections" className={styles.toc}>
          <ol>
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${section.id ?? `section-${index + 1}`}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.heading} id={section.id ?? `section-${index + 1}`} className={styles.section}>
            <h2>
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.links?.map((link) => (
              <p key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
