/**
 * The security headers of every response, and the Content-Security-Policy of every page.
 *
 * Plain JavaScript (TypeScript checks it and reads its JSDoc types) because three places load it: next.config.ts, the unit
 * tests and the ISR cache handler (deploy/cache-handler.mjs), which `next start` imports without compiling.
 *
 * A page's policy allows scripts from the site itself plus, by SHA-256 hash, exactly the inline scripts Next
 * wrote into that page's HTML (its React Server Components payload and the chunk loader) and the site's
 * paint-first loader (lib/paint-first.mjs) that starts its script files after the first frame: no
 * 'unsafe-inline', no nonce, so pages stay prerendered. The cache handler computes it whenever a page's HTML
 * is stored, so the header always matches the HTML it travels with. Only the inline scripts Next itself
 * writes are hashed, recognized by their exact form: a script that slipped into the HTML some other way
 * (say, through a CMS post's markup) gets no hash and does not run. style-src keeps 'unsafe-inline': next/image
 * writes style attributes.
 */
import { createHash } from 'node:crypto';
import { PAINT_FIRST_LOADER, isPaintFirstScriptList } from './paint-first.mjs';

/**
 * The origins a policy names.
 * @typedef {object} SecurityHeaderInput
 * @property {string} emailOrigin Where the e-mail client sends.
 * @property {string} mapOrigin Origin of the embedded map.
 * @property {string | null} [framedBy] The one origin that may frame the page: only ever set for draft mode
 *   (the CMS admin's preview).
 */

/**
 * A rule of next.config's headers().
 * @typedef {object} HeaderRule
 * @property {string} source
 * @property {{ type: 'cookie', key: string }[]} [has]
 * @property {{ type: 'cookie', key: string }[]} [missing]
 * @property {{ key: string, value: string }[]} headers
 */

/** @param {string | null | undefined} value */
function originOf(value) {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * @param {SecurityHeaderInput} input
 * @param {readonly string[]} [scriptHashes]
 * @param {{ inlineScripts?: boolean, nonce?: string }} [options] inlineScripts: 'unsafe-inline' instead of
 *   hashes (draft mode only); nonce: the inline scripts of a page rendered for one request carry this nonce
 */
export function contentSecurityPolicy(
  { emailOrigin, mapOrigin, framedBy },
  scriptHashes = [],
  { inlineScripts = false, nonce } = {},
) {
  const framer = originOf(framedBy);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(inlineScripts ? ["'unsafe-inline'"] : scriptHashes.map((hash) => `'${hash}'`)),
      ...(nonce ? [`'nonce-${nonce}'`] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The CMS is never named: its images reach the browser through the site's image optimizer
    // (/_next/image) and its API through the site's server, and its address may be an internal one.
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", originOf(emailOrigin) ?? emailOrigin],
    'frame-src': [originOf(mapOrigin) ?? mapOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': framer ? ["'self'", framer] : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The origins the policy names, from this process's checked configuration (build and server alike).
 * @param {import('./env/server.mjs').Environment} env
 * @returns {SecurityHeaderInput}
 */
export function securityHeaderInput(env) {
  return { emailOrigin: env.emailOrigin, mapOrigin: 'https://www.google.com' };
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The inline scripts of a page, each a single call with one JSON argument: those Next writes (the payload's
 * first push, its chunks `self.__next_f.push([...])` and Turbopack's chunk list) and the site's paint-first
 * loader (lib/paint-first.mjs), whose argument must be a list of the site's own script files. A script of
 * any other form is neither's.
 * @type {{ prefix: string, suffix: string, accepts?: (argument: unknown) => boolean }[]}
 */
const PAGE_INLINE_SCRIPTS = [
  { prefix: '(self.__next_f=self.__next_f||[]).push(', suffix: ')' },
  { prefix: 'self.__next_f.push(', suffix: ')' },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ');' },
  { ...PAINT_FIRST_LOADER, accepts: isPaintFirstScriptList },
];

/** @param {string} body */
function isPageInlineScript(body) {
  return PAGE_INLINE_SCRIPTS.some(({ prefix, suffix, accepts }) => {
    if (!body.startsWith(prefix) || !body.endsWith(suffix)) return false;
    try {
      const argument = JSON.parse(body.slice(prefix.length, body.length - suffix.length));
      return accepts ? accepts(argument) : true;
    } catch {
      return false;
    }
  });
}

/**
 * The `sha256-…` sources of the inline scripts a browser would run from this HTML and that Next (or the
 * paint-first loader) wrote, in
 * order of appearance, without repeats. Scripts with a src and data blocks (JSON-LD) are left out: the first
 * are allowed by 'self', the second never run.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', rawBody = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase() : '';
    if (!JAVASCRIPT_TYPES.has(typeValue)) continue;
    // Browsers hash the script's text after the HTML parser turned every CR LF and lone CR into LF.
    const body = rawBody.replace(/\r\n?/g, '\n');
    if (!isPageInlineScript(body)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The policy of one page: the site's own script files and exactly that HTML's inline scripts. */
/** @param {string} html @param {SecurityHeaderInput} input */
export function pageContentSecurityPolicy(html, input) {
  return contentSecurityPolicy(input, inlineScriptHashes(html));
}

/**
 * The headers next.config.ts sends. The other security headers go with every response. The policy without
 * hashes goes only with addresses that can never answer with a page (pages get theirs from the ISR cache
 * handler, and Next adds a cached page's headers to those of next.config, so both would arrive).
 * @param {SecurityHeaderInput} input
 * @param {readonly string[]} nonPagePaths exact paths, e.g. the files in public/
 * @param {string | null} [framedBy] who may frame a page in draft mode (the CMS admin)
 * @returns {HeaderRule[]}
 */
export function securityHeaderRules(input, nonPagePaths, framedBy = null) {
  const escaped = nonPagePaths.map((pathname) =>
    pathname.replace(/^\//, '').replace(/[.*+?^${}()|[\]\\:]/g, '\\$&'),
  );
  // Next refuses a source whose regular expression is longer than 4096 characters: a few paths per rule.
  /** @type {string[][]} */
  const groups = [];
  for (const pathname of escaped) {
    const group = groups.at(-1);
    if (group && group.join('|').length + pathname.length < 1500) group.push(pathname);
    else groups.push([pathname]);
  }
  const policy = [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(input) }];
  // Next's draft-mode cookie: the CMS's preview.
  /** @type {{ type: 'cookie', key: string }[]} */
  const draftMode = [{ type: 'cookie', key: '__prerender_bypass' }];
  return [
    { source: '/:path*', missing: draftMode, headers: otherSecurityHeaders() },
    { source: '/:path*', has: draftMode, headers: draftModeSecurityHeaders(input, framedBy) },
    // Next answers a missing file here with plain text, never a page; the optimizer with an image or an error.
    { source: '/_next/static/:path*', missing: draftMode, headers: policy },
    { source: '/_next/image', missing: draftMode, headers: policy },
    ...groups.map((group) => ({ source: `/:file(${group.join('|')})`, missing: draftMode, headers: policy })),
  ];
}

/**
 * The headers of a page in draft mode: a marketer's preview, reached only through the preview secret. It is
 * rendered for each request and never stored, so no cache handler hashes its scripts: its policy allows
 * inline scripts instead. The CMS admin (`framedBy`) may show it in a frame, which the admin's preview does.
 * @param {SecurityHeaderInput} input
 * @param {string | null} framedBy
 */
export function draftModeSecurityHeaders(input, framedBy) {
  const framed = { ...input, framedBy };
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(framed, [], { inlineScripts: true }) },
    ...otherSecurityHeaders({ framed: Boolean(originOf(framedBy)) }),
  ];
}

/**
 * Every response's headers other than the policy.
 * @param {{ framed?: boolean }} [options] framed: a frame is allowed (draft mode), so no X-Frame-Options
 */
export function otherSecurityHeaders({ framed = false } = {}) {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Browsers that know frame-ancestors ignore this; it is left out where a frame is allowed.
    ...(framed ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
  ];
}

const POLICY_HEADER = 'content-security-policy';

/**
 * Gives a cache entry's value its policy, in place: a page (APP_PAGE with its HTML) the hashes of its inline
 * scripts, a route handler's answer (APP_ROUTE: feed, images, PDFs) the policy without hashes. In place
 * because Next answers a freshly rendered page with the very object it hands the cache to store.
 * `recompute` is for new HTML; without it an entry that has a policy keeps it.
 * @param {unknown} value
 * @param {SecurityHeaderInput} input
 * @param {{ recompute?: boolean }} [options]
 */
export function applyContentSecurityPolicy(value, input, { recompute = false } = {}) {
  if (!value || typeof value !== 'object') return;
  const entry = /** @type {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown> }} */ (value);
  const isPage = entry.kind === 'APP_PAGE' && typeof entry.html === 'string';
  if (!isPage && entry.kind !== 'APP_ROUTE') return;
  if (!recompute && entry.headers && typeof entry.headers[POLICY_HEADER] === 'string') return;
  const policy = isPage
    ? pageContentSecurityPolicy(/** @type {string} */ (entry.html), input)
    : contentSecurityPolicy(input);
  entry.headers = { ...entry.headers, [POLICY_HEADER]: policy };
}
