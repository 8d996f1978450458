/** Comparing a secret a caller presented with the one configured, without telling an attacker how close it came. */
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is `expected`, in constant time whatever their lengths (both are hashed first, so neither
 * the time nor an error says how long the secret is or where the first difference is).
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
