/**
 * Browser-side scheduling for work no page needs in order to show or hydrate (the enquiry form's code, the
 * visit's attribution, the visitors' own vitals): it waits for the load event and an idle moment, so it never
 * competes with the first paint. No React here; the islands call it from an effect.
 */

/** Runs `task` once the page has loaded and the browser has a moment to spare. */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
