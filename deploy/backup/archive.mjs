/**
 * The CMS backup's archive: files and a manifest, encrypted and authenticated with a passphrase
 * (BACKUP_KEY), written and read as streams so an archive of any size needs little memory.
 *
 * On disk:
 *   "CMSBKUP1" | u32 header length | header (JSON) | HMAC-SHA256 of everything before it | chunks…
 * The header names the key derivation (scrypt, its cost and a random salt) and the chunk size. scrypt
 * turns the passphrase and salt into 64 bytes: an AES-256-GCM key and an HMAC key. The HMAC over the
 * header tells a wrong passphrase from a damaged archive before anything is decrypted.
 *
 * The body is the plaintext cut into chunks (1 MiB), each sealed with AES-256-GCM on its own (the STREAM
 * construction): nonce = 7 random bytes | chunk counter (u32) | 1 on the last chunk, 0 before; the
 * header's HMAC as additional data. Every chunk is checked before its bytes are released; a chunk moved,
 * dropped or swapped fails its counter, and an archive cut off at a chunk boundary fails the last-chunk flag.
 *
 * The plaintext is a list of records:
 *   "F" | u16 path length | path | u64 size | the file's bytes
 *   "M" | u32 length | manifest (JSON), whose `files` lists every file's path, size and SHA-256
 *   "E"
 * Reading checks every file against the manifest, and that the manifest lists exactly the files read.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import { once } from 'node:events';
import { Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';

/** @typedef {{ path: string, size: number, sha256: string }} ArchivedFile */
/** @typedef {Record<string, any> & { files: ArchivedFile[] }} Manifest */

const MAGIC = Buffer.from('CMSBKUP1');
const TAG_BYTES = 16;
const NONCE_PREFIX_BYTES = 7;
const MAX_HEADER_BYTES = 4096;
const MAX_CHUNK_BYTES = 16 << 20;
export const MIN_KEY_LENGTH = 16;
/** scrypt at N = 2^17, r = 8: 128 MiB and about half a second, once per archive. */
export const DEFAULT_KDF = { N: 2 ** 17, r: 8, p: 1 };
export const DEFAULT_CHUNK_BYTES = 1 << 20;

/**
 * What went wrong with an archive, by code: NO_KEY, NOT_AN_ARCHIVE, UNSUPPORTED, WRONG_KEY, DAMAGED,
 * TRUNCATED, MANIFEST. Messages name chunks and counts, never a file's name (a CV's carries a person's).
 */
export class ArchiveError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = 'ArchiveError';
    this.code = code;
  }
}

/**
 * Refuses a missing or short passphrase: no key, no archive.
 * @param {unknown} key
 * @returns {asserts key is string}
 */
export function checkKey(key) {
  if (typeof key !== 'string' || key.length === 0)
    throw new ArchiveError('NO_KEY', 'BACKUP_KEY is not set: no backup is written or read without it.');
  if (key.length < MIN_KEY_LENGTH)
    throw new ArchiveError(
      'NO_KEY',
      `BACKUP_KEY has ${key.length} characters; it needs ${MIN_KEY_LENGTH} or more.`,
    );
}

/**
 * @param {string} key
 * @param {{ N: number, r: number, p: number, salt: Buffer }} params
 * @returns {Promise<{ cipher: Buffer, mac: Buffer }>}
 */
function deriveKeys(key, { N, r, p, salt }) {
  return new Promise((resolve, reject) => {
    scrypt(key, salt, 64, { N, r, p, maxmem: 160 * r * N + (1 << 20) }, (error, bytes) =>
      error ? reject(error) : resolve({ cipher: bytes.subarray(0, 32), mac: bytes.subarray(32) }),
    );
  });
}

/** @param {number} value */
function u32(value) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** @param {Buffer} prefix @param {number} counter @param {boolean} last */
function nonce(prefix, counter, last) {
  return Buffer.concat([prefix, u32(counter), Buffer.from([last ? 1 : 0])]);
}

/** Encrypts a stream into an archive's bytes (header, then sealed chunks). */
export class EncryptStream extends Transform {
  /** @param {{ key: string, kdf?: { N: number, r: number, p: number }, chunkBytes?: number }} options */
  constructor({ key, kdf = DEFAULT_KDF, chunkBytes = DEFAULT_CHUNK_BYTES }) {
    super();
    checkKey(key);
    this.key = key;
    this.kdf = kdf;
    this.chunkBytes = chunkBytes;
    /** @type {Buffer[]} */
    this.pending = [];
    this.pendingBytes = 0;
    this.counter = 0;
    /** @type {Promise<void> | null} */
    this.ready = null;
    /** @type {{ key: Buffer, prefix: Buffer, aad: Buffer } | null} */
    this.seal = null;
  }

  async start() {
    const salt = randomBytes(16);
    const prefix = randomBytes(NONCE_PREFIX_BYTES);
    const header = Buffer.from(
      JSON.stringify({
        format: 1,
        cipher: 'aes-256-gcm',
        kdf: { name: 'scrypt', ...this.kdf, salt: salt.toString('base64') },
        chunkBytes: this.chunkBytes,
        noncePrefix: prefix.toString('base64'),
      }),
    );
    const keys = await deriveKeys(this.key, { ...this.kdf, salt });
    const signed = Buffer.concat([MAGIC, u32(header.length), header]);
    const mac = createHmac('sha256', keys.mac).update(signed).digest();
    this.seal = { key: keys.cipher, prefix, aad: mac };
    this.push(Buffer.concat([signed, mac]));
  }

  /** @param {Buffer} plain @param {boolean} last */
  sealChunk(plain, last) {
    if (!this.seal) throw new Error('The archive was not started.');
    if (this.counter > 0xffffffff) throw new ArchiveError('UNSUPPORTED', 'The archive has too many chunks.');
    const { key, prefix, aad } = this.seal;
    const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, this.counter, last));
    cipher.setAAD(aad);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    this.counter += 1;
    this.push(sealed);
  }

  takeChunk() {
    const all = Buffer.concat(this.pending, this.pendingBytes);
    const chunk = all.subarray(0, this.chunkBytes);
    const rest = all.subarray(this.chunkBytes);
    this.pending = rest.length ? [rest] : [];
    this.pendingBytes = rest.length;
    return chunk;
  }

  /** @param {Buffer} data @param {BufferEncoding} _encoding @param {(error?: Error | null) => void} callback */
  _transform(data, _encoding, callback) {
    this.ready ??= this.start();
    this.ready
      .then(() => {
        this.pending.push(data);
        this.pendingBytes += data.length;
        while (this.pendingBytes >= this.chunkBytes) this.sealChunk(this.takeChunk(), false);
      })
      .then(() => callback(), callback);
  }

  /** @param {(error?: Error | null) => void} callback */
  _flush(callback) {
    this.ready ??= this.start();
    this.ready
      .then(() => this.sealChunk(Buffer.concat(this.pending, this.pendingBytes), true))
      .then(() => callback(), callback);
  }
}

/** Reads an archive's bytes back into the plaintext, checking the key and every chunk. */
export class DecryptStream extends Transform {
  /** @param {{ key: string }} options */
  constructor({ key }) {
    super();
    checkKey(key);
    this.key = key;
    /** @type {Buffer[]} */
    this.buffered = [];
    this.bufferedBytes = 0;
    /** @type {{ key: Buffer, prefix: Buffer, aad: Buffer, chunkBytes: number } | null} */
    this.open = null;
    this.counter = 0;
  }

  buffer() {
    if (this.buffered.length > 1) this.buffered = [Buffer.concat(this.buffered, this.bufferedBytes)];
    return this.buffered[0] ?? Buffer.alloc(0);
  }

  /** @param {number} bytes */
  consume(bytes) {
    const all = this.buffer();
    const taken = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    this.buffered = rest.length ? [rest] : [];
    this.bufferedBytes = rest.length;
    return taken;
  }

  /**
   * The header, once enough bytes arrived: null while more are needed.
   * @returns {Promise<{ key: Buffer, prefix: Buffer, aad: Buffer, chunkBytes: number } | null>}
   */
  async readHeader() {
    const all = this.buffer();
    if (all.length >= MAGIC.length && !all.subarray(0, MAGIC.length).equals(MAGIC))
      throw new ArchiveError('NOT_AN_ARCHIVE', 'This file is not a CMS backup archive.');
    if (all.length < MAGIC.length + 4) return null;
    const length = all.readUInt32BE(MAGIC.length);
    if (length > MAX_HEADER_BYTES) throw new ArchiveError('DAMAGED', "The archive's header is damaged.");
    const total = MAGIC.length + 4 + length + 32;
    if (all.length < total) return null;
    const bytes = this.consume(total);
    const signed = bytes.subarray(0, total - 32);
    const mac = bytes.subarray(total - 32);
    /** @type {any} */
    let header;
    try {
      header = JSON.parse(signed.subarray(MAGIC.length + 4).toString('utf8'));
    } catch {
      throw new ArchiveError('DAMAGED', "The archive's header is damaged.");
    }
    const { kdf = {}, chunkBytes } = header;
    const sane =
      header.format === 1 &&
      header.cipher === 'aes-256-gcm' &&
      kdf.name === 'scrypt' &&
      Number.isInteger(Math.log2(kdf.N)) &&
      kdf.N >= 2 &&
      kdf.N <= 2 ** 20 &&
      kdf.r >= 1 &&
      kdf.r <= 32 &&
      kdf.p >= 1 &&
      kdf.p <= 16 &&
      Number.isInteger(chunkBytes) &&
      chunkBytes > 0 &&
      chunkBytes <= MAX_CHUNK_BYTES;
    if (!sane)
      throw new ArchiveError('UNSUPPORTED', 'The archive was written in a format this version cannot read.');
    const keys = await deriveKeys(this.key, {
      N: kdf.N,
      r: kdf.r,
      p: kdf.p,
      salt: Buffer.from(kdf.salt, 'base64'),
    });
    const expected = createHmac('sha256', keys.mac).update(signed).digest();
    if (!timingSafeEqual(expected, mac))
      throw new ArchiveError(
        'WRONG_KEY',
        "BACKUP_KEY does not open this archive: a wrong key (or the archive's first bytes are damaged).",
      );
    return { key: keys.cipher, prefix: Buffer.from(header.noncePrefix, 'base64'), aad: mac, chunkBytes };
  }

  /** @param {Buffer} sealed @param {boolean} last */
  openChunk(sealed, last) {
    if (!this.open) throw new Error('The archive was not opened.');
    const { key, prefix, aad } = this.open;
    const decipher = createDecipheriv('aes-256-gcm', key, nonce(prefix, this.counter, last));
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    // final() checks the tag: nothing of a chunk is released before it passes.
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  }

  /** @param {boolean} final */
  async work(final) {
    if (!this.open) {
      this.open = await this.readHeader();
      if (!this.open) {
        if (final)
          throw new ArchiveError(
            this.bufferedBytes === 0 ? 'NOT_AN_ARCHIVE' : 'TRUNCATED',
            this.bufferedBytes === 0
              ? 'The archive is empty.'
              : 'The archive ends inside its header: truncated.',
          );
        return;
      }
    }
    const sealedBytes = this.open.chunkBytes + TAG_BYTES;
    // A chunk is known not to be the last only when bytes follow it.
    while (this.bufferedBytes > sealedBytes) {
      let plain;
      try {
        plain = this.openChunk(this.consume(sealedBytes), false);
      } catch {
        throw new ArchiveError(
          'DAMAGED',
          `The archive is damaged: chunk ${this.counter + 1} fails its check.`,
        );
      }
      this.counter += 1;
      this.push(plain);
    }
    if (!final) return;
    const sealed = this.consume(this.bufferedBytes);
    if (sealed.length < TAG_BYTES)
      throw new ArchiveError(
        'TRUNCATED',
        `The archive is truncated: it ends inside chunk ${this.counter + 1}.`,
      );
    try {
      this.push(this.openChunk(sealed, true));
      return;
    } catch {
      // Below: which failure it was.
    }
    let complete = false;
    try {
      this.openChunk(sealed, false);
      complete = true;
    } catch {
      // neither
    }
    throw complete
      ? new ArchiveError(
          'TRUNCATED',
          `The archive is truncated: it ends after chunk ${this.counter + 1}, before its last one.`,
        )
      : new ArchiveError(
          'DAMAGED',
          `The archive is damaged or truncated: its last chunk (${this.counter + 1}) fails its check.`,
        );
  }

  /** @param {Buffer} data @param {BufferEncoding} _encoding @param {(error?: Error | null) => void} callback */
  _transform(data, _encoding, callback) {
    this.buffered.push(data);
    this.bufferedBytes += data.length;
    this.work(false).then(() => callback(), callback);
  }

  /** @param {(error?: Error | null) => void} callback */
  _flush(callback) {
    this.work(true).then(() => callback(), callback);
  }
}

const RECORD = { file: 0x46, manifest: 0x4d, end: 0x45 };
/**
 * Whether an archive path is a plain relative path: segments joined by `/`, none empty, `.` or `..`, no
 * backslash or control character, so that a restore can only ever write inside its own folders.
 */
/** @param {unknown} value @returns {value is string} */
export function isSafeArchivePath(value) {
  if (typeof value !== 'string' || value.length === 0 || Buffer.byteLength(value) > 1000) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  return value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** @param {string} archivePath @param {number} size */
export function fileRecordHeader(archivePath, size) {
  const name = Buffer.from(archivePath, 'utf8');
  const header = Buffer.alloc(1 + 2 + name.length + 8);
  header[0] = RECORD.file;
  header.writeUInt16BE(name.length, 1);
  name.copy(header, 3);
  header.writeBigUInt64BE(BigInt(size), 3 + name.length);
  return header;
}

/** @param {unknown} manifest */
export function manifestRecord(manifest) {
  const json = Buffer.from(JSON.stringify(manifest), 'utf8');
  return Buffer.concat([Buffer.from([RECORD.manifest]), u32(json.length), json]);
}

export const END_RECORD = Buffer.from([RECORD.end]);

/**
 * The plaintext of an archive: each entry (`{ path, source }` a file on disk, or `{ path, data }` bytes),
 * then the manifest with the `files` measured while they were read.
 * @param {{ path: string, source?: string, data?: Buffer }[]} entries
 * @param {Record<string, unknown>} manifest
 */
export async function* archivePlaintext(entries, manifest) {
  /** @type {ArchivedFile[]} */
  const files = [];
  for (const entry of entries) {
    if (!isSafeArchivePath(entry.path)) throw new Error('An archive path must be a plain relative path.');
    const hash = createHash('sha256');
    let size;
    if (entry.data) {
      size = entry.data.length;
      yield fileRecordHeader(entry.path, size);
      hash.update(entry.data);
      yield entry.data;
    } else {
      const source = entry.source ?? '';
      size = (await fs.stat(source)).size;
      yield fileRecordHeader(entry.path, size);
      let read = 0;
      if (size > 0) {
        for await (const part of createReadStream(source, { start: 0, end: size - 1 })) {
          hash.update(part);
          read += part.length;
          yield part;
        }
      }
      if (read !== size)
        throw new Error(`A file shrank while it was archived (${entry.path.split('/')[0]}).`);
    }
    files.push({ path: entry.path, size, sha256: hash.digest('hex') });
  }
  yield manifestRecord({ ...manifest, files });
  yield END_RECORD;
}

/**
 * Writes an archive of `entries` to `file` (created, never overwritten), fsynced before it returns.
 * @param {{
 *   file: string,
 *   key: string | undefined,
 *   entries: { path: string, source?: string, data?: Buffer }[],
 *   manifest: Record<string, unknown>,
 *   kdf?: { N: number, r: number, p: number },
 *   chunkBytes?: number,
 * }} options
 * @returns {Promise<{ bytes: number, files: number }>}
 */
export async function writeArchive({ file, key, entries, manifest, kdf, chunkBytes }) {
  checkKey(key);
  await pipeline(
    Readable.from(archivePlaintext(entries, manifest)),
    new EncryptStream({ key, kdf, chunkBytes }),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  // fsync is per file, whichever descriptor asks: the archive is on the disk before anyone renames it.
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { bytes: (await fs.stat(file)).size, files: entries.length };
}

/** Reads bytes from an async iterable, a few or a stream of them at a time. */
class ByteReader {
  /** @param {AsyncIterable<Buffer>} iterable */
  constructor(iterable) {
    this.iterator = iterable[Symbol.asyncIterator]();
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    this.done = false;
  }

  /** @param {number} bytes */
  async fill(bytes) {
    while (this.buffer.length < bytes && !this.done) {
      const { value, done } = await this.iterator.next();
      if (done) this.done = true;
      else this.buffer = this.buffer.length ? Buffer.concat([this.buffer, value]) : value;
    }
    return this.buffer.length >= bytes;
  }

  /** @param {number} bytes */
  async take(bytes) {
    if (!(await this.fill(bytes)))
      throw new ArchiveError('DAMAGED', 'The archive ends in the middle of a record.');
    const taken = this.buffer.subarray(0, bytes);
    this.buffer = this.buffer.subarray(bytes);
    return taken;
  }

  /** @param {number} bytes */
  async *stream(bytes) {
    let left = bytes;
    while (left > 0) {
      if (!this.buffer.length && !(await this.fill(1)))
        throw new ArchiveError('DAMAGED', 'The archive ends in the middle of a file.');
      const part = this.buffer.subarray(0, Math.min(left, this.buffer.length));
      this.buffer = this.buffer.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }
}

/**
 * Reads an archive, checking the key, every chunk and every file against the manifest. Each file's bytes go
 * to `sink(path, size)` when it returns a writable stream (a restore's staging folder), or nowhere (a check).
 * Resolves with the manifest once everything matched; rejects with an ArchiveError otherwise.
 * @param {{
 *   file: string,
 *   key: string | undefined,
 *   sink?: (path: string, size: number) => import('node:stream').Writable | null | Promise<import('node:stream').Writable | null>,
 * }} options
 * @returns {Promise<Manifest>}
 */
export async function readArchive({ file, key, sink }) {
  checkKey(key);
  const decrypted = new DecryptStream({ key });
  const source = createReadStream(file);
  source.on('error', (error) => decrypted.destroy(error));
  const reader = new ByteReader(source.pipe(decrypted));
  /** @type {ArchivedFile[]} */
  const seen = [];
  /** @type {Manifest | null} */
  let manifest = null;
  try {
    for (;;) {
      const [type] = await reader.take(1);
      if (type === RECORD.end) break;
      if (manifest) throw new ArchiveError('DAMAGED', 'The archive has records after its manifest.');
      if (type === RECORD.manifest) {
        const length = (await reader.take(4)).readUInt32BE(0);
        try {
          manifest = JSON.parse((await reader.take(length)).toString('utf8'));
        } catch (error) {
          if (error instanceof ArchiveError) throw error;
          throw new ArchiveError('MANIFEST', "The archive's manifest is not readable.");
        }
        continue;
      }
      if (type !== RECORD.file)
        throw new ArchiveError('DAMAGED', 'The archive holds a record of an unknown kind.');
      const nameLength = (await reader.take(2)).readUInt16BE(0);
      const archivePath = (await reader.take(nameLength)).toString('utf8');
      const size = Number((await reader.take(8)).readBigUInt64BE(0));
      if (!isSafeArchivePath(archivePath))
        throw new ArchiveError('DAMAGED', 'The archive holds a file with an unsafe path.');
      const target = sink ? await sink(archivePath, size) : null;
      const hash = createHash('sha256');
      for await (const part of reader.stream(size)) {
        hash.update(part);
        if (target && !target.write(part)) await once(target, 'drain');
      }
      if (target) {
        target.end();
        await finished(target);
      }
      seen.push({ path: archivePath, size, sha256: hash.digest('hex') });
    }
    if (await reader.fill(1)) throw new ArchiveError('DAMAGED', 'The archive has bytes after its end.');
  } finally {
    source.destroy();
  }
  if (!manifest) throw new ArchiveError('MANIFEST', 'The archive has no manifest.');
  checkManifest(manifest, seen);
  return manifest;
}

/**
 * The files read must be exactly the manifest's, with its sizes and checksums.
 * @param {Manifest} manifest
 * @param {ArchivedFile[]} seen
 */
export function checkManifest(manifest, seen) {
  const listed = new Map(
    (Array.isArray(manifest.files) ? manifest.files : []).map((entry) => [entry.path, entry]),
  );
  const problems = { missing: 0, unlisted: 0, differing: 0 };
  const read = new Set();
  for (const entry of seen) {
    read.add(entry.path);
    const expected = listed.get(entry.path);
    if (!expected) problems.unlisted += 1;
    else if (expected.size !== entry.size || expected.sha256 !== entry.sha256) problems.differing += 1;
  }
  for (const entry of listed.keys()) if (!read.has(entry)) problems.missing += 1;
  if (problems.missing || problems.unlisted || problems.differing || read.size !== seen.length)
    throw new ArchiveError(
      'MANIFEST',
      `The archive does not match its manifest: ${problems.differing} files differ from their checksums, ` +
        `${problems.missing} listed files are missing, ${problems.unlisted} files are not listed.`,
    );
}
