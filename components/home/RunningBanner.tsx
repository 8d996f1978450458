'use client';

import { useEffect, useRef } from 'react';
import Marquee from 'react-fast-marquee';
import { batchSchedule, type BatchSchedule } from '@/lib/batches';
import { formatCalendarDate, isoCalendarDate } from '@/lib/calendar-date';
import { BATCH_RECOMPUTE_MS, MARQUEE_SPEED } from '@/lib/constants';
import { runningBanner } from '@/lib/content/home';
import { OpenEnquiryButton } from '@/components/enquiry/OpenEnquiryButton';
import { useRecomputed } from '@/components/batches/useRecomputed';
import { MotionToggle } from '@/components/motion/MotionToggle';
import { useHydrated } from '@/components/motion/useHydrated';
import { useMotionPaused } from '@/components/motion/useMotionPaused';
import styles from './RunningBanner.module.css';

/**
 * The running banner (spec §2): a marquee at speed 50 that pauses on hover, with BOOK NOW and the
 * last and upcoming batch dates. The server renders the dates of its day; the visitor's clock
 * recomputes them on load and every hour.
 */
export function RunningBanner({ initialSchedule }: { initialSchedule: BatchSchedule }) {
  const schedule = useRecomputed(batchSchedule, initialSchedule, BATCH_RECOMPUTE_MS);
  const [paused, togglePaused] = useMotionPaused();
  const mounted = useHydrated();
  const trackRef = useRef<HTMLDivElement>(null);

  // The marquee repeats its content to loop; the copy is for the eye only (no second BOOK NOW in the
  // tab order, nothing read twice). It renders its copies after its own mount, hence the observer.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const hideCopies = () =>
      track.querySelectorAll<HTMLElement>('.rfm-marquee').forEach((copy, index) => {
        if (index === 0 || copy.inert) return;
        copy.setAttribute('aria-hidden', 'true');
        copy.inert = true;
      });
    hideCopies();
    const observer = new MutationObserver(hideCopies);
    observer.observe(track, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const content = (
    <div className={styles.content}>
      {runningBanner.items.map((item) => (
        <span key={item} className={styles.item}>
          {item}
        </span>
      ))}
      <OpenEnquiryButton variant="light" size="small">
        {runningBanner.bookNow}
      </OpenEnquiryButton>
      <span className={styles.item}>
        {runningBanner.lastBatchLabel}:{' '}
        <time dateTime={isoCalendarDate(schedule.last)} className={styles.date} data-testid="last-batch">
          {formatCalendarDate(schedule.last)}
        </time>
      </span>
      <span className={styles.item}>
        {runningBanner.upcomingBatchLabel}:{' '}
        <time
          dateTime={isoCalendarDate(schedule.upcoming)}
          className={styles.date}
          data-testid="upcoming-batch"
        >
          {schedule.startsToday ? runningBanner.today : formatCalendarDate(schedule.upcoming)}
        </time>
      </span>
    </div>
  );

  return (
    <section className={styles.banner} aria-label="Batch announcements">
      <div ref={trackRef} className={styles.track}>
        {mounted && !paused ? (
          <Marquee speed={MARQUEE_SPEED} pauseOnHover autoFill={false}>
            {content}
          </Marquee>
        ) : (
          // Before hydration the marquee renders nothing, so the same row stands in (one line, nothing
          // shifts). Once paused, or under reduced motion, the row wraps so every item stays readable.
          <div className={styles.static} data-wrap={mounted}>
            {content}
          </div>
        )}
      </div>
      <MotionToggle
        paused={paused}
        onToggle={togglePaused}
        what="running banner"
        tone="dark"
        className={styles.toggle}
      />
    </section>
  );
}
