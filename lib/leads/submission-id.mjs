/**
 * The id a browser's lead is kept under, on the site and in the CMS: a hash of the submission id the browser
 * made. The browser's id is a secret only it holds; it sends it again, with the same id, when the visitor
 * corrects the form after a lost answer, and only then does the CMS apply the correction (within the hour:
 * cms/src/plugins/admissions/server/src/lib/intake.ts). The stored id, which admins can read, cannot be sent
 * back to rewrite the lead: it would be hashed again. Plain JavaScript so that the tests' harnesses read it.
 */
import { createHash } from 'node:crypto';

/** What `storedSubmissionId` makes. */
export const STORED_SUBMISSION_ID = /^web-[0-9a-f]{64}$/;

/**
 * @param {string} browserId the form's `_submission`
 * @returns {string} 'web-' and the SHA-256 of it, in hex
 */
export function storedSubmissionId(browserId) {
  return `web-${createHash('sha256').update(browserId).digest('hex')}`;
}
