// What both generators share around the drawing: where they write, and the media records they read.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The command line: `--out DIR` writes the files under DIR (as DIR/public/…) instead of the repository, to compare
 * a run with what is committed; the remaining words are left to the generator.
 */
export function commandLine() {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  return { root: values.out ? resolve(values.out) : REPO, words: positionals };
}

/** Writes `content` at `rel` under `root`, making the folders it needs. */
export function writeUnder(root, rel, content) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

/** A media record file from lib/media (hand-edited; the site imports the same file). */
export function readMedia(name) {
  return JSON.parse(readFileSync(join(REPO, 'lib/media', `${name}.json`), 'utf8'));
}

/** The public/ path of a record's site address ("/images/a.webp" -> "public/images/a.webp"). */
export const publicPath = (src) => join('public', src);

/** Fails when a drawing and its record disagree on the picture's size. */
export function checkSize(record, width, height) {
  if (record.width !== width || record.height !== height)
    throw new Error(
      `${record.src}: lib/media says ${record.width}x${record.height}, the drawing is ${width}x${height}`,
    );
}

/** Fails when a record list and the drawings for it differ in length. */
export function checkCount(what, records, drawings) {
  if (records.length !== drawings.length)
    throw new Error(`${what}: lib/media lists ${records.length}, tools/art draws ${drawings.length}`);
}
