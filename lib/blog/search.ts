/**
 * Who may search the blog, and how often: each search asks the CMS to scan every post's text, so it is
 * limited per client (more than a person searches) and site-wide (a ceiling no forged address escapes),
 * counted like the lead forms' limits (lib/rate-limit.ts: shared by every instance of the stack).
 */
import { admitClient, type CeilingRule, type RateOutcome, type RateRule } from '@/lib/rate-limit';

export const SEARCH_PATH = '/blog/search';

export const SEARCHES_PER_CLIENT: RateRule = { name: 'search-client', points: 20, durationSeconds: 60 };
export const SEARCHES_SITE_WIDE: CeilingRule = {
  name: 'search-site',
  points: 600,
  durationSeconds: 60,
  burst: 50,
};

/** Takes one search from the client's and the site's allowance; refused once either is used up. */
export function admitSearch(headers: Headers): Promise<RateOutcome> {
  return admitClient(SEARCHES_PER_CLIENT, SEARCHES_SITE_WIDE, headers);
}
