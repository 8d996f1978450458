'use client';

import { useCallback, useEffect, useRef } from 'react';
import { bannerScheduleFrom, type BatchSchedule, type EnteredBatch } from '@/lib/batches';
import { dateAtInstitute, formatCalendarDate, isoCalendarDate } from '@/lib/calendar-date';
import { BATCH_RECOMPUTE_MS, MARQUEE_SPEED } from '@/lib/constants';
import { runningBanner } from '@/lib/content/home';
import { OpenEnquiryButton } from '@/components/enquiry/OpenEnquiryButton';
import { useRecomputed } from '@/components/batches/useRecomputed';
import { MotionToggle } from '@/components/motion/MotionToggle';
import { useHydrated } from '@/components/motion/useHydrated';
import { useMotionPaused } from '@/components/motion/useMotionPaused';
import styles from './RunningBanner.module.css';

/**
 * The running banner on the home page: a marquee at speed 50 that pauses on hover, with BOOK NOW and the
 * last and upcoming batch dates, from the institute's batch calendar (or the rules without one). The server
 * renders the dates of its day; the visitor's clock recomputes them on load and every hour.
 *
 * The motion is CSS (RunningBanner.module.css): two copies of the row, each at least the banner's
 * width, slide left by their own width and start over, so it moves from the first paint, before any
 * script. Script only sets the duration that makes the speed MARQUEE_SPEED pixels a second.
 */
export function RunningBanner({
  calendar,
  initialSchedule,
}: {
  calendar: EnteredBatch[];
  initialSchedule: BatchSchedule;
}) {
  const compute = useCallback((now: Date) => bannerScheduleFrom(calendar, dateAtInstitute(now)), [calendar]);
  const schedule = useRecomputed(compute, initialSchedule, BATCH_RECOMPUTE_MS);
  const [paused, togglePaused] = useMotionPaused();
  const mounted = useHydrated();
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const track = trackRef.current;
    const copy = track?.firstElementChild;
    if (!track || !(copy instanceof HTMLElement) || paused) return;
    const setDuration = () =>
      track.style.setProperty('--marquee-duration', `${copy.offsetWidth / MARQUEE_SPEED}s`);
    setDuration();
    // The width changes with the viewport and with the dates' text.
    const observer = new ResizeObserver(setDuration);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [paused]);

  // The second copy is for the eye only: no second BOOK NOW in the tab order, nothing read twice.
  const content = (copy: boolean) => (
    <div className={styles.content} aria-hidden={copy || undefined} inert={copy}>
      {runningBanner.items.map((item) => (
        <span key={item} className={styles.item}>
          {item}
        </span>
      ))}
      <OpenEnquiryButton variant="light" size="small">
        {runningBanner.bookNow}
      </OpenEnquiryButton>
      {/* The institute's calendar may hold no batch before the upcoming one: then none is named. */}
      {schedule.last && (
        <span className={styles.item}>
          {runningBanner.lastBatchLabel}:{' '}
          <time dateTime={isoCalendarDate(schedule.last)} className={styles.date} data-testid="last-batch">
            {formatCalendarDate(schedule.last)}
          </time>
        </span>
      )}
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
      {paused ? (
        // Paused, or under reduced motion: one copy, wrapped, so every item stays readable.
        <div className={styles.static}>{content(false)}</div>
      ) : (
        <div ref={trackRef} className={styles.track} data-hydrated={mounted}>
          {content(false)}
          {content(true)}
        </div>
      )}
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
