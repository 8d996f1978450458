import { expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { CvSealError, isSealed, openCv, parseCvKey, sealCv, sealedFileName } from './cv-crypto';

const key = randomBytes(32);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Title (Asha Rao, Pune) >> endobj\n%%EOF\n');

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CvSealError) return error.reason;
    throw error;
  }
  return 'opened';
}

test('a sealed CV opens, byte for byte, with its key under its name', () => {
  const name = sealedFileName();
  const sealed = sealCv(pdf, key, name);
  expect(openCv(sealed, key, name).equals(pdf)).toBe(true);
  expect(isSealed(sealed)).toBe(true);
});

test('a sealed file reveals nothing of the CV: no PDF header, no text from inside it', () => {
  const sealed = sealCv(pdf, key, sealedFileName());
  expect(sealed.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
  expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
  expect(sealed.includes(Buffer.from('Asha Rao'))).toBe(false);
  // A fresh nonce each time: the same CV sealed twice gives two different files.
  expect(sealCv(pdf, key, 'x.sealed').equals(sealCv(pdf, key, 'x.sealed'))).toBe(false);
});

test('another key is told apart from damage, and neither opens', () => {
  const name = sealedFileName();
  const sealed = sealCv(pdf, key, name);
  expect(reasonOf(() => openCv(sealed, randomBytes(32), name))).toBe('other-key');
  for (const at of [10, 20, 40, sealed.length - 1]) {
    const tampered = Buffer.from(sealed);
    tampered[at] ^= 0x01;
    expect(reasonOf(() => openCv(tampered, key, name))).toBe(at < 16 ? 'other-key' : 'damaged');
  }
  expect(reasonOf(() => openCv(sealed.subarray(0, sealed.length - 3), key, name))).toBe('damaged');
  expect(reasonOf(() => openCv(sealed.subarray(0, 30), key, name))).toBe('damaged');
});

test('a file moved under another name does not open (the name is authenticated)', () => {
  const sealed = sealCv(pdf, key, 'aaaa.sealed');
  expect(reasonOf(() => openCv(sealed, key, 'bbbb.sealed'))).toBe('damaged');
});

test('a file that was never sealed is said to be so', () => {
  expect(reasonOf(() => openCv(pdf, key, 'cv.pdf'))).toBe('not-sealed');
});

test('file names say nothing: random, the same form every time', () => {
  const names = new Set(Array.from({ length: 100 }, sealedFileName));
  expect(names.size).toBe(100);
  for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.sealed$/);
});

test('CV_ENCRYPTION_KEY: base64 of 32 bytes, or unset; anything else refused with how to make one', () => {
  const good = randomBytes(32).toString('base64');
  expect(parseCvKey(good).key?.toString('base64')).toBe(good);
  expect(parseCvKey(` ${good}\n`).key?.toString('base64')).toBe(good);
  expect(parseCvKey(undefined)).toEqual({ key: null, problem: null });
  expect(parseCvKey('  ')).toEqual({ key: null, problem: null });
  for (const bad of [
    randomBytes(16).toString('base64'),
    randomBytes(32).toString('hex'),
    'correct horse battery staple',
    `${good.slice(0, -1)}!`,
  ]) {
    expect(parseCvKey(bad).problem).toBe(
      'CV_ENCRYPTION_KEY is not 32 bytes in base64 (make one with: openssl rand -base64 32).',
    );
  }
});
