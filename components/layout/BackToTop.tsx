'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/lib/constants';

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * The back-to-top button, shown past 300 px of scrolling. It also brings every new page to the top,
 * as a visitor expects of a new page (the browser would otherwise keep the old scroll position).
 */
export function BackToTop({ className }: { className?: string }) {
  const [visible, setVisible] = useState(false);
  const pathname = usePathname();
  const firstPath = useRef(true);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    // Not on the first page: a reload or a link to an anchor keeps its position.
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    // A link to a section of another page (/#featured-courses) goes to that section.
    if (window.location.hash) return;
    scrollToTop();
  }, [pathname]);

  return (
    <button
      type="button"
      className={className}
      hidden={!visible}
      aria-label="Back to top"
      onClick={() => {
        // Keyboard users land at the top too; moving focus first also keeps the smooth scroll from being
        // cancelled when this button hides under 300 px.
        document.getElementById('main')?.focus({ preventScroll: true });
        scrollToTop();
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
