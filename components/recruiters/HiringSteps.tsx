import Image from 'next/image';
import { CardGrid } from '@/components/ui/CardGrid';
import { hiringSteps } from '@/lib/content/recruiters';
import { howItWorks } from '@/lib/media/photos';
import styles from './RecruiterPage.module.css';

/** How hiring from the institute works: the picture, then the numbered steps. */
export function HiringSteps() {
  return (
    <>
      <Image
        src={howItWorks.src}
        alt={howItWorks.alt}
        width={howItWorks.width}
        height={howItWorks.height}
        sizes="(min-width: 75rem) 60rem, 100vw"
        className={styles.howItWorks}
      />
      <CardGrid
        columns={4}
        items={hiringSteps.map((step, index) => ({
          label: String(index + 1).padStart(2, '0'),
          title: step.title,
          text: <p>{step.description}</p>,
        }))}
      />
    </>
  );
}
