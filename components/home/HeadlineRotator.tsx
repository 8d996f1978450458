'use client';

import { useEffect, useState } from 'react';
import { HERO_WORD_INTERVAL_MS } from '@/lib/constants';
import { nextRotationIndex } from '@/lib/content/home';
import { MotionToggle } from '@/components/motion/MotionToggle';
import { useMotionPaused } from '@/components/motion/useMotionPaused';
import styles from './Hero.module.css';

interface HeadlineRotatorProps {
  id: string;
  lead: string;
  words: readonly string[];
  /** The headline as one sentence, for screen readers and search engines. */
  fullHeadline: string;
}

/**
 * The hero headline with its rotating word. Every word sits in the same grid cell, so the line keeps
 * the width of the longest and nothing shifts; assistive technology reads the full headline once.
 */
export function HeadlineRotator({ id, lead, words, fullHeadline }: HeadlineRotatorProps) {
  const [index, setIndex] = useState(0);
  const [paused, togglePaused] = useMotionPaused();

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setIndex((i) => nextRotationIndex(i, words.length)),
      HERO_WORD_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, words.length]);

  return (
    <div className={styles.titleBlock}>
      <h1 id={id} className={styles.title}>
        <span className="visually-hidden">{fullHeadline}</span>
        <span aria-hidden="true">
          {lead}{' '}
          <span className={styles.rotator} data-testid="hero-word">
            {words.map((word, i) => (
              <span key={word} className={styles.word} data-active={i === index}>
                {word}
              </span>
            ))}
          </span>
        </span>
      </h1>
      <MotionToggle
        paused={paused}
        onToggle={togglePaused}
        what="rotating headline"
        tone="dark"
        className={styles.wordToggle}
      />
    </div>
  );
}
