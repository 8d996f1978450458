'use client';

import { useState } from 'react';
import { SvgImage } from '@/components/ui/SvgImage';
import { buttonClassName } from '@/components/ui/button';
import styles from './Footer.module.css';

/** A static preview of the map; the third-party embed loads only when the visitor asks for it. */
export function MapFacade({
  embedUrl,
  linkUrl,
  label,
}: {
  embedUrl: string;
  linkUrl: string;
  label: string;
}) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.map}>
      {loaded ? (
        <iframe
          src={embedUrl}
          title={label}
          className={styles.mapFrame}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <>
          <SvgImage
            src="/images/map-preview.svg"
            alt=""
            width={640}
            height={320}
            className={styles.mapPreview}
          />
          <div className={styles.mapActions}>
            <button
              type="button"
              className={buttonClassName({ variant: 'light', size: 'small' })}
              onClick={() => setLoaded(true)}
            >
              Show map
            </button>
            <a href={linkUrl} className={styles.mapLink} target="_blank" rel="noopener noreferrer">
              Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </>
      )}
    </div>
  );
}
