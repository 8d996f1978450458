'use client';

import { useEffect, useState } from 'react';

/**
 * A value that depends on today's date. It starts from the value the server rendered (so hydration
 * matches), is recomputed from the visitor's clock as soon as the page loads, and then every `everyMs`.
 */
export function useRecomputed<T>(compute: (now: Date) => T, initial: T, everyMs?: number): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const update = () => setValue(compute(new Date()));
    update();
    if (!everyMs) return;
    const timer = window.setInterval(update, everyMs);
    return () => window.clearInterval(timer);
  }, [compute, everyMs]);
  return value;
}
