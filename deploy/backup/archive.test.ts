/** @jest-environment node */
/**
 * The backup archive's format: what goes in comes out byte for byte, and a wrong key, a flipped byte, a
 * truncated file, moved chunks or a manifest that does not match are each refused with their own error.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import {
  ArchiveError,
  EncryptStream,
  END_RECORD,
  fileRecordHeader,
  manifestRecord,
  readArchive,
  writeArchive,
} from './archive.mjs';

const KEY = 'a-backup-key-of-some-length';
// Cheap key derivation and small chunks: many chunks from a few kilobytes, quickly.
const FAST = { kdf: { N: 1024, r: 8, p: 1 }, chunkBytes: 256 };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'archive-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bytes = (length: number, seed: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 251));

async function sample(): Promise<{ file: string; cv: Buffer; db: Buffer }> {
  const cv = bytes(3000, 7);
  const db = bytes(1234, 3);
  const source = path.join(dir, 'cv.pdf');
  writeFileSync(source, cv);
  const file = path.join(dir, 'test.backup');
  await writeArchive({
    file,
    key: KEY,
    entries: [
      { path: 'database/data.db', data: db },
      { path: 'private-uploads/cv_abc.pdf', source },
      { path: 'uploads/empty.txt', data: Buffer.alloc(0) },
    ],
    manifest: { format: 1, counts: { leads: 2 } },
    ...FAST,
  });
  return { file, cv, db };
}

function collect() {
  const files = new Map<string, Buffer>();
  const sink = (archivePath: string) => {
    const parts: Buffer[] = [];
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(chunk);
        callback();
      },
      final(callback) {
        files.set(archivePath, Buffer.concat(parts));
        callback();
      },
    });
  };
  return { files, sink };
}

async function failure(promise: Promise<unknown>): Promise<ArchiveError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return error as ArchiveError;
}

function rewrite(file: string, change: (data: Buffer) => Buffer) {
  writeFileSync(file, change(readFileSync(file)));
}

/** Bytes before the first chunk: magic, length, header, HMAC. */
function headerLength(data: Buffer) {
  return 8 + 4 + data.readUInt32BE(8) + 32;
}

it('gives back every file byte for byte with its manifest, and never holds a plaintext byte on disk', async () => {
  const { file, cv, db } = await sample();
  const { files, sink } = collect();
  const manifest = await readArchive({ file, key: KEY, sink });
  expect(files.get('private-uploads/cv_abc.pdf')).toEqual(cv);
  expect(files.get('database/data.db')).toEqual(db);
  expect(files.get('uploads/empty.txt')).toEqual(Buffer.alloc(0));
  expect(manifest).toMatchObject({
    counts: { leads: 2 },
    files: [
      { path: 'database/data.db', size: 1234, sha256: sha256(db) },
      { path: 'private-uploads/cv_abc.pdf', size: 3000, sha256: sha256(cv) },
      { path: 'uploads/empty.txt', size: 0, sha256: sha256(Buffer.alloc(0)) },
    ],
  });
  const raw = readFileSync(file);
  expect(raw.includes(cv.subarray(0, 64))).toBe(false);
  expect(raw.includes(Buffer.from('private-uploads'))).toBe(false);
  expect(raw.includes(Buffer.from('"leads"'))).toBe(false);
});

it('refuses a wrong key before it decrypts anything', async () => {
  const { file } = await sample();
  const { files, sink } = collect();
  const error = await failure(readArchive({ file, key: 'another-key-of-some-length', sink }));
  expect(error.code).toBe('WRONG_KEY');
  expect(files.size).toBe(0);
});

it('refuses a missing or short key, for writing and for reading', async () => {
  const { file } = await sample();
  expect((await failure(readArchive({ file, key: '' }))).code).toBe('NO_KEY');
  expect((await failure(readArchive({ file, key: 'short-key' }))).message).toMatch(/16 or more/);
  const error = await failure(
    writeArchive({
      file: path.join(dir, 'x.backup'),
      key: undefined as unknown as string,
      entries: [],
      manifest: {},
    }),
  );
  expect(error.code).toBe('NO_KEY');
});

it('refuses an archive with one byte flipped anywhere in its body', async () => {
  const { file } = await sample();
  const size = readFileSync(file).length;
  const start = headerLength(readFileSync(file));
  for (const offset of [start, start + 300, Math.floor((start + size) / 2), size - 1]) {
    const copy = path.join(dir, `flipped-${offset}.backup`);
    writeFileSync(copy, readFileSync(file));
    rewrite(copy, (data) => {
      data[offset]! ^= 0x01;
      return data;
    });
    const error = await failure(readArchive({ file: copy, key: KEY }));
    expect(error.code).toBe('DAMAGED');
  }
});

it('refuses an archive whose header was changed', async () => {
  const { file } = await sample();
  rewrite(file, (data) => {
    data[20]! ^= 0x01;
    return data;
  });
  expect(['WRONG_KEY', 'DAMAGED', 'UNSUPPORTED']).toContain(
    (await failure(readArchive({ file, key: KEY }))).code,
  );
});

it('refuses a truncated archive, cut at a chunk boundary, inside a chunk or inside its header', async () => {
  const { file } = await sample();
  const data = readFileSync(file);
  const start = headerLength(data);
  const sealed = FAST.chunkBytes + 16;
  const cuts: [number, string][] = [
    [start + 3 * sealed, 'TRUNCATED'],
    [start + 3 * sealed + 100, 'DAMAGED'],
    [start, 'TRUNCATED'],
    [20, 'TRUNCATED'],
  ];
  for (const [length, code] of cuts) {
    writeFileSync(file, data.subarray(0, length));
    const error = await failure(readArchive({ file, key: KEY }));
    expect([length, error.code]).toEqual([length, code]);
  }
  writeFileSync(file, data.subarray(0, start + 3 * sealed));
  expect((await failure(readArchive({ file, key: KEY }))).message).toMatch(
    /ends after chunk 3, before its last/,
  );
});

it('refuses two chunks swapped, and a chunk dropped', async () => {
  const { file } = await sample();
  const data = readFileSync(file);
  const start = headerLength(data);
  const sealed = FAST.chunkBytes + 16;
  const chunk = (n: number) => data.subarray(start + n * sealed, start + (n + 1) * sealed);
  const swapped = Buffer.concat([
    data.subarray(0, start),
    chunk(1),
    chunk(0),
    data.subarray(start + 2 * sealed),
  ]);
  writeFileSync(file, swapped);
  expect((await failure(readArchive({ file, key: KEY }))).code).toBe('DAMAGED');
  const dropped = Buffer.concat([data.subarray(0, start), chunk(0), data.subarray(start + 2 * sealed)]);
  writeFileSync(file, dropped);
  expect((await failure(readArchive({ file, key: KEY }))).code).toBe('DAMAGED');
});

it('refuses a file that is not an archive', async () => {
  const file = path.join(dir, 'not.backup');
  writeFileSync(file, 'SQLite format 3\0 and so on');
  expect((await failure(readArchive({ file, key: KEY }))).code).toBe('NOT_AN_ARCHIVE');
  writeFileSync(file, '');
  expect((await failure(readArchive({ file, key: KEY }))).code).toBe('NOT_AN_ARCHIVE');
});

/** An archive whose plaintext is written by hand: records that disagree with their manifest. */
async function handMade(records: Buffer[]) {
  const file = path.join(dir, 'hand.backup');
  await pipeline(Readable.from(records), new EncryptStream({ key: KEY, ...FAST }), createWriteStream(file));
  return file;
}

it('refuses an archive whose files do not match its manifest', async () => {
  const content = bytes(500, 1);
  const entry = { path: 'private-uploads/a.pdf', size: 500, sha256: sha256(content) };
  const file = (manifestFiles: object[], extra: Buffer[] = []) =>
    handMade([
      fileRecordHeader(entry.path, 500),
      content,
      ...extra,
      manifestRecord({ files: manifestFiles }),
      END_RECORD,
    ]);

  // As written: accepted.
  await expect(readArchive({ file: await file([entry]), key: KEY })).resolves.toMatchObject({
    files: [entry],
  });

  const wrongSum = await failure(
    readArchive({ file: await file([{ ...entry, sha256: sha256(bytes(500, 2)) }]), key: KEY }),
  );
  expect(wrongSum.code).toBe('MANIFEST');
  expect(wrongSum.message).toMatch(/1 files differ/);

  const missing = await failure(
    readArchive({
      file: await file([entry, { path: 'private-uploads/b.pdf', size: 1, sha256: sha256(Buffer.from('b')) }]),
      key: KEY,
    }),
  );
  expect(missing.message).toMatch(/1 listed files are missing/);

  const unlisted = await failure(
    readArchive({
      file: await file([entry], [fileRecordHeader('uploads/c.png', 1), Buffer.from('c')]),
      key: KEY,
    }),
  );
  expect(unlisted.message).toMatch(/1 files are not listed/);
});

it('refuses an archive without a manifest or without its end', async () => {
  const noManifest = await handMade([fileRecordHeader('a', 1), Buffer.from('a'), END_RECORD]);
  expect((await failure(readArchive({ file: noManifest, key: KEY }))).code).toBe('MANIFEST');
  const noEnd = await handMade([manifestRecord({ files: [] })]);
  expect((await failure(readArchive({ file: noEnd, key: KEY }))).code).toBe('DAMAGED');
});

it('never writes over an existing file', async () => {
  const { file } = await sample();
  const before = readFileSync(file);
  await expect(writeArchive({ file, key: KEY, entries: [], manifest: {}, ...FAST })).rejects.toMatchObject({
    code: 'EEXIST',
  });
  expect(readFileSync(file)).toEqual(before);
});

it('refuses an unsafe path when writing and when reading', async () => {
  await expect(
    writeArchive({
      file: path.join(dir, 'u.backup'),
      key: KEY,
      entries: [{ path: '../etc/passwd', data: Buffer.from('x') }],
      manifest: {},
      ...FAST,
    }),
  ).rejects.toThrow(/plain relative path/);
  const file = await handMade([
    fileRecordHeader('../escape', 1),
    Buffer.from('x'),
    manifestRecord({ files: [] }),
    END_RECORD,
  ]);
  expect((await failure(readArchive({ file, key: KEY }))).message).toMatch(/unsafe path/);
});
