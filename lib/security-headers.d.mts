/** Types of security-headers.mjs (plain JavaScript so that the cache handler can load it uncompiled). */
export interface SecurityHeaderInput {
  /** Origin of the blog CMS, when the site reads one (its images and API). */
  cmsOrigin: string | null;
  /** Where the e-mail client sends. */
  emailOrigin: string;
  /** Origin of the embedded map. */
  mapOrigin: string;
}

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export function contentSecurityPolicy(input: SecurityHeaderInput, scriptHashes?: readonly string[]): string;
export function securityHeaderInputFromEnv(env?: Record<string, string | undefined>): SecurityHeaderInput;
export function inlineScriptHashes(html: string): string[];
export function pageContentSecurityPolicy(html: string, input: SecurityHeaderInput): string;
export function securityHeaderRules(
  input: SecurityHeaderInput,
  nonPagePaths: readonly string[],
): HeaderRule[];
export function otherSecurityHeaders(): { key: string; value: string }[];
export function applyContentSecurityPolicy(
  value: unknown,
  input: SecurityHeaderInput,
  options?: { recompute?: boolean },
): void;
