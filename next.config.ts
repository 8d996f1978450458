import path from 'node:path';
import type { NextConfig } from 'next';
import { blogImagePattern } from './lib/blog/image-host';
import { securityHeaders } from './lib/security-headers';

const blogImages = blogImagePattern(process.env.BLOG_API_URL);

const nextConfig: NextConfig = {
  // The end-to-end build goes to its own folder so that it never replaces a developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes the whole page in JavaScript on every request to make an ETag: on a 150 KB course page
  // that was the server's largest cost (npm run load: 450 → 720 requests a second without it). The
  // pages are prerendered, cached by s-maxage, and navigations fetch RSC, not HTML, so it saved little.
  generateEtags: false,
  // The production stack (deploy/) shares one ISR and data cache between its instances, in Redis. Without
  // REDIS_URL (one `next start`), Next's own file-system cache. Read when the server starts.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('deploy/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  reactStrictMode: true,
  // The benchmark's reference page (app/bench-reference/page.bench.tsx) exists only in its own build.
  pageExtensions: process.env.NEXT_BENCH_REFERENCE ? ['tsx', 'ts', 'bench.tsx'] : ['tsx', 'ts'],
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
    const input = {
      cmsOrigin: process.env.BLOG_API_URL ?? null,
      emailOrigin: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || 'https://api.emailjs.com',
      mapOrigin: 'https://www.google.com',
    };
    // Draft mode (the CMS's preview, Next's __prerender_bypass cookie): the CMS admin shows the page in a
    // frame. The admin is served by the CMS unless CMS_ADMIN_URL says otherwise.
    const draftMode = [{ type: 'cookie' as const, key: '__prerender_bypass' }];
    const framedBy = process.env.CMS_ADMIN_URL || process.env.BLOG_API_URL || null;
    return [
      { source: '/:path*', missing: draftMode, headers: securityHeaders(input) },
      { source: '/:path*', has: draftMode, headers: securityHeaders({ ...input, framedBy }) },
    ];
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
