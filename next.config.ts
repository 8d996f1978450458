import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The end-to-end build goes to its own folder so that it never replaces a developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [70, 75],
  },
};

export default nextConfig;
