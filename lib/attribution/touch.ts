/**
 * Where a visitor came from, as the visitor's own browser remembers it for 30 days, for every enquiry they send: the first
 * and the latest touch (an arrival from a campaign link, an ad click or another site). Pure rules, no
 * browser: lib/attribution/browser.ts reads the page and the storage, and feeds them in with the time.
 */

/** The campaign parameters of a link, and the touch's field each one fills. */
export const CAMPAIGN_PARAMETERS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
} as const;

/** The ad platforms' click ids (Google Ads, Meta), kept whole: an offline conversion upload needs them so. */
export const CLICK_IDS = ['gclid', 'fbclid'] as const;

export type CampaignField = (typeof CAMPAIGN_PARAMETERS)[keyof typeof CAMPAIGN_PARAMETERS];
export type ClickId = (typeof CLICK_IDS)[number];

/** What kind of site a visitor followed a link from. */
export const REFERRER_KINDS = ['search', 'social', 'other'] as const;
export type ReferrerKind = (typeof REFERRER_KINDS)[number];

/**
 * One arrival. Every field is plain text, '' when the arrival did not have it. Only the referring site's
 * host is kept, never its address; the landing page is its path alone (the campaign parameters are
 * kept in fields of their own, and nothing else of a query string is kept).
 */
export type Touch = Record<CampaignField | ClickId, string> & {
  referrerHost: string;
  /** '' when there was no outside referrer. */
  referrerKind: ReferrerKind | '';
  landingPage: string;
  /** When it happened (ISO 8601, UTC). */
  at: string;
};

export interface Touches {
  first: Touch;
  latest: Touch;
}

/** The most characters each field keeps; longer values are cut at capture and refused by the server. */
export const TOUCH_LIMITS: Record<Exclude<keyof Touch, 'referrerKind' | 'at'>, number> = {
  source: 100,
  medium: 100,
  campaign: 150,
  term: 150,
  content: 150,
  gclid: 255,
  fbclid: 255,
  referrerHost: 253,
  landingPage: 300,
};

/** Touches are remembered this long, then forgotten. */
export const TOUCH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A click id as the platforms make them (URL-safe base64 and the like). */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** A host name as a URL parser gives it (lower case, punycode). */
export const HOST_PATTERN = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
/** A site path, without its query string or fragment. */
export const PATH_PATTERN = /^\/[^?#\s]*$/;
/** The start of a tag: campaign values that look like markup are dropped, as the server would refuse them. */
const MARKUP = /<[a-z!/?]/i;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Search engines and social sites by the end of their host (`google.co.in` ends with `google.co.in`;
 * `l.facebook.com` with `facebook.com`), and apps by their Android package (an app's link arrives with
 * the referrer android-app://<package>/).
 */
const SEARCH_ENGINES = [
  'bing.com',
  'yahoo.com',
  'search.yahoo.com',
  'duckduckgo.com',
  'yandex.com',
  'yandex.ru',
  'baidu.com',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'ask.com',
  'naver.com',
  'qwant.com',
  'com.google.android.googlequicksearchbox',
];
/** Google's search on every country domain: google.com, google.co.in, google.com.au. */
const GOOGLE = /(^|\.)google\.(com|com\.[a-z]{2}|co\.[a-z]{2}|[a-z]{2})$/;
const SOCIAL_SITES = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  'twitter.com',
  't.co',
  'x.com',
  'youtube.com',
  'youtu.be',
  'reddit.com',
  'pinterest.com',
  'quora.com',
  'whatsapp.com',
  'wa.me',
  't.me',
  'telegram.org',
  'threads.net',
  'snapchat.com',
  'sharechat.com',
  'com.facebook.katana',
  'com.instagram.android',
  'com.linkedin.android',
  'com.twitter.android',
];

const endsWithDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Whether a referring host is a search engine, a social site, or another site. */
export function classifyReferrer(host: string): ReferrerKind {
  const name = host.toLowerCase();
  if (GOOGLE.test(name) || SEARCH_ENGINES.some((domain) => endsWithDomain(name, domain))) return 'search';
  if (SOCIAL_SITES.some((domain) => endsWithDomain(name, domain))) return 'social';
  return 'other';
}

/** `www.example.com` and `example.com` are one site. */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The host of an outside referrer, or '' (none, not a web or app address, or this site itself). */
export function outsideReferrerHost(referrer: string, siteHost: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (!['http:', 'https:', 'android-app:'].includes(url.protocol)) return '';
  const host = url.hostname.toLowerCase();
  if (!host || !HOST_PATTERN.test(host) || host.length > TOUCH_LIMITS.referrerHost) return '';
  return siteOf(host) === siteOf(siteHost) ? '' : host;
}

/** A campaign value as kept: plain text on one line, at most `max` characters; '' if it looks like markup. */
function campaignValue(value: string | null, max: number): string {
  const clean = (value ?? '').replace(CONTROL_CHARACTERS, ' ').trim();
  return MARKUP.test(clean) ? '' : clean.slice(0, max).trim();
}

function clickIdValue(value: string | null, max: number): string {
  const clean = (value ?? '').trim();
  return clean.length <= max && CLICK_ID_PATTERN.test(clean) ? clean : '';
}

/** A page's path as kept: no query string, no fragment, at most 300 characters. */
function landingPath(url: URL): string {
  const path = url.pathname.slice(0, TOUCH_LIMITS.landingPage);
  return PATH_PATTERN.test(path) ? path : '/';
}

export interface Visit {
  /** The address the page was loaded from (the document's own URL, before any in-page navigation). */
  url: string;
  /** document.referrer */
  referrer: string;
  /** When the page was loaded (ms since the epoch). */
  at: number;
}

/**
 * The touch a page load makes, or null: an arrival counts when its address carries campaign parameters or
 * a click id, or when it came from another site. A direct visit (typed, a bookmark) or a move within this
 * site is no touch.
 */
export function touchOfVisit({ url, referrer, at }: Visit): Touch | null {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return null;
  }
  const params = page.searchParams;
  const touch: Touch = {
    source: '',
    medium: '',
    campaign: '',
    term: '',
    content: '',
    gclid: '',
    fbclid: '',
    referrerHost: outsideReferrerHost(referrer, page.hostname),
    referrerKind: '',
    landingPage: landingPath(page),
    at: new Date(at).toISOString(),
  };
  for (const [parameter, field] of Object.entries(CAMPAIGN_PARAMETERS)) {
    touch[field] = campaignValue(params.get(parameter), TOUCH_LIMITS[field]);
  }
  for (const id of CLICK_IDS) touch[id] = clickIdValue(params.get(id), TOUCH_LIMITS[id]);
  if (touch.referrerHost) touch.referrerKind = classifyReferrer(touch.referrerHost);

  const fromCampaign = [...Object.values(CAMPAIGN_PARAMETERS), ...CLICK_IDS].some((field) => touch[field]);
  return fromCampaign || touch.referrerHost ? touch : null;
}

const isFresh = (touch: Touch, now: number) => {
  const at = Date.parse(touch.at);
  return Number.isFinite(at) && now - at < TOUCH_LIFETIME_MS;
};

/**
 * What is still remembered at `now`: touches older than 30 days are forgotten. When the first has expired
 * and the latest has not, the latest is the earliest touch still remembered, so it is the first as well.
 */
export function unexpired(touches: Touches | null, now: number): Touches | null {
  if (!touches || !isFresh(touches.latest, now)) return null;
  return isFresh(touches.first, now) ? touches : { first: touches.latest, latest: touches.latest };
}

/**
 * The touches after a page load at `now`: a new touch becomes the latest (and the first too, when nothing is
 * remembered); a page load that is no touch changes nothing, apart from forgetting what has expired.
 */
export function rememberTouch(touches: Touches | null, touch: Touch | null, now: number): Touches | null {
  const current = unexpired(touches, now);
  if (!touch) return current;
  return { first: current?.first ?? touch, latest: touch };
}
