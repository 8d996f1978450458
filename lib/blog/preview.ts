/**
 * The CMS's preview (Next's draft mode): who may turn it on, and how the proxy tells a previewing
 * marketer from a visitor.
 *
 * The CMS's Preview button opens /api/preview?secret=…&post={number}. With the right PREVIEW_SECRET, that
 * turns on draft mode and sets a second cookie, PREVIEW_COOKIE, whose value is derived from the secret. The
 * proxy lets an address it does not know (a draft's) through to the page only with that cookie: anyone can
 * send a cookie named like Next's draft-mode cookie, and the proxy cannot check that one.
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

/** Where the preview may send the browser back to on exit: a blog address of this site only. */
export function exitPath(value: string | null): string {
  return value && /^\/blog(\/(?!\.\.?(?:\/|$))[^/?#\\]+){0,2}$/.test(value) ? value : '/blog';
}
