/**
 * The security headers of every response. Kept apart from next.config.ts so they
 * can be unit-tested; next.config.ts imports this with a relative path (no aliases there).
 *
 * script-src and style-src keep 'unsafe-inline': a prerendered Next.js page carries inline scripts (the
 * React Server Components payload) that differ per page and per build, and nonces need per-request
 * rendering, which would end static pages. Everything else is as tight as the site allows.
 */
export interface SecurityHeaderInput {
  /** Origin of the blog CMS, when the site reads one (its images and API). */
  cmsOrigin: string | null;
  /** Where the e-mail client sends. */
  emailOrigin: string;
  /** Origin of the embedded map. */
  mapOrigin: string;
  /**
   * The one origin that may show the page in a frame: the CMS admin, whose Preview shows a draft in a frame.
   * Only for responses in draft mode; every other response may be framed by nobody.
   */
  framedBy?: string | null;
}

function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({
  cmsOrigin,
  emailOrigin,
  mapOrigin,
  framedBy,
}: SecurityHeaderInput): string {
  const cms = originOf(cmsOrigin);
  const framer = originOf(framedBy);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...(cms ? [cms] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", originOf(emailOrigin) ?? emailOrigin, ...(cms ? [cms] : [])],
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

export function securityHeaders(input: SecurityHeaderInput): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input) },
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
    ...(originOf(input.framedBy) ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
  ];
}
