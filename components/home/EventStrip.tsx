'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import { IMAGE_STRIP_SLIDE_MS, IMAGE_STRIP_STEP_MS } from '@/lib/constants';
import type { Photo } from '@/lib/media/photos';
import { MotionToggle } from '@/components/motion/MotionToggle';
import { useMotionPaused } from '@/components/motion/useMotionPaused';
import styles from './Hero.module.css';

const VISIBLE = 5;

/**
 * The strip of event photos: about five in view, one step every 2.5 s with a 500 ms slide.
 * The first five are repeated at the end, so the strip wraps without a jump in view.
 */
export function EventStrip({ photos }: { photos: readonly Photo[] }) {
  const [step, setStep] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, togglePaused] = useMotionPaused();
  const frames = [...photos, ...photos.slice(0, VISIBLE)];

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setStep((current) => current + 1);
    }, IMAGE_STRIP_STEP_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div className={styles.strip}>
      <div className={styles.stripViewport}>
        <ul
          className={styles.stripTrack}
          style={{
            transform: `translateX(calc(${-step} * 100% / ${VISIBLE}))`,
            transition: animate ? `transform ${IMAGE_STRIP_SLIDE_MS}ms ease-in-out` : 'none',
          }}
          onTransitionEnd={() => {
            if (step >= photos.length) {
              // Reached the repeated head: jump back to the real one without animating.
              setAnimate(false);
              setStep(0);
            }
          }}
        >
          {frames.map((photo, i) => (
            <li
              key={`${photo.src}-${i}`}
              className={styles.stripItem}
              aria-hidden={i >= photos.length ? true : undefined}
            >
              <Image
                src={photo.src}
                alt={i >= photos.length ? '' : photo.alt}
                width={photo.width}
                height={photo.height}
                sizes="(min-width: 75rem) 230px, 20vw"
                className={styles.stripImage}
              />
            </li>
          ))}
        </ul>
      </div>
      <MotionToggle
        paused={paused}
        onToggle={togglePaused}
        what="event photos"
        tone="dark"
        className={styles.stripToggle}
      />
    </div>
  );
}
