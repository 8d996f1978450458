import { SvgImage } from '@/components/ui/SvgImage';
import { logoShowcase } from '@/lib/media/logos';
import styles from './LogoShowcase.module.css';

/** The logo showcase gallery: sample logos with the brief behind each. */
export function LogoShowcase() {
  return (
    <ul className={styles.showcase}>
      {logoShowcase.map((logo) => (
        <li key={logo.src} className={styles.card}>
          <SvgImage
            src={logo.src}
            alt={`${logo.name} logo`}
            width={logo.width}
            height={logo.height}
            className={styles.logo}
          />
          <h3 className={styles.name}>{logo.name}</h3>
          <p className={styles.description}>{logo.description}</p>
        </li>
      ))}
    </ul>
  );
}
