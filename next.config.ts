import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { blogImagePattern } from './lib/blog/image-host';
import { environment } from './lib/env/server.mjs';
import { INSTITUTE_VARIABLES } from './lib/shared/institute.mjs';
import { assertSupportedNode } from './lib/shared/node-runtime.mjs';
import { securityHeaderInput, securityHeaderRules } from './lib/security-headers.mjs';

// `next build`, `next start` and `next dev` run on the project's Node (npm's scripts put it on the PATH):
// an end-of-life Node stops them here, with a message that says how to start them instead.
assertSupportedNode('The site');

// Read and checked here first: a bad value stops `next build`, `next start` and `next dev` as they start,
// with a message that names it.
const env = environment();
const blogImages = blogImagePattern(env.blogApiOrigin);

/**
 * Addresses that are always answered by a file or a route handler, never by a page: they get the policy
 * without hashes from here. Any other address may be a page (a made-up one renders the 404 page), whose
 * policy comes with its cache entry.
 */
function nonPagePaths(): string[] {
  const publicFiles = readdirSync('public', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        '/' + path.relative('public', path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
  return [
    ...publicFiles,
    '/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/icon.svg',
    '/placement-report.pdf',
    '/api/revalidate',
    '/api/leads',
    '/api/vitals',
    '/api/leads/purge',
    '/api/data-requests',
    '/api/data-requests/confirm',
  ];
}

const nextConfig: NextConfig = {
  // The end-to-end build goes to its own folder so that it never replaces a developer's build.
  distDir: env.distDir,
  poweredByHeader: false,
  // The forms' notices state how long a lead is kept (lib/env/public.ts), as the prerendered privacy page
  // does: the checked value, written into the browser's code at build time. So is the institute's identity
  // (lib/site.ts), checked above: the chat button and the forms' messages name it in the browser.
  env: {
    LEAD_RETENTION_DAYS: String(env.leadRetentionDays),
    WHATSAPP_ACKNOWLEDGEMENTS: env.whatsappAcknowledgements ? 'on' : '',
    // Whether a CMS takes the leads: the forms then leave the team's copy to it (lib/leads/submit.ts).
    LEADS_TO_CMS: env.leadsApiToken ? 'on' : '',
    ...Object.fromEntries(INSTITUTE_VARIABLES.map((name) => [name, process.env[name]?.trim() ?? ''])),
  },
  // Next hashes the whole page in JavaScript on every request to make an ETag: on a 150 KB course page
  // that was the server's largest cost (npm run load: 450 → 720 requests a second without it). The
  // pages are prerendered, cached by s-maxage, and navigations fetch RSC, not HTML, so it saved little.
  generateEtags: false,
  // Stores ISR entries (Next's file-system cache; Redis in the production stack, when REDIS_URL is set) and
  // gives each page the Content-Security-Policy of its own inline scripts. Read when the server starts.
  cacheHandler: path.resolve('deploy/cache-handler.mjs'),
  // The stack's instances share Redis: none may answer from an entry only its own memory holds.
  ...(env.redisUrl ? { cacheMaxMemorySize: 0 } : {}),
  reactStrictMode: true,
  // The benchmark's reference page (app/bench-reference/page.bench.tsx) exists only in its own build.
  pageExtensions: env.benchReference ? ['tsx', 'ts', 'bench.tsx'] : ['tsx', 'ts'],
  // Paths no route claims render the catch-all's 404 at one fixed address, so made-up paths share one
  // cache entry. Fallback rewrites apply only after every page, public file and dynamic route was tried.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [],
      fallback: [{ source: '/:path*', destination: '/unknown-path' }],
    };
  },
  async headers() {
    return securityHeaderRules(securityHeaderInput(env), nonPagePaths(), env.cmsAdminOrigin);
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths a srcset offers. No image here is shown wider than 60rem, nor stored wider than 1200
    // pixels, so Next's defaults up to 3840 only lengthened every srcset (27 of them on the home page).
    // 1080 stays: CMS images inside a post's text are sent through the optimizer at that width.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [128, 256, 384],
    qualities: [70, 75],
    // The CMS's uploads are optimized like the site's own images.
    remotePatterns: blogImages ? [blogImages.pattern] : [],
    // A CMS on this machine or the local network (development, tests, an intranet Strapi).
    dangerouslyAllowLocalIP: blogImages?.isLocal ?? false,
  },
};

export default nextConfig;
