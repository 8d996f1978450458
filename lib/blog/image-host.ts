/**
 * The next/image remote pattern that admits the CMS's uploads, derived from BLOG_API_URL. Kept apart from
 * config.ts because next.config.ts imports it: no path aliases there.
 */
export interface BlogImagePattern {
  pattern: { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };
  /** The CMS runs on a loopback or private address, which next/image refuses unless told. */
  isLocal: boolean;
}

const LOCAL_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/;

/** `origin` is BLOG_API_URL as lib/env/server.mjs checked it: an http(s) origin, or null. */
export function blogImagePattern(origin: string | null): BlogImagePattern | null {
  if (!origin) return null;
  const url = new URL(origin);
  return {
    pattern: {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: '/uploads/**',
    },
    isLocal: LOCAL_HOST.test(url.hostname),
  };
}
