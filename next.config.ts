import type { NextConfig } from 'next';
import { blogImagePattern } from './lib/blog/image-host';

const blogImages = blogImagePattern(process.env.BLOG_API_URL);

const nextConfig: NextConfig = {
  // The end-to-end build goes to its own folder so that it never replaces a developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [70, 75],
    // The CMS's uploads are optimized like the site's own images.
    remotePatterns: blogImages ? [blogImages.pattern] : [],
    // A CMS on this machine or the local network (development, tests, an intranet Strapi).
    dangerouslyAllowLocalIP: blogImages?.isLocal ?? false,
  },
};

export default nextConfig;
