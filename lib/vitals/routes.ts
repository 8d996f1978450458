/**
 * The route patterns the server keeps vitals for: every page of the registry (lib/pages.ts), the blog's
 * dynamic routes and its search. A beacon naming anything else is refused, so made-up routes cost no
 * storage: a day holds at most one set of histograms per pattern here.
 */
import { SEARCH_PATH } from '@/lib/blog/search';
import { sitePages } from '@/lib/pages';
import { BLOG_PATTERNS } from './route-pattern';

export const KNOWN_ROUTES: ReadonlySet<string> = new Set([
  ...sitePages.map((page) => page.path),
  ...BLOG_PATTERNS,
  SEARCH_PATH,
]);

export function isKnownRoute(route: unknown): route is string {
  return typeof route === 'string' && KNOWN_ROUTES.has(route);
}
