#!/usr/bin/env node
/**
 * Draws the site's raster illustrations (events, student portraits, wall of love, home-page hero, recruiter
 * diagram, blog placeholder) as SVG scenes and rasterises them with sharp. Where each image goes, its size and
 * its alt text come from lib/media/photos.json; the scenes here only draw. Output is deterministic: all variation
 * comes from a seeded PRNG, so an unchanged scene gives a byte-identical file.
 *
 * Usage: node tools/art/raster/index.mjs [event|student|love|hero] [--out DIR]
 */
import { statSync } from 'node:fs';
import sharp from 'sharp';
import { checkCount, checkSize, commandLine, publicPath, readMedia, writeUnder } from '../files.mjs';
import { resetPeople } from './people.mjs';
import { seed } from './random.mjs';
import { doc } from './svg.mjs';
import { eventScenes } from './scenes/events.mjs';
import { blogCover, hero, howItWorks } from './scenes/features.mjs';
import { portraits, studentPortrait } from './scenes/portraits.mjs';
import { loveScenes } from './scenes/wall-of-love.mjs';

const { root, words } = commandLine();
const only = words[0];
const photos = readMedia('photos');
const outputs = [];

/** Rasterises one SVG document to `rel` (WebP, or JPEG for .jpg) after checking its size against the record. */
async function render(svg, rel, { record, quality } = {}) {
  const [, width, height] = svg.match(/^<svg [^>]*?width="(\d+)" height="(\d+)"/).map(Number);
  if (record) checkSize(record, width, height);
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (rel.endsWith('.jpg'))
    img = img.flatten({ background: '#0f172a' }).jpeg({ quality: quality ?? 75, mozjpeg: true });
  else img = img.webp({ quality: quality ?? 72, effort: 6 });
  const file = writeUnder(root, rel, await img.toBuffer());
  outputs.push([rel, statSync(file).size]);
}

checkCount('eventPhotos', photos.eventPhotos, eventScenes);
checkCount('studentPhotos', photos.studentPhotos, portraits);
checkCount('wallOfLove', photos.wallOfLove, loveScenes);

if (!only || only === 'event')
  for (const [i, record] of photos.eventPhotos.entries()) {
    seed(100 + i);
    resetPeople(i * 3);
    await render(doc(480, 360, eventScenes[i]()), publicPath(record.src), { record });
  }
if (!only || only === 'student')
  for (const [i, record] of photos.studentPhotos.entries()) {
    seed(300 + i);
    await render(doc(240, 240, studentPortrait(i)), publicPath(record.src), { record, quality: 78 });
  }
if (!only || only === 'love')
  for (const [i, record] of photos.wallOfLove.entries()) {
    seed(500 + i);
    resetPeople(i * 5 + 2);
    await render(doc(480, 360, loveScenes[i]()), publicPath(record.src), { record });
  }
if (!only || only === 'hero') {
  seed(700);
  await render(hero(), publicPath(photos.heroStudents.src), { record: photos.heroStudents });
  seed(701);
  await render(howItWorks(), publicPath(photos.howItWorks.src), { record: photos.howItWorks });
  seed(702);
  // The blog's placeholder cover: the blog code names it (/blog.jpg) and gives its alt text.
  await render(blogCover(), 'public/blog.jpg', { quality: 75 });
}

let total = 0;
for (const [rel, size] of outputs) {
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(6)} KB  ${rel}`);
}
console.log(`${outputs.length} files, ${(total / 1024).toFixed(1)} KB total, under ${root}`);
