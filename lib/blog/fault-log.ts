/**
 * How the blog reports a failing CMS: once when a fault starts, then at most every few minutes while it
 * lasts, so a CMS that is down for an hour does not flood the log with one line per request.
 *
 * A line never carries what a visitor asked for: the addresses in it lose their query (a search's terms),
 * and quoted text (a parser quoting the answer it choked on) is left out.
 */
const FAULT_LOG_INTERVAL_MS = 5 * 60_000;
const lastLogged = new Map<string, number>();

/** `detail` without query strings, fragments or quoted text. */
export function withoutVisitorText(detail: string): string {
  return detail
    .replace(/[?#][^\s)'"]*?(?=:?(?:\s|$)|[)'"])/g, '?…')
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '"…"')
    .slice(0, 300);
}

export function reportBlogFault(kind: string, detail: string, now = Date.now()): void {
  if (now - (lastLogged.get(kind) ?? -Infinity) < FAULT_LOG_INTERVAL_MS) return;
  lastLogged.set(kind, now);
  console.error('Error fetching blogs:', `${kind} (${withoutVisitorText(detail)})`);
}
