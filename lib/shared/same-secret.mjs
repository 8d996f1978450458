/**
 * Comparing a secret a caller presented with the one configured, without telling an attacker how close it
 * came: the site (its webhooks, the front's header) and the CMS (the front's header) use this one rule.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** @param {string} value */
const digest = (value) => createHash('sha256').update(value).digest();

/**
 * Whether `given` is `expected`, in constant time whatever their lengths (both are hashed first, so neither
 * the time nor an error says how long the secret is or where the first difference is).
 * @param {string} given
 * @param {string} expected
 * @returns {boolean}
 */
export function sameSecret(given, expected) {
  return timingSafeEqual(digest(given), digest(expected));
}
