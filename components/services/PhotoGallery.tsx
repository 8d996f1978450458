import Image from 'next/image';
import type { Photo } from '@/lib/media/photos';
import styles from './PhotoGallery.module.css';

/** A grid of photos, each described by its alt text (the Wall of Love). */
export function PhotoGallery({ photos }: { photos: readonly Photo[] }) {
  return (
    <ul className={styles.gallery}>
      {photos.map((photo, index) => (
        <li key={photo.src} className={styles.item}>
          <Image
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sizes={index < 2 ? '(min-width: 64rem) 36rem, 100vw' : '(min-width: 64rem) 18rem, 50vw'}
            // The first photo fills the first screen on a phone: it is the page's largest paint.
            priority={index === 0}
            className={styles.photo}
          />
        </li>
      ))}
    </ul>
  );
}
