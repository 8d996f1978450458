import Link from 'next/link';
import { logoDesign } from '@/lib/content/services';
import { buttonClassName } from '@/components/ui/button';
import { Section } from '@/components/ui/Section';
import styles from './CustomizeLogo.module.css';

/** The customize-your-logo block, with Design Your Logo to the logo maker. */
export function CustomizeLogo() {
  const { customize, cta } = logoDesign;
  return (
    <Section id="customize-your-logo" tone="brand" title={customize.heading} intro={<p>{customize.text}</p>}>
      <ol className={styles.points}>
        {customize.points.map((point, index) => (
          <li key={point} className={styles.point}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {point}
          </li>
        ))}
      </ol>
      <div className={styles.action}>
        <Link href={cta.href} className={buttonClassName({ variant: 'accent', size: 'large' })}>
          {cta.label}
        </Link>
      </div>
    </Section>
  );
}
