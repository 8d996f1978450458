// SVG building blocks for the vector artwork: the document, lettering drawn as outlines, shapes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const r1 = (n) => String(Math.round(n * 10) / 10);

export function svg(w, h, label, body, viewBox = `0 0 ${w} ${h}`) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" role="img" ` +
    `aria-label="${esc(label)}"><title>${esc(label)}</title>${body}</svg>\n`
  );
}

/** Rough advance width of a string in em, bold sans (Inter / Arial / Roboto are all close to this). */
export function emWidth(str, spacingEm = 0) {
  let w = 0;
  for (const ch of str) {
    if (" .,:;!|iljtfI'’".includes(ch)) w += 0.3;
    else if ('r'.includes(ch)) w += 0.4;
    else if ('mwMW'.includes(ch)) w += 0.88;
    else if (/[A-Z&@]/.test(ch)) w += 0.7;
    else w += 0.6;
    w += spacingEm;
  }
  return w - spacingEm;
}

/** Inter (the @fontsource files the site already has) at one weight, parsed once. */
const fonts = new Map();
function inter(weight) {
  if (!fonts.has(weight)) {
    const file = readFileSync(
      path.join(ROOT, 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`),
    );
    fonts.set(weight, opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)));
  }
  return fonts.get(weight);
}

/**
 * A path's data to a tenth of a pixel. The points are rounded first: opentype.js leaves out the separator
 * before a value that is negative until it rounds to 0 ("28.4" and "0" would run together as "28.40").
 */
function pathData(run) {
  for (const command of run.commands) {
    for (const key of ['x', 'y', 'x1', 'y1', 'x2', 'y2']) {
      if (key in command) command[key] = Math.round(command[key] * 10) / 10;
    }
  }
  return run.toPathData(1);
}

/**
 * Lettering drawn as outlines of Inter, one path per coloured run. An SVG shown as an image is a document
 * of its own: live text in it makes the browser look up every font family in the list before the first
 * paint (tens of milliseconds on the page's critical path), and it looked different on every platform,
 * since few have Inter. The width is the font's own, squeezed to maxWidth when longer. `parts` is a list
 * of [string, fill] runs; spacing is extra space between letters in pixels.
 */
export function wordmark(
  x,
  y,
  parts,
  { size, weight = 700, spacing = 0, anchor = 'start', maxWidth = Infinity },
) {
  const font = inter(weight);
  const scale = size / font.unitsPerEm;
  const runs = [];
  let pen = 0;
  let previous = null;
  for (const [text, fill] of parts) {
    const run = new opentype.Path();
    for (const character of text) {
      const glyph = font.charToGlyph(character);
      if (glyph.index === 0) throw new Error(`Inter has no glyph for "${character}" (in "${text}")`);
      if (previous) pen += font.getKerningValue(previous, glyph) * scale;
      run.extend(glyph.getPath(pen, 0, size));
      pen += glyph.advanceWidth * scale + spacing;
      previous = glyph;
    }
    runs.push([run, fill]);
  }
  const natural = pen - spacing;
  const squeeze = Math.min(1, maxWidth / natural);
  const width = natural * squeeze;
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const squeezed = squeeze < 1 ? ` scale(${Math.round(squeeze * 1000) / 1000} 1)` : '';
  const paths = runs.map(([run, fill]) => `<path fill="${fill}" d="${pathData(run)}"/>`).join('');
  return `<g transform="translate(${r1(left)} ${r1(y)})${squeezed}">${paths}</g>`;
}

export const stroke = (c, w, extra = '') =>
  `fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}`;

export function polygonPoints(cx, cy, n, radii, rot = -90) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180;
    const r = radii[i % radii.length];
    pts.push(`${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Map pin with its tip at (x, y). */
export function pin(x, y, r, fill) {
  const cy = y - 2.2 * r;
  const dx = r * 0.87;
  return `<path d="M${r1(x)} ${r1(y)}L${r1(x - dx)} ${r1(cy + r * 0.5)}A${r} ${r} 0 1 1 ${r1(x + dx)} ${r1(cy + r * 0.5)}Z" fill="${fill}"/>`;
}
