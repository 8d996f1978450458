import { logoMaker, type LogoColour } from '@/lib/content/services';
import type { CatalogueIcon } from '@/lib/icons/catalogue';
import { IconGlyph } from './IconGlyph';
import styles from './LogoMaker.module.css';

interface LogoPreviewProps {
  brand: string;
  icon: CatalogueIcon | null;
  colour: LogoColour;
}

/** The logo as it would look: the icon on a coloured tile beside the brand name, on light and on dark. */
export function LogoPreview({ brand, icon, colour }: LogoPreviewProps) {
  const name = brand.trim() || logoMaker.brandPlaceholder;
  const description = icon
    ? `${name} logo with the ${icon.label} icon in ${colour.name}`
    : `${name}, with no icon picked yet`;
  const mark = (
    <span className={styles.tile} style={{ background: colour.tile }} data-empty={!icon}>
      {icon && <IconGlyph nodes={icon.nodes} className={styles.tileGlyph} />}
    </span>
  );
  return (
    <figure className={styles.preview}>
      <figcaption className={styles.previewLabel}>{logoMaker.previewLabel}</figcaption>
      <div className={styles.canvas} role="img" aria-label={`Logo preview: ${description}`}>
        {mark}
        <span className={styles.brand} style={{ color: colour.text }}>
          {name}
        </span>
      </div>
      <div className={`${styles.canvas} ${styles.canvasDark}`} aria-hidden="true">
        {mark}
        <span className={styles.brand}>{name}</span>
      </div>
      {!icon && <p className={styles.hint}>{logoMaker.pickIcon}</p>}
    </figure>
  );
}
