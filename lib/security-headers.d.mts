/** Types of security-headers.mjs (plain JavaScript so that the cache handler can load it uncompiled). */
import type { Environment } from './env/server.d.mts';

export interface SecurityHeaderInput {
  /** Origin of the blog CMS, when the site reads one (its images and API). */
  cmsOrigin: string | null;
  /** Where the e-mail client sends. */
  emailOrigin: string;
  /** Origin of the embedded map. */
  mapOrigin: string;
  /** The one origin that may frame the page: only ever set for draft mode (the CMS admin's preview). */
  framedBy?: string | null;
}

export interface HeaderRule {
  source: string;
  has?: { type: 'cookie'; key: string }[];
  missing?: { type: 'cookie'; key: string }[];
  headers: { key: string; value: string }[];
}

export function contentSecurityPolicy(
  input: SecurityHeaderInput,
  scriptHashes?: readonly string[],
  options?: { inlineScripts?: boolean; nonce?: string },
): string;
export function securityHeaderInput(env: Environment): SecurityHeaderInput;
export function inlineScriptHashes(html: string): string[];
export function pageContentSecurityPolicy(html: string, input: SecurityHeaderInput): string;
export function securityHeaderRules(
  input: SecurityHeaderInput,
  nonPagePaths: readonly string[],
  framedBy?: string | null,
): HeaderRule[];
export function otherSecurityHeaders(options?: { framed?: boolean }): { key: string; value: string }[];
export function draftModeSecurityHeaders(
  input: SecurityHeaderInput,
  framedBy: string | null,
): { key: string; value: string }[];
export function applyContentSecurityPolicy(
  value: unknown,
  input: SecurityHeaderInput,
  options?: { recompute?: boolean },
): void;
