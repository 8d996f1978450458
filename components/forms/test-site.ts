/**
 * For component tests: the site's lead endpoints as a stand-in for fetch, so a form's whole way out (kept by
 * the site, then e-mailed in the embedded default) runs in jsdom. Also makes the page look old
 * enough that the forms do not wait out the spam rule's minimum time.
 */
import { LEADS_ENDPOINT, type LeadAnswer } from '@/lib/leads/protocol';

export type SiteAnswer = { status: number; body: LeadAnswer } | 'unreachable';

/** Kept by the site itself, the embedded default: the e-mail service is then the team's alert. */
export const KEPT: SiteAnswer = { status: 201, body: { ok: true, kept: 'site' } };
/** Kept by the site for a CMS, which is then the team's copy: nothing goes by the e-mail service. */
export const KEPT_FOR_CMS: SiteAnswer = { status: 201, body: { ok: true, kept: 'cms' } };

export interface SiteDouble {
  /** What each POST /api/leads carried, in order. */
  submissions: FormData[];
  /** Answers every following submission with this. */
  answer(next: SiteAnswer): void;
}

export function installSiteDouble(initial: SiteAnswer = KEPT): SiteDouble {
  let current = initial;
  const double: SiteDouble = {
    submissions: [],
    answer: (next) => {
      current = next;
    },
  };
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (url !== LEADS_ENDPOINT) throw new Error(`unexpected fetch of ${String(url)}`);
    double.submissions.push(init?.body as FormData);
    if (current === 'unreachable') throw new TypeError('Failed to fetch');
    const { status, body } = current;
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  jest.spyOn(performance, 'now').mockReturnValue(60_000);
  return double;
}
