/**
 * The one place the server reads its environment. `environment()` reads process.env once, checks every
 * variable the site knows, and returns typed values; a bad value throws one EnvironmentError that names each
 * bad variable and what it should be. next.config.ts calls it first, so a bad value stops `next build`,
 * `next start` and `next dev` as they start, instead of quietly falling back to a default (a mistyped
 * BLOG_API_URL used to put the sample posts on the live site).
 *
 * An unset or blank variable always means its default (the README's configuration table).
 *
 * Plain JavaScript so that the cache handler (deploy/cache-handler.mjs) loads it uncompiled; TypeScript
 * checks it (checkJs) and reads its types from the JSDoc. The browser never runs this: the values Next writes into the browser's code are read in
 * public.ts, and checked here when the build starts.
 */

import { readInstitute } from '../shared/institute.mjs';
import { parseLeadRetentionDays } from '../shared/leads.mjs';
import { GRAPH_VERSION_PATTERN } from '../shared/meta-graph.mjs';
import {
  DEFAULT_BLOG_REVALIDATE_SECONDS,
  DEFAULT_REQUEST_BODY_SECONDS,
  DEFAULT_EMAIL_ORIGIN,
  DEFAULT_GRAPH_ORIGIN,
  DEFAULT_GRAPH_VERSION,
} from './defaults.mjs';

/**
 * The server's configuration, checked. Each field says which variable it comes from. NEXT_PUBLIC_SITE_URL is
 * checked too; the site reads it from public.ts.
 * @typedef {object} Environment
 * @property {string | null} blogApiOrigin BLOG_API_URL's origin, or null: the built-in sample posts are the blog.
 * @property {number} blogRevalidateSeconds BLOG_REVALIDATE_SECONDS: how long a blog page is fresh.
 * @property {string | null} blogPreviewToken BLOG_PREVIEW_TOKEN: the CMS API token that reads drafts, or null (the preview then shows no drafts).
 * @property {string | null} cmsAdminOrigin CMS_ADMIN_URL's origin, else the CMS's: the one origin that may frame a preview page.
 * @property {string | null} previewSecret PREVIEW_SECRET, or null: the preview is off.
 * @property {string | null} revalidateSecret REVALIDATE_SECRET, or null: POST /api/revalidate answers 401 to everyone.
 * @property {string | null} redisUrl REDIS_URL, or null: one process, Next's file-system cache.
 * @property {string | null} leadsApiToken LEADS_API_TOKEN: the CMS API token that may create leads (and upload a CV) only; null keeps leads on the site's side.
 * @property {string | null} dataRequestsApiToken DATA_REQUESTS_API_TOKEN: the CMS API token that may create data requests and pass on their verification codes only (and that the CMS sends back to purge an erased person's leads from the outbox); null: the rights page takes no requests.
 * @property {string} leadsDir LEADS_DIR: the folder of the site's own lead store (the outbox, or every lead when no CMS takes them).
 * @property {string | null} leadsRedisUrl LEADS_REDIS_URL, or null: a Redis that never evicts, for the leads' outbox (the stack's); else LEADS_DIR.
 * @property {string} vitalsDir VITALS_DIR: the folder of the visitors' Core Web Vitals histograms when no REDIS_URL is set (one file a day).
 * @property {number} leadsRetryMs LEADS_RETRY_MS: how often the outbox is looked at, and the first wait before a lead is tried again (doubling up to 12 times it); 5000.
 * @property {number} requestBodySeconds REQUEST_BODY_SECONDS: the seconds a request's body has to arrive before it is cut off (more while it keeps arriving: lib/request-body.ts); 10.
 * @property {number} leadRetentionDays LEAD_RETENTION_DAYS: after this many days a lead is deleted (the privacy page says so).
 * @property {string} emailOrigin NEXT_PUBLIC_EMAILJS_ORIGIN's origin: where the e-mail client sends.
 * @property {string} distDir NEXT_DIST_DIR: the build's folder (tests and the stack build into their own).
 * @property {boolean} benchReference NEXT_BENCH_REFERENCE set: the benchmark's reference build.
 * @property {MetaLeadAds | null} metaLeadAds META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_ACCESS_TOKEN (all three), with META_GRAPH_URL and META_GRAPH_VERSION; null: Meta lead ads are off (GET/POST /api/leads/meta answer 404).
 * @property {string | null} googleLeadFormKey GOOGLE_LEAD_FORM_KEY: the key Google Ads sends as `google_key` with each lead-form webhook; null: Google Ads lead forms are off.
 * @property {boolean} whatsappAcknowledgements WHATSAPP_PHONE_NUMBER_ID set (the number the CMS sends its WhatsApp acknowledgements from; give the site the same value as the CMS): the notices and pages say enquirers are answered on WhatsApp too.
 * @property {import('../shared/institute.mjs').Institute} institute INSTITUTE_NAME, INSTITUTE_PHONE, INSTITUTE_EMAIL, INSTITUTE_WHATSAPP, GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL (all but the chat number together), or the sample identity when none is set.
 * @property {string | null} frontSecret FRONT_SECRET: what the front in front of the site (the stack's nginx) sends in X-Front-Secret with every request; set, a request without it is one client ('direct') whatever X-Forwarded-For it carries.
 * @property {string | null} publishersApiToken PUBLISHERS_API_TOKEN: the CMS API token that reads the listing sites (their keys and field mappings) and nothing else; with BLOG_API_URL, /api/leads/listing/{site} is on.
 */

/**
 * Meta lead ads, checked: what the webhook is verified with, and where the leads' answers are read.
 * @typedef {object} MetaLeadAds
 * @property {string} appSecret META_APP_SECRET: the app's secret, which signs every notification (X-Hub-Signature-256).
 * @property {string} verifyToken META_VERIFY_TOKEN: the token Meta's subscription handshake must present.
 * @property {string} pageAccessToken META_PAGE_ACCESS_TOKEN: the page's token that reads its leads from the Graph API.
 * @property {string} graphOrigin META_GRAPH_URL's origin (Meta's own, https://graph.facebook.com, unless set).
 * @property {string} graphVersion META_GRAPH_VERSION: the Graph API version in each call's path (v24.0 unless set).
 */

/** Shorter secrets are refused: they guard the webhook that expires the blog, and the drafts' preview. */
export const MIN_SECRET_LENGTH = 16;

export class EnvironmentError extends Error {
  /** @param {string[]} problems one line each, naming the variable */
  constructor(problems) {
    super(
      [
        `The environment has ${problems.length === 1 ? 'a bad value' : `${problems.length} bad values`}:`,
        ...problems.map((problem) => `  - ${problem}`),
        'Correct it, or unset it to use the default (README.md, "Configuration").',
      ].join('\n'),
    );
    this.name = 'EnvironmentError';
    /** @readonly */
    this.problems = problems;
    // Not enumerable: Node prints an error's own fields after its message, which says all this already.
    Object.defineProperty(this, 'problems', { enumerable: false });
  }
}

/** @param {string} value */
function parseUrl(value) {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The checked configuration in `source`.
 * @param {Record<string, string | undefined>} source
 * @returns {Readonly<Environment>}
 */
export function readEnvironment(source) {
  /** @type {string[]} */
  const problems = [];

  /** @param {string} name */
  const text = (name) => source[name]?.trim() || null;

  /**
   * An http(s) address, as its origin. `withPath` admits an address with a path (an admin page's), whose
   * origin is all that is used; otherwise a path is refused, because it would be dropped without a word.
   * @param {string} name
   * @param {string} example
   * @param {{ withPath?: boolean }} [options]
   */
  const origin = (name, example, { withPath = false } = {}) => {
    const value = text(name);
    if (value === null) return null;
    const url = parseUrl(value);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push(`${name}="${value}" is not an http:// or https:// address (for example ${example}).`);
      return null;
    }
    if (!withPath && (url.pathname !== '/' || url.search || url.hash)) {
      problems.push(`${name}="${value}" has a path; give the origin only (for example ${example}).`);
      return null;
    }
    return url.origin;
  };

  /**
   * Taken exactly as given, spaces included: the CMS sends it back exactly as given.
   * @param {string} name
   */
  const secret = (name) => {
    const value = text(name) === null ? null : (source[name] ?? null);
    if (value !== null && value.length < MIN_SECRET_LENGTH) {
      // The value itself is never printed: logs are not the place for secrets.
      problems.push(
        `${name} has ${value.length} characters; a secret needs at least ${MIN_SECRET_LENGTH} ` +
          '(make one with: openssl rand -hex 24).',
      );
      return null;
    }
    return value;
  };

  /** @param {string} name @param {number} fallback @param {string} unit */
  const positiveIntegerVariable = (name, fallback, unit) => {
    const value = text(name);
    if (value === null) return fallback;
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number <= 0) {
      problems.push(`${name}="${value}" is not a whole number of ${unit} above 0 (for example ${fallback}).`);
      return fallback;
    }
    return number;
  };

  /** @param {string} name */
  const redis = (name) => {
    const value = text(name);
    if (value === null) return null;
    const url = parseUrl(value);
    if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
      // Not printed: the address may hold Redis's password.
      problems.push(`${name} is not a redis:// or rediss:// address (for example redis://127.0.0.1:6379).`);
      return null;
    }
    return value;
  };
  const redisUrl = redis('REDIS_URL');

  // The CMS's WhatsApp sender, as WhatsApp Manager's API Setup shows it: a number of digits.
  const whatsappPhoneNumberId = () => {
    const value = text('WHATSAPP_PHONE_NUMBER_ID');
    if (value !== null && !/^\d{5,20}$/.test(value)) {
      problems.push(
        "WHATSAPP_PHONE_NUMBER_ID is not a WhatsApp phone number ID (digits, as WhatsApp Manager's API Setup shows it).",
      );
      return null;
    }
    return value;
  };

  // The CMS reads it by the same rule, and refuses a bad value with the same message.
  const retention = parseLeadRetentionDays(source.LEAD_RETENTION_DAYS);
  if (retention.problem !== null) problems.push(retention.problem);

  /**
   * A channel that needs several variables is on with all of them, off with none; some of them set is a
   * mistake that would leave it off without a word.
   * @param {string[]} names
   */
  const allOrNone = (names) => {
    const set = names.filter((name) => text(name) !== null);
    if (set.length > 0 && set.length < names.length) {
      const missing = names.filter((name) => text(name) === null);
      problems.push(
        `${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(' and ')} ${
          missing.length === 1 ? 'is' : 'are'
        } not: set all of ${names.join(', ')} to take that channel's leads, or none.`,
      );
    }
    return set.length === names.length;
  };

  const metaGraphVersion = text('META_GRAPH_VERSION');
  if (metaGraphVersion !== null && !GRAPH_VERSION_PATTERN.test(metaGraphVersion)) {
    problems.push(
      `META_GRAPH_VERSION="${metaGraphVersion}" is not a Graph API version (for example ${DEFAULT_GRAPH_VERSION}).`,
    );
  }
  const metaSecrets = {
    appSecret: secret('META_APP_SECRET'),
    verifyToken: secret('META_VERIFY_TOKEN'),
    pageAccessToken: text('META_PAGE_ACCESS_TOKEN'),
    graphOrigin: origin('META_GRAPH_URL', DEFAULT_GRAPH_ORIGIN) ?? DEFAULT_GRAPH_ORIGIN,
    graphVersion: metaGraphVersion ?? DEFAULT_GRAPH_VERSION,
  };
  const metaOn = allOrNone(['META_APP_SECRET', 'META_VERIFY_TOKEN', 'META_PAGE_ACCESS_TOKEN']);

  const identity = readInstitute(source);
  problems.push(...identity.problems);

  const blogApiOrigin = origin('BLOG_API_URL', 'http://127.0.0.1:1337');
  // Checked only: the site takes its canonical origin from public.ts, as the build wrote it in.
  origin('NEXT_PUBLIC_SITE_URL', 'https://www.example.in');
  const environment = {
    blogApiOrigin,
    blogRevalidateSeconds: positiveIntegerVariable(
      'BLOG_REVALIDATE_SECONDS',
      DEFAULT_BLOG_REVALIDATE_SECONDS,
      'seconds',
    ),
    blogPreviewToken: text('BLOG_PREVIEW_TOKEN'),
    // The CMS admin frames the preview; it is served by the CMS itself unless CMS_ADMIN_URL says otherwise.
    cmsAdminOrigin:
      origin('CMS_ADMIN_URL', 'https://cms.example.in/admin', { withPath: true }) ?? blogApiOrigin,
    previewSecret: secret('PREVIEW_SECRET'),
    revalidateSecret: secret('REVALIDATE_SECRET'),
    redisUrl,
    leadsApiToken: text('LEADS_API_TOKEN'),
    // A secret too: the CMS presents it to purge the outbox.
    dataRequestsApiToken: secret('DATA_REQUESTS_API_TOKEN'),
    leadsDir: text('LEADS_DIR') ?? '.leads',
    leadsRedisUrl: redis('LEADS_REDIS_URL'),
    vitalsDir: text('VITALS_DIR') ?? '.vitals',
    leadsRetryMs: positiveIntegerVariable('LEADS_RETRY_MS', 5000, 'milliseconds'),
    requestBodySeconds: positiveIntegerVariable(
      'REQUEST_BODY_SECONDS',
      DEFAULT_REQUEST_BODY_SECONDS,
      'seconds',
    ),
    // Never read when the value was refused: the problem stops everything below.
    leadRetentionDays: retention.days ?? 0,
    emailOrigin: origin('NEXT_PUBLIC_EMAILJS_ORIGIN', DEFAULT_EMAIL_ORIGIN) ?? DEFAULT_EMAIL_ORIGIN,
    distDir: text('NEXT_DIST_DIR') ?? '.next',
    benchReference: text('NEXT_BENCH_REFERENCE') !== null,
    metaLeadAds:
      metaOn && metaSecrets.appSecret && metaSecrets.verifyToken && metaSecrets.pageAccessToken
        ? Object.freeze({
            appSecret: metaSecrets.appSecret,
            verifyToken: metaSecrets.verifyToken,
            pageAccessToken: metaSecrets.pageAccessToken,
            graphOrigin: metaSecrets.graphOrigin,
            graphVersion: metaSecrets.graphVersion,
          })
        : null,
    googleLeadFormKey: secret('GOOGLE_LEAD_FORM_KEY'),
    frontSecret: secret('FRONT_SECRET'),
    publishersApiToken: text('PUBLISHERS_API_TOKEN'),
    whatsappAcknowledgements: whatsappPhoneNumberId() !== null,
    institute: identity.institute,
  };
  if (problems.length > 0) throw new EnvironmentError(problems);
  return Object.freeze(environment);
}

/** @type {Readonly<Environment> | undefined} */
let current;

/**
 * This process's configuration, read and checked on first use. `next dev` reloads .env files into
 * process.env while it runs, so there it is read on every call.
 */
export function environment() {
  if (process.env.NODE_ENV === 'development') return readEnvironment(process.env);
  current ??= readEnvironment(process.env);
  return current;
}

/**
 * True while `next build` prerenders. Not configuration: Next sets NEXT_PHASE itself, per phase, so it is
 * read each time.
 */
export function isBuildPhase() {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
