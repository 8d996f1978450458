import Image from 'next/image';
import { studentPhotos } from '@/lib/media/photos';
import styles from './StudentBanner.module.css';

/** The student photo banner: portraits of placed learners. */
export function StudentBanner() {
  return (
    <ul className={styles.banner}>
      {studentPhotos.map((photo) => (
        <li key={photo.src} className={styles.tile}>
          <Image
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sizes="(min-width: 64rem) 11rem, (min-width: 40rem) 16vw, 30vw"
            className={styles.photo}
          />
        </li>
      ))}
    </ul>
  );
}
