import { SvgImage } from '@/components/ui/SvgImage';
import type { CompanyLogo } from '@/lib/media/logos';
import styles from './LogoRow.module.css';

interface LogoRowProps {
  logos: readonly CompanyLogo[];
  direction: 'left' | 'right';
}

/**
 * One endlessly sliding row of logos, animated in CSS. The row holds its logos twice so the loop is
 * seamless; the second copy is hidden from assistive technology. Under reduced motion it stands still.
 */
export function LogoRow({ logos, direction }: LogoRowProps) {
  return (
    <div className={styles.viewport}>
      <div
        className={styles.track}
        data-direction={direction}
        style={{ ['--duration' as string]: `${logos.length * 3.2}s` }}
      >
        {[0, 1].map((copy) => (
          <ul key={copy} className={styles.list} aria-hidden={copy === 1 ? true : undefined}>
            {logos.map((logo) => (
              <li key={logo.src} className={styles.item}>
                <SvgImage
                  src={logo.src}
                  alt={copy === 1 ? '' : logo.name}
                  width={logo.width}
                  height={logo.height}
                  className={styles.logo}
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
