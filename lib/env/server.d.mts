/** Types of server.mjs (plain JavaScript so that the cache handler can load it uncompiled). */

/**
 * The server's configuration, checked. Each field says which variable it comes from. NEXT_PUBLIC_SITE_URL is
 * checked too; the site reads it from public.ts.
 */
export interface Environment {
  /** BLOG_API_URL's origin, or null: the built-in sample posts are the blog. */
  readonly blogApiOrigin: string | null;
  /** BLOG_REVALIDATE_SECONDS: how long a blog page is fresh. */
  readonly blogRevalidateSeconds: number;
  /** BLOG_PREVIEW_TOKEN: the CMS API token that reads drafts, or null (the preview then shows no drafts). */
  readonly blogPreviewToken: string | null;
  /** CMS_ADMIN_URL's origin, else the CMS's: the one origin that may frame a preview page. */
  readonly cmsAdminOrigin: string | null;
  /** PREVIEW_SECRET, or null: the preview is off. */
  readonly previewSecret: string | null;
  /** REVALIDATE_SECRET, or null: POST /api/revalidate answers 401 to everyone. */
  readonly revalidateSecret: string | null;
  /** REDIS_URL, or null: one process, Next's file-system cache. */
  readonly redisUrl: string | null;
  /** LEADS_API_TOKEN: the CMS API token that may create leads (and upload a CV) only; null keeps leads on the site's side. */
  readonly leadsApiToken: string | null;
  /** LEADS_DIR: the folder of the site's own lead store (the outbox, or every lead when no CMS takes them). */
  readonly leadsDir: string;
  /** LEADS_REDIS_URL, or null: a Redis that never evicts, for the leads' outbox (the stack's); else LEADS_DIR. */
  readonly leadsRedisUrl: string | null;
  /** LEAD_RETENTION_DAYS: after this many days a lead is deleted (the privacy page says so). */
  readonly leadRetentionDays: number;
  /** NEXT_PUBLIC_EMAILJS_ORIGIN's origin: where the e-mail client sends. */
  readonly emailOrigin: string;
  /** NEXT_DIST_DIR: the build's folder (tests and the stack build into their own). */
  readonly distDir: string;
  /** NEXT_BENCH_REFERENCE set: the benchmark's reference build. */
  readonly benchReference: boolean;
}

export const MIN_SECRET_LENGTH: number;

export class EnvironmentError extends Error {
  constructor(problems: string[]);
  readonly problems: string[];
}

export function readEnvironment(source: Record<string, string | undefined>): Environment;
export function environment(): Environment;
export function isBuildPhase(): boolean;
