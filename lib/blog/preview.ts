import { cookies, draftMode } from 'next/headers';
import { environment } from '@/lib/env/server.mjs';
import { admitClient, type CeilingRule, type RateOutcome, type RateRule } from '@/lib/rate-limit';

/**
 * The CMS's preview (Next's draft mode): who may turn it on, how the proxy tells a previewing marketer
 * from a visitor, and how the preview pane inside the CMS admin shows the site as visitors see it.
 *
 * The CMS's Preview button opens /api/preview?secret=…&post={number}. With the right PREVIEW_SECRET, that
 * turns on draft mode and sets a second cookie, PREVIEW_COOKIE, whose value is derived from the secret. The
 * proxy lets an address it does not know (a draft's) through to the page only with that cookie: anyone can
 * send a cookie named like Next's draft-mode cookie, and the proxy cannot check that one. Pages show drafts
 * only with both.
 *
 * Only pages rendered in draft mode may be framed, and only by the CMS admin: every page visitors get is
 * prerendered with frame-ancestors 'none'. So inside the admin's pane the published version and the site
 * after Exit preview are draft mode without PREVIEW_COOKIE: rendered per request, framable, showing what is
 * published. Draft mode is turned on only by a request that proves the secret (the secret itself, or the
 * PREVIEW_COOKIE derived from it): a page of another site that frames /api/preview/exit gets none.
 *
 * Runs in the proxy too, so Web Crypto only.
 */
export const PREVIEW_COOKIE = 'blog_preview';

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The value of PREVIEW_COOKIE for this secret. */
export function previewCookieValue(secret: string): Promise<string> {
  return hmacHex(secret, 'blog-preview');
}

/**
 * True when `given` is the secret. Both sides are hashed with a fresh key first, so the comparison says
 * nothing about how much of a guess was right.
 */
export async function isPreviewSecret(given: string | null, secret: string | null): Promise<boolean> {
  if (!secret || !given) return false;
  const nonce = crypto.randomUUID();
  return (await hmacHex(nonce, given)) === (await hmacHex(nonce, secret));
}

/**
 * True when the request's PREVIEW_COOKIE was set by /api/preview with `secret`, the current PREVIEW_SECRET
 * (null when none is configured: the preview is then off).
 */
export async function hasPreviewCookie(cookie: string | undefined, secret: string | null): Promise<boolean> {
  if (!secret || !cookie) return false;
  return isPreviewSecret(cookie, await previewCookieValue(secret));
}

/**
 * Where the preview may send the browser back to on exit: a blog address of this site only, in the
 * characters an address's path may hold unencoded (anything else, line breaks and non-ASCII letters
 * included, could not go into a Location header): /blog otherwise.
 */
export function exitPath(value: string | null): string {
  return value && /^\/blog(\/(?!\.\.?(?:\/|$))[\w.~!$&'()*+,;=:@%-]+){0,2}$/.test(value) ? value : '/blog';
}

/** True when the request is the navigation of a frame (the CMS admin's preview pane), as the browser says. */
export function isFramed(request: Request): boolean {
  return request.headers.get('sec-fetch-dest') === 'iframe';
}

/** Shows drafts from here on: draft mode, and the cookie that lets the proxy through to a draft's address. */
export async function startDraftPreview(secret: string) {
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, await previewCookieValue(secret), {
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    path: '/',
  });
}

/**
 * Shows the site as visitors see it from here on: drafts no more. Inside the admin's pane draft mode stays on
 * (see above), so the page can still be shown there; anywhere else the browser leaves draft mode.
 */
export async function showPublishedSite(request: Request, { secretShown = false } = {}) {
  const jar = await cookies();
  const mode = await draftMode();
  // Inside the pane, only a browser that was previewing (draft mode with the cookie /api/preview set) or
  // that showed the secret now stays framable; any other frame leaves draft mode, like a window.
  const previewing =
    secretShown ||
    (mode.isEnabled && (await hasPreviewCookie(jar.get(PREVIEW_COOKIE)?.value, environment().previewSecret)));
  jar.delete(PREVIEW_COOKIE);
  if (isFramed(request) && previewing) mode.enable();
  else mode.disable();
}

/** A marketer opens a preview a few times a minute; a guesser of the secret is held far below that. */
export const PREVIEWS_PER_CLIENT: RateRule = { name: 'preview-client', points: 30, durationSeconds: 60 };
export const PREVIEWS_SITE_WIDE: CeilingRule = {
  name: 'preview-site',
  points: 120,
  durationSeconds: 60,
  burst: 20,
};

/** Takes one use of /api/preview or its exit from the client's and the site's allowance. */
export function admitPreview(headers: Headers): Promise<RateOutcome> {
  return admitClient(PREVIEWS_PER_CLIENT, PREVIEWS_SITE_WIDE, headers);
}

/** The answer past the limits. */
export function tooManyPreviews(outcome: { retryAfterSeconds: number }): Response {
  return Response.json(
    { error: 'too many requests' },
    {
      status: 429,
      headers: { 'Retry-After': String(outcome.retryAfterSeconds), 'Cache-Control': 'no-store' },
    },
  );
}

/**
 * True when this request may see drafts: a page in draft mode with the cookie /api/preview set. Reads the
 * cookie only in draft mode, so a prerendered page stays prerendered.
 */
export async function isPreviewingDraft(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  return hasPreviewCookie((await cookies()).get(PREVIEW_COOKIE)?.value, environment().previewSecret);
}
