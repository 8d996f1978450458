/**
 * CVs at rest: each file sealed on its own with AES-256-GCM under CV_ENCRYPTION_KEY, so a copied disk, folder
 * or backup reveals no CV without the key, and a file changed by one bit, cut short, or moved under another
 * name does not open (the tag covers the header and the file's name on disk).
 *
 * A sealed file: `CVSEAL01` (8 bytes) · the key's id (8 bytes: HMAC-SHA256 of a fixed label under the key, so
 * a file sealed with another key is told from a damaged one, without revealing the key) · a random 12-byte
 * nonce · the ciphertext · the 16-byte tag. A random nonce per file under one key is safe far beyond any
 * number of CVs the CMS will hold (NIST SP 800-38D: 2^32 messages).
 *
 * The key: 32 random bytes, written in base64 (`openssl rand -base64 32`).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MAGIC = Buffer.from('CVSEAL01', 'ascii');
const KEY_ID_BYTES = 8;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SEALED_HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + NONCE_BYTES;
const KEY_BYTES = 32;

export const CV_KEY_VARIABLE = 'CV_ENCRYPTION_KEY';
const HOW_TO_MAKE = 'openssl rand -base64 32';

/**
 * CV_ENCRYPTION_KEY as the CMS reads it: base64 of exactly 32 bytes. Unset is `{ key: null, problem: null }`
 * here (the admin build reads the settings too and needs no key); the CMS refuses to start without one.
 */
export function parseCvKey(
  value: string | undefined | null,
): { key: Buffer | null; problem: null } | { key: null; problem: string } {
  const text = value?.trim() ?? '';
  if (text === '') return { key: null, problem: null };
  const key = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (key.length !== KEY_BYTES || key.toString('base64') !== text) {
    return {
      key: null,
      problem: `${CV_KEY_VARIABLE} is not 32 bytes in base64 (make one with: ${HOW_TO_MAKE}).`,
    };
  }
  return { key, problem: null };
}

/** Why the CMS will not start without a key (CVs may arrive with any lead). */
export const MISSING_CV_KEY = `${CV_KEY_VARIABLE} is not set: CVs are stored encrypted with it, and one may arrive with any lead, so the CMS does not start without it. npm run cms makes one in cms/.env for local use; in production give the operator's own (make one with: ${HOW_TO_MAKE}) and keep it apart from the backups.`;

/** The key's public id: tells which key sealed a file. */
export function cvKeyId(key: Buffer): Buffer {
  return createHmac('sha256', key).update('cv-encryption-key-id').digest().subarray(0, KEY_ID_BYTES);
}

/** Whether a file's first bytes are a sealed CV's. */
export function isSealed(head: Buffer): boolean {
  return head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);
}

/** The id of the key that sealed a file (from its first bytes), or null if it is not sealed. */
export function sealedKeyId(head: Buffer): Buffer | null {
  if (!isSealed(head) || head.length < MAGIC.length + KEY_ID_BYTES) return null;
  return head.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES);
}

/** A file that does not open: not sealed, sealed with another key, or changed. */
export class CvSealError extends Error {
  reason: 'not-sealed' | 'other-key' | 'damaged';
  constructor(reason: CvSealError['reason']) {
    super(
      reason === 'not-sealed'
        ? 'The CV file is not encrypted.'
        : reason === 'other-key'
          ? `The CV file was encrypted with another key than ${CV_KEY_VARIABLE}.`
          : 'The CV file is damaged or was changed (its encryption does not check).',
    );
    this.name = 'CvSealError';
    this.reason = reason;
  }
}

/** Seals a CV's bytes for the file `name` in the private folder. */
export function sealCv(plain: Buffer, key: Buffer, name: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const header = Buffer.concat([MAGIC, cvKeyId(key), nonce]);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.concat([header, Buffer.from(name, 'utf8')]));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([header, body, cipher.getAuthTag()]);
}

/** Opens a sealed CV read from the file `name`; throws CvSealError when it does not open. */
export function openCv(sealed: Buffer, key: Buffer, name: string): Buffer {
  if (!isSealed(sealed)) throw new CvSealError('not-sealed');
  if (sealed.length < SEALED_HEADER_BYTES + TAG_BYTES) throw new CvSealError('damaged');
  const keyId = sealedKeyId(sealed)!;
  if (!timingSafeEqual(keyId, cvKeyId(key))) throw new CvSealError('other-key');
  const header = sealed.subarray(0, SEALED_HEADER_BYTES);
  const nonce = header.subarray(MAGIC.length + KEY_ID_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(Buffer.concat([header, Buffer.from(name, 'utf8')]));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(SEALED_HEADER_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new CvSealError('damaged');
  }
}

/** A new file name in the private folder: random, so it says nothing of the applicant or the file. */
export function sealedFileName(): string {
  return `${randomBytes(16).toString('hex')}.sealed`;
}
