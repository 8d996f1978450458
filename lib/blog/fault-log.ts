/**
 * How the blog reports a failing CMS: once when a fault starts, then at most every few minutes while it
 * lasts, so a CMS that is down for an hour does not flood the log with one line per request.
 */
const FAULT_LOG_INTERVAL_MS = 5 * 60_000;
const lastLogged = new Map<string, number>();

export function reportBlogFault(kind: string, detail: string): void {
  const now = Date.now();
  if (now - (lastLogged.get(kind) ?? -Infinity) < FAULT_LOG_INTERVAL_MS) return;
  lastLogged.set(kind, now);
  console.error('Error fetching blogs:', `${kind} (${detail})`);
}
