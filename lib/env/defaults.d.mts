/** Types of defaults.mjs (plain JavaScript so that the cache handler can load it uncompiled). */
export const DEFAULT_SITE_URL: string;
export const DEFAULT_EMAIL_ORIGIN: string;
export const DEFAULT_BLOG_REVALIDATE_SECONDS: number;
export const DEFAULT_LEAD_RETENTION_DAYS: number;
