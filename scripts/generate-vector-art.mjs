#!/usr/bin/env node
/**
 * Writes the site's original vector artwork (brand mark, fictional partner and client logos, credential spot
 * illustrations, map facade, India outline, logo-showcase samples) and the data module lib/media/logos.ts.
 *
 * Every company here is invented; every mark is drawn from plain shapes. Output is deterministic, so re-running
 * the script produces byte-identical files. Usage: node scripts/generate-vector-art.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FONT = 'Inter, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

const BRAND = {
  blue: '#1d4ed8',
  navy: '#0f172a',
  blue900: '#1e3a8a',
  orange: '#c2410c',
  orangeBright: '#f97316',
  slate: '#475569',
  surface: '#f8fafc',
  surfaceBlue: '#eff6ff',
};

let written = 0;
function write(rel, content) {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written += 1;
}

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (n) => String(Math.round(n * 10) / 10);

function svg(w, h, label, body, viewBox = `0 0 ${w} ${h}`) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" role="img" ` +
    `aria-label="${esc(label)}"><title>${esc(label)}</title>${body}</svg>\n`
  );
}

/** Rough advance width of a string in em, bold sans (Inter / Arial / Roboto are all close to this). */
function emWidth(str, spacingEm = 0) {
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

/**
 * A text element whose length is pinned with textLength, so the wordmark keeps its layout whichever of the
 * fallback fonts the viewer has. `parts` is a list of [string, fill] runs.
 */
function wordmark(x, y, parts, { size, weight = 700, spacing = 0, anchor = 'start', maxWidth = Infinity }) {
  const str = parts.map((p) => p[0]).join('');
  const natural = emWidth(str, spacing / size) * size;
  const len = Math.min(natural, maxWidth);
  const runs = parts
    .map(([s, fill]) => (parts.length === 1 ? esc(s) : `<tspan fill="${fill}">${esc(s)}</tspan>`))
    .join('');
  const fill = parts.length === 1 ? ` fill="${parts[0][1]}"` : '';
  const ls = spacing ? ` letter-spacing="${spacing}"` : '';
  const an = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(size)}" font-weight="${weight}"` +
    `${ls}${an}${fill} textLength="${r1(len)}" lengthAdjust="spacingAndGlyphs">${runs}</text>`
  );
}

const stroke = (c, w, extra = '') =>
  `fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}`;

function polygonPoints(cx, cy, n, radii, rot = -90) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180;
    const r = radii[i % radii.length];
    pts.push(`${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Map pin with its tip at (x, y). */
function pin(x, y, r, fill) {
  const cy = y - 2.2 * r;
  const dx = r * 0.87;
  return `<path d="M${r1(x)} ${r1(y)}L${r1(x - dx)} ${r1(cy + r * 0.5)}A${r} ${r} 0 1 1 ${r1(x + dx)} ${r1(cy + r * 0.5)}Z" fill="${fill}"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Brand
// ---------------------------------------------------------------------------------------------------------------

/** The Codebridge mark in a 64x64 box: code brackets as bridge towers, an orange arch and a deck between them. */
function brandMark(bracket = BRAND.blue, arch = BRAND.orangeBright, deck = BRAND.blue900) {
  return (
    `<path d="M21 14L7 32l14 18M43 14l14 18-14 18" ${stroke(bracket, 7)}/>` +
    `<path d="M17 42C22 24 42 24 47 42" ${stroke(arch, 5.5)}/>` +
    `<path d="M26 34v8M32 30v12M38 34v8" ${stroke(arch, 2.5)}/>` +
    `<path d="M15 44h34" ${stroke(deck, 4.5)}/>`
  );
}

function brand() {
  write('public/brand/mark.svg', svg(64, 64, 'Codebridge Institute', brandMark()));
  write(
    'public/brand/logo.svg',
    svg(
      180,
      40,
      'Codebridge Institute',
      `<g transform="scale(.625)">${brandMark()}</g>` +
        wordmark(
          46,
          27.5,
          [
            ['Code', BRAND.navy],
            ['bridge', BRAND.blue],
          ],
          { size: 21, weight: 800, spacing: -0.3, maxWidth: 131 },
        ),
    ),
  );
  // Favicon: fewer, bolder strokes so it survives 16 px.
  write(
    'app/icon.svg',
    svg(
      32,
      32,
      'Codebridge Institute',
      `<rect width="32" height="32" rx="7" fill="${BRAND.blue}"/>` +
        `<path d="M11 8.5L4.8 16l6.2 7.5M21 8.5l6.2 7.5-6.2 7.5" ${stroke('#fff', 3.4)}/>` +
        `<path d="M11.2 22.5C12.6 15 19.4 15 20.8 22.5" ${stroke(BRAND.orangeBright, 3.2)}/>`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2-3. Company symbols (each drawn in a 40x40 box; a = main colour, b = accent, k = ink)
// ---------------------------------------------------------------------------------------------------------------

const SYMBOLS = {
  cloud: (a, b) =>
    `<circle cx="29" cy="11" r="6" fill="${b}"/>` +
    `<path d="M11 32h18a8 8 0 0 0 1.3-15.9A10.5 10.5 0 0 0 10.2 19.2 6.4 6.4 0 0 0 11 32z" fill="${a}"/>` +
    `<path d="M13 26h14" ${stroke('#fff', 2.4, ' opacity=".7"')}/>`,
  qRing: (a, b) =>
    `<circle cx="19" cy="19" r="12.5" ${stroke(a, 6.5)}/><path d="M25 25l9.5 9.5" ${stroke(b, 6.5)}/>`,
  wingBars: (a, b) =>
    `<path d="M5 35l8-11" ${stroke(a, 5.5, ' opacity=".55"')}/><path d="M14 35l11-17" ${stroke(a, 5.5)}/>` +
    `<path d="M24 35L36 8" ${stroke(b, 5.5)}/>`,
  tessellate: (a, b) =>
    `<g stroke="#fff" stroke-width="1.6" stroke-linejoin="round"><path d="M20 3l8.5 15.5h-17zM11.5 18.5L20 34H3zM28.5 18.5L37 34H20z" fill="${a}"/>` +
    `<path d="M11.5 18.5h17L20 34z" fill="${b}"/></g>`,
  peaks: (a, b) =>
    `<path d="M19 35l10-17 10 17z" fill="${b}"/><path d="M1 35L16 9l15 26z" fill="${a}"/>` +
    `<path d="M16 9l-4.4 7.6 2.6-1.2 1.8 2 1.8-2 2.6 1.2z" fill="#fff"/>`,
  orbit: (a, b) =>
    `<ellipse cx="20" cy="20" rx="18" ry="7" ${stroke(b, 3)} transform="rotate(-25 20 20)"/>` +
    `<circle cx="20" cy="20" r="9" fill="${a}" stroke="#fff" stroke-width="2.5"/>` +
    `<path d="M3.7 27.6A18 7-25 0 0 36.3 12.4" ${stroke(b, 3)}/><circle cx="36.3" cy="12.4" r="3.4" fill="${b}"/>`,
  leaf: (a, b) =>
    `<path d="M5 35C5 17 16 5 35 5c0 19-11 30-30 30z" fill="${a}"/><path d="M8 32L26 14" ${stroke('#fff', 2.6)}/>` +
    `<circle cx="31" cy="31" r="4" fill="${b}"/>`,
  hexLeaf: (a, b) =>
    `<polygon points="${polygonPoints(20, 20, 6, [19], 0)}" fill="${a}"/>` +
    `<path d="M12.5 28c0-9 5.5-14.5 15-15 0 9.5-5.5 15-15 15z" fill="${b}"/><path d="M12.5 28l7-7" ${stroke(a, 2)}/>`,
  layers: (a, b) =>
    `<path d="M20 4l16 8-16 8-16-8z" fill="${b}"/><path d="M4 19.5l16 8 16-8M4 27l16 8 16-8" ${stroke(a, 3.6)}/>`,
  cube: (a, b, k) =>
    `<path d="M20 3l16 8.5-16 8.5-16-8.5z" fill="${b}"/><path d="M4 11.5l16 8.5v18L4 29.5z" fill="${a}"/>` +
    `<path d="M36 11.5L20 20v18l16-8.5z" fill="${k}"/>`,
  bird: (a, b) =>
    `<path d="M3 25c8 1 13-2 17-9 4-7 9-10 15-8l4 2-4.5 2.5C34 24 26 33 14 33c-5 0-8.5-2-11-8z" fill="${a}"/>` +
    `<path d="M12 25c6 0 11-3 14-8" ${stroke(b, 3)}/><circle cx="32" cy="11" r="1.6" fill="#fff"/>`,
  helix: (a, b, k) =>
    `<path d="M14 21h12M14 5h12M14 35h12" ${stroke(k, 2.2, ' opacity=".5"')}/>` +
    `<path d="M12 3c0 9 16 8 16 17s-16 8-16 17" ${stroke(a, 4)}/><path d="M28 3c0 9-16 8-16 17s16 8 16 17" ${stroke(b, 4)}/>`,
  compass: (a, b) =>
    `<circle cx="20" cy="20" r="17" ${stroke(a, 3.2)}/><path d="M20 6l5 14H15z" fill="${b}"/>` +
    `<path d="M20 34l5-14H15z" fill="${a}" opacity=".45"/><circle cx="20" cy="20" r="2.2" fill="#fff"/>`,
  gate: (a, b) =>
    `<path d="M5 37V19a15 15 0 0 1 30 0v18h-7.5V19a7.5 7.5 0 0 0-15 0v18z" fill="${a}"/>` +
    `<rect x="17" y="1" width="6" height="6.5" rx="1.5" fill="${b}"/>`,
  mesa: (a, b) =>
    `<circle cx="25" cy="12" r="7" fill="${b}"/><path d="M1 35l9-13h20l9 13z" fill="${a}"/>` +
    `<path d="M1 35l9-13h5l-5 13z" fill="#fff" opacity=".25"/>`,
  starburst: (a, b) =>
    `<polygon points="${polygonPoints(20, 20, 16, [19, 9.5])}" fill="${a}"/>` +
    `<circle cx="20" cy="20" r="6" fill="#fff"/><circle cx="20" cy="20" r="3" fill="${b}"/>`,
  globe: (a, b) =>
    `<circle cx="20" cy="20" r="17" fill="${a}" opacity=".12"/><circle cx="20" cy="20" r="17" ${stroke(a, 3)}/>` +
    `<ellipse cx="20" cy="20" rx="7.5" ry="17" ${stroke(a, 2.6)}/><path d="M3.5 20h33" ${stroke(b, 3)}/>`,
  grid: (a, b) =>
    [0, 1, 2]
      .flatMap((r) => [0, 1, 2].map((c) => [r, c]))
      .map(
        ([r, c]) =>
          `<rect x="${1 + c * 13}" y="${1 + r * 13}" width="11" height="11" rx="3" fill="${r === 1 && c === 1 ? b : a}"${(r + c) % 2 ? ' opacity=".45"' : ''}/>`,
      )
      .join(''),
  wind: (a, b) =>
    `<path d="M3 13h21a5.5 5.5 0 1 0-5.5-5.5" ${stroke(a, 3.6)}/>` +
    `<path d="M3 21h29a5.5 5.5 0 1 1-5.5 5.5" ${stroke(b, 3.6)}/><path d="M3 29h13" ${stroke(a, 3.6)}/>`,
  spark: (a, b) =>
    `<rect width="40" height="40" rx="10" fill="${a}"/>` +
    `<path d="M20 6c1.6 7.4 6.6 12.4 14 14-7.4 1.6-12.4 6.6-14 14-1.6-7.4-6.6-12.4-14-14 7.4-1.6 12.4-6.6 14-14z" fill="${b}"/>`,
  pixels: (a, b) => {
    const cells = [
      [3, 0],
      [2, 1],
      [3, 1],
      [1, 2],
      [2, 2],
      [3, 2],
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ];
    return cells
      .map(
        ([c, r]) =>
          `<rect x="${1 + c * 9.6}" y="${1 + r * 9.6}" width="8.4" height="8.4" rx="1.5" fill="${c === 3 && r === 0 ? b : a}"/>`,
      )
      .join('');
  },
  // --- client symbols ---
  bag: (a, b) =>
    `<path d="M14 15v-4a6 6 0 0 1 12 0v4" ${stroke(b, 3.2)}/><path d="M6 14h28l-2.5 22h-23z" fill="${a}"/>` +
    `<path d="M14 21a6 6 0 0 0 12 0" ${stroke('#fff', 2.6)}/>`,
  coin: (a) =>
    `<circle cx="20" cy="20" r="18" fill="${a}"/><circle cx="20" cy="20" r="14" ${stroke('#fff', 1.6, ' opacity=".4"')}/>` +
    `<path d="M14 12.5h12M14 17.5h12M16 12.5c5.5 0 7.5 2 7.5 5s-2.5 5-7.5 5h-2l9.5 8.5" ${stroke('#fff', 2.6)}/>`,
  heartPlus: (a) =>
    `<path d="M20 36S3 26 3 14.5a8.5 8.5 0 0 1 17-3 8.5 8.5 0 0 1 17 3C37 26 20 36 20 36z" fill="${a}"/>` +
    `<path d="M20 14v12M14 20h12" ${stroke('#fff', 3.6)}/>`,
  loop: (a, b) =>
    `<path d="M33 16A13.6 13.6 0 0 0 8.5 13.5" ${stroke(a, 4)}/><path d="M3 12h11l-5.5 7z" fill="${a}"/>` +
    `<path d="M7 24a13.6 13.6 0 0 0 24.5 2.5" ${stroke(b, 4)}/><path d="M26 28h11l-5.5-7z" fill="${b}"/>`,
  sprout: (a, b) =>
    `<path d="M20 35V19M10 36h20" ${stroke(a, 3.4)}/><path d="M20 23C12 23 6 18 6 10c8 0 14 5 14 13z" fill="${a}"/>` +
    `<path d="M20 19c0-8 5-14 14-14 0 8-6 14-14 14z" fill="${b}"/>`,
  shield: (a, b) =>
    `<path d="M20 2l16 5.5V19c0 9.5-6.5 15.5-16 19C10.5 34.5 4 28.5 4 19V7.5z" fill="${a}"/>` +
    `<circle cx="20" cy="17" r="4.5" fill="${b}"/><path d="M17.8 19h4.4l1.6 9h-7.6z" fill="${b}"/>`,
  crossSquare: (a, b) =>
    `<path d="M15 4h10v11h11v10H25v11H15V25H4V15h11z" fill="${a}" stroke="${a}" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cx="20" cy="20" r="4.5" fill="${b}"/>`,
  box: (a, b, k) =>
    `<path d="M2 15h8M5 22h5M2 29h8" ${stroke(k, 3)}/><rect x="13" y="8" width="25" height="28" rx="2.5" fill="${a}"/>` +
    `<path d="M13 16h25" stroke="${k}" stroke-width="2" opacity=".5"/><rect x="22" y="8" width="7" height="12" fill="${b}"/>`,
  book: (a, b) =>
    `<path d="M19 10C15 7 10 6 3 6v25c7 0 12 1 16 4z" fill="${a}"/><path d="M21 10c4-3 9-4 16-4v25c-7 0-12 1-16 4z" fill="${b}"/>`,
  cart: (a, b) =>
    `<path d="M2 6h6.5l4 19h19l4-13H10.5" ${stroke(a, 3.6)}/>` +
    `<circle cx="15.5" cy="33" r="3.5" fill="${b}"/><circle cx="29" cy="33" r="3.5" fill="${b}"/>`,
  bars: (a, b) =>
    `<rect x="4" y="24" width="8" height="13" rx="1.5" fill="${a}" opacity=".5"/>` +
    `<rect x="15" y="18" width="8" height="19" rx="1.5" fill="${a}" opacity=".75"/>` +
    `<rect x="26" y="12" width="8" height="25" rx="1.5" fill="${a}"/>` +
    `<path d="M4 16l10-7 8 3 14-9" ${stroke(b, 3)}/>`,
  pulse: (a) =>
    `<circle cx="20" cy="20" r="18" fill="${a}"/><path d="M5 21h7l3.5-8 5 15 3.5-10 2.5 3H35" ${stroke('#fff', 3)}/>`,
  route: (a, b) =>
    `<path d="M10 23c0 10 20 0 20 6" ${stroke(a, 2.6, ' stroke-dasharray="3 4"')}/>` +
    pin(10, 22, 6.5, a) +
    pin(30, 30, 6.5, b) +
    `<circle cx="10" cy="7.7" r="2.4" fill="#fff"/><circle cx="30" cy="15.7" r="2.4" fill="#fff"/>`,
  flower: (a, b) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const t = ((-90 + 72 * i) * Math.PI) / 180;
        return `<circle cx="${r1(20 + 10 * Math.cos(t))}" cy="${r1(20 + 10 * Math.sin(t))}" r="8" fill="${a}" opacity=".8"/>`;
      })
      .join('') + `<circle cx="20" cy="20" r="6" fill="${b}"/>`,
  apple: (a, b) =>
    `<path d="M20 13c-3-2.5-7.5-3-10.5-1C4 15.5 4.5 25 8.5 31c3 4.5 7 5.5 11.5 4 4.5 1.5 8.5.5 11.5-4 4-6 4.5-15.5-1-19-3-2-7.5-1.5-10.5 1z" fill="${a}"/>` +
    `<path d="M21 12c0-5.5 3-9 9-9 0 5.5-3 9-9 9z" fill="${b}"/>`,
  arrowUp: (a) =>
    `<circle cx="20" cy="20" r="18" fill="${a}"/><path d="M9 28l7.5-7.5 5 5L31 16M24 14.5h8.5V23" ${stroke('#fff', 3.4)}/>`,
  drop: (a) =>
    `<path d="M20 2S6.5 16.5 6.5 25a13.5 13.5 0 0 0 27 0C33.5 16.5 20 2 20 2z" fill="${a}"/>` +
    `<path d="M20 19.5v11M14.5 25h11" ${stroke('#fff', 3.4)}/>`,
  containers: (a, b) =>
    `<rect x="2" y="22" width="17.5" height="14" rx="1.5" fill="${a}"/><rect x="20.5" y="22" width="17.5" height="14" rx="1.5" fill="${b}"/>` +
    `<rect x="11" y="6" width="17.5" height="14" rx="1.5" fill="${a}" opacity=".65"/>` +
    `<path d="M7 25.5v7M13 25.5v7M26 25.5v7M32 25.5v7M16.5 9.5v7M22.5 9.5v7" ${stroke('#fff', 1.8, ' opacity=".6"')}/>`,
  bubble: (a, b) =>
    `<path d="M7 4h26a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H18l-8 7v-7H7a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z" fill="${a}"/>` +
    `<path d="M15.5 13a4.5 4.5 0 1 1 6.3 4.1c-1.2.6-1.8 1.4-1.8 2.6" ${stroke('#fff', 2.8)}/><circle cx="20" cy="24.5" r="1.9" fill="${b}"/>`,
  hanger: (a, b) =>
    `<path d="M20 14.5V12a3.8 3.8 0 1 1 3.8-3.8" ${stroke(a, 2.6)}/>` +
    `<path d="M20 15L4 29h32z" fill="${b}" opacity=".3"/><path d="M20 15L4 29h32z" ${stroke(a, 3)}/>`,
};

/**
 * A 160x56 company logo, transparent background. Layouts:
 *  one   - single-line name, mixed case
 *  duo   - single line in two colours (parts)
 *  split - first word large, the rest as a small letter-spaced line below
 *  caps  - uppercase, letter-spaced
 */
function companyLogo({ name, symbol, a, b, k = '#0f172a', layout = 'one', parts }) {
  const sym = `<g transform="translate(8 8)">${SYMBOLS[symbol](a, b, k)}</g>`;
  const x = 56;
  const maxW = 98;
  let text;
  if (layout === 'split') {
    const [first, ...rest] = name.split(' ');
    const size = Math.min(21, maxW / emWidth(first));
    text =
      wordmark(x, 30.5, [[first, k]], { size, weight: 800, spacing: -0.2, maxWidth: maxW }) +
      wordmark(x + 0.5, 43, [[rest.join(' ').toUpperCase(), a]], {
        size: 8,
        weight: 700,
        spacing: 1.8,
        maxWidth: maxW,
      });
  } else if (layout === 'caps') {
    const str = name.toUpperCase();
    const size = Math.min(17, maxW / emWidth(str, 0.12));
    text = wordmark(x, 28 + size * 0.36, [[str, k]], {
      size,
      weight: 800,
      spacing: size * 0.12,
      maxWidth: maxW,
    });
  } else {
    const runs =
      layout === 'duo'
        ? [
            [parts[0], k],
            [parts[1], a],
          ]
        : [[name, k]];
    const size = Math.min(21, maxW / emWidth(name));
    text = wordmark(x, 28 + size * 0.36, runs, { size, weight: 800, spacing: -0.3, maxWidth: maxW });
  }
  return svg(160, 56, name, sym + text);
}

const slugify = (name) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const PARTNERS = [
  {
    name: 'Nimbusware',
    symbol: 'cloud',
    a: '#0284c7',
    b: '#f59e0b',
    layout: 'duo',
    parts: ['Nimbus', 'ware'],
  },
  { name: 'Quantiva', symbol: 'qRing', a: '#4f46e5', b: '#ec4899', layout: 'one' },
  { name: 'Kestrel Analytics', symbol: 'wingBars', a: '#b45309', b: '#0f766e', layout: 'split' },
  { name: 'Tessellate', symbol: 'tessellate', a: '#7c3aed', b: '#f472b6', layout: 'one', k: '#2e1065' },
  { name: 'Bluepeak Systems', symbol: 'peaks', a: '#1e40af', b: '#38bdf8', layout: 'split' },
  { name: 'Orbitline', symbol: 'orbit', a: '#0f172a', b: '#f97316', layout: 'caps' },
  { name: 'Verdant Labs', symbol: 'leaf', a: '#15803d', b: '#a3e635', layout: 'split', k: '#14532d' },
  { name: 'Ironleaf', symbol: 'hexLeaf', a: '#334155', b: '#4ade80', layout: 'duo', parts: ['Iron', 'leaf'] },
  {
    name: 'Lumenstack',
    symbol: 'layers',
    a: '#0891b2',
    b: '#fbbf24',
    layout: 'duo',
    parts: ['Lumen', 'stack'],
  },
  { name: 'Cobaltix', symbol: 'cube', a: '#2563eb', b: '#93c5fd', k: '#1e3a8a', layout: 'caps' },
  { name: 'Sparrowsoft', symbol: 'bird', a: '#9a3412', b: '#fdba74', layout: 'one', k: '#431407' },
  { name: 'Helixion', symbol: 'helix', a: '#db2777', b: '#7c3aed', layout: 'one', k: '#3b0764' },
  { name: 'Northvale Data', symbol: 'compass', a: '#0f766e', b: '#ef4444', layout: 'split', k: '#134e4a' },
  {
    name: 'Cirrusgate',
    symbol: 'gate',
    a: '#475569',
    b: '#06b6d4',
    layout: 'duo',
    parts: ['Cirrus', 'gate'],
  },
  { name: 'Deccan Cloudworks', symbol: 'mesa', a: '#92400e', b: '#f59e0b', layout: 'split', k: '#451a03' },
  { name: 'Saffronix Labs', symbol: 'starburst', a: '#ea580c', b: '#dc2626', layout: 'split' },
  { name: 'Meridiq', symbol: 'globe', a: '#1d4ed8', b: '#10b981', layout: 'one', k: '#172554' },
  { name: 'Gridhaven', symbol: 'grid', a: '#0d9488', b: '#f43f5e', layout: 'caps', k: '#042f2e' },
  { name: 'Zephyrion', symbol: 'wind', a: '#0ea5e9', b: '#6366f1', layout: 'one', k: '#1e1b4b' },
  { name: 'Brightforge Consulting', symbol: 'spark', a: '#111827', b: '#facc15', layout: 'split' },
  {
    name: 'Pixelmoor',
    symbol: 'pixels',
    a: '#65a30d',
    b: '#e11d48',
    layout: 'duo',
    parts: ['Pixel', 'moor'],
    k: '#1a2e05',
  },
];

const CLIENTS = [
  { name: 'Bazaarly', symbol: 'bag', a: '#e11d48', b: '#9f1239', layout: 'one', k: '#4c0519' },
  { name: 'Rupeewise', symbol: 'coin', a: '#047857', b: '#047857', layout: 'duo', parts: ['Rupee', 'wise'] },
  { name: 'Medinest Health', symbol: 'heartPlus', a: '#dc2626', b: '#dc2626', layout: 'split' },
  { name: 'Cargoloop Logistics', symbol: 'loop', a: '#ea580c', b: '#1e3a8a', layout: 'split' },
  {
    name: 'Gyanbud',
    symbol: 'sprout',
    a: '#16a34a',
    b: '#facc15',
    layout: 'duo',
    parts: ['Gyan', 'bud'],
  },
  { name: 'Vaultara Pay', symbol: 'shield', a: '#312e81', b: '#fbbf24', layout: 'caps', k: '#312e81' },
  {
    name: 'Carevista Clinics',
    symbol: 'crossSquare',
    a: '#0891b2',
    b: '#f0fdfa',
    layout: 'split',
    k: '#164e63',
  },
  { name: 'Freightnest', symbol: 'box', a: '#b45309', b: '#fde68a', k: '#78350f', layout: 'one' },
  { name: 'Vidyapath Academy', symbol: 'book', a: '#7c3aed', b: '#a78bfa', layout: 'split', k: '#2e1065' },
  { name: 'Mandicart', symbol: 'cart', a: '#0f766e', b: '#f97316', layout: 'duo', parts: ['Mandi', 'cart'] },
  { name: 'Ledgerline Finance', symbol: 'bars', a: '#1e40af', b: '#22c55e', layout: 'split' },
  {
    name: 'Pulsewell Diagnostics',
    symbol: 'pulse',
    a: '#be123c',
    b: '#be123c',
    layout: 'split',
    k: '#4c0519',
  },
  { name: 'Transitra Logistics', symbol: 'route', a: '#0369a1', b: '#f59e0b', layout: 'split' },
  {
    name: 'Brainbloom',
    symbol: 'flower',
    a: '#c026d3',
    b: '#facc15',
    layout: 'duo',
    parts: ['Brain', 'bloom'],
  },
  { name: 'Freshkosh Grocers', symbol: 'apple', a: '#dc2626', b: '#16a34a', layout: 'split', k: '#14532d' },
  { name: 'Vriddhix Capital', symbol: 'arrowUp', a: '#0f172a', b: '#0f172a', layout: 'split' },
  { name: 'Healora Health', symbol: 'drop', a: '#0d9488', b: '#0d9488', layout: 'split', k: '#134e4a' },
  { name: 'Portlane Logistics', symbol: 'containers', a: '#1d4ed8', b: '#f97316', layout: 'split' },
  { name: 'Quizcraft', symbol: 'bubble', a: '#f59e0b', b: '#78350f', layout: 'one', k: '#451a03' },
  { name: 'Stitchbay Apparel', symbol: 'hanger', a: '#be185d', b: '#f9a8d4', layout: 'split', k: '#500724' },
];

function companies() {
  for (const p of PARTNERS) write(`public/logos/partners/${slugify(p.name)}.svg`, companyLogo(p));
  for (const c of CLIENTS) write(`public/logos/clients/${slugify(c.name)}.svg`, companyLogo(c));
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Credential spot illustrations (120x120)
// ---------------------------------------------------------------------------------------------------------------

const C = {
  blue: '#1d4ed8',
  navy: '#1e3a8a',
  light: '#93c5fd',
  pale: '#dbeafe',
  orange: '#f97316',
  white: '#fff',
};

function person(cx, cy, r, fill) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 1.9} ${cy + r * 3.1}a${r * 1.9} ${r * 1.9} 0 0 1 ${r * 3.8} 0z" fill="${fill}"/>`;
}

const CREDENTIALS = {
  certificate: [
    'Certificate',
    `<rect x="26" y="30" width="68" height="50" rx="5" fill="${C.white}" stroke="${C.blue}" stroke-width="3"/>` +
      `<rect x="36" y="40" width="48" height="6" rx="3" fill="${C.blue}"/>` +
      `<path d="M36 54h36M36 62h26" ${stroke(C.light, 3.5)}/>` +
      `<path d="M72 84l-3 14 5.5-3 4 4 1.5-13zM88 84l3 14-5.5-3-4 4-1.5-13z" fill="${C.navy}"/>` +
      `<circle cx="80" cy="78" r="11" fill="${C.orange}"/><path d="M75 78l3.5 3.5 6.5-7" ${stroke(C.white, 2.8)}/>`,
  ],
  projects: [
    'Real projects',
    `<rect x="22" y="30" width="76" height="58" rx="7" fill="${C.white}" stroke="${C.navy}" stroke-width="3"/>` +
      `<path d="M22 43V37a7 7 0 0 1 7-7h62a7 7 0 0 1 7 7v6z" fill="${C.blue}"/>` +
      `<circle cx="31" cy="37" r="2.3" fill="${C.white}"/><circle cx="39" cy="37" r="2.3" fill="${C.white}"/><circle cx="47" cy="37" r="2.3" fill="${C.white}"/>` +
      `<path d="M49 56l-9 9 9 9M71 56l9 9-9 9" ${stroke(C.blue, 4.5)}/><path d="M64 53l-8 24" ${stroke(C.orange, 4.5)}/>`,
  ],
  mentors: [
    'Mentors',
    person(46, 50, 11, C.blue) +
      person(80, 62, 8.5, C.light) +
      `<path d="M68 22h26a5 5 0 0 1 5 5v11a5 5 0 0 1-5 5h-14l-7 6v-6h-5a5 5 0 0 1-5-5V27a5 5 0 0 1 5-5z" fill="${C.orange}"/>` +
      `<circle cx="73" cy="32.5" r="2.4" fill="${C.white}"/><circle cx="81" cy="32.5" r="2.4" fill="${C.white}"/><circle cx="89" cy="32.5" r="2.4" fill="${C.white}"/>` +
      `<path d="M22 92h76" ${stroke(C.navy, 3)}/>`,
  ],
  placement: [
    'Placement support',
    `<path d="M48 44v-6a5 5 0 0 1 5-5h14a5 5 0 0 1 5 5v6" ${stroke(C.navy, 4.5)}/>` +
      `<rect x="26" y="44" width="68" height="44" rx="7" fill="${C.blue}"/>` +
      `<path d="M26 62h68" stroke="${C.navy}" stroke-width="3"/><rect x="54" y="57" width="12" height="10" rx="2.5" fill="${C.pale}"/>` +
      `<circle cx="88" cy="40" r="13" fill="${C.orange}" stroke="${C.white}" stroke-width="3"/><path d="M82 40l4 4 8-8" ${stroke(C.white, 3)}/>`,
  ],
  students: [
    'Students',
    person(35, 58, 8, C.light) +
      person(85, 58, 8, C.light) +
      person(60, 54, 10.5, C.blue) +
      `<path d="M60 30l19 7.5-19 7.5-19-7.5z" fill="${C.navy}"/><path d="M49 41.5v5c7 4 15 4 22 0v-5" fill="${C.navy}"/>` +
      `<path d="M77 38.5v9" ${stroke(C.orange, 2.5)}/><circle cx="77" cy="49" r="2.6" fill="${C.orange}"/>`,
  ],
  interview: [
    'Mock interviews',
    `<path d="M30 24h44a7 7 0 0 1 7 7v20a7 7 0 0 1-7 7H44l-10 9v-9h-4a7 7 0 0 1-7-7V31a7 7 0 0 1 7-7z" fill="${C.blue}"/>` +
      `<path d="M33 36h32M33 45h20" ${stroke(C.white, 3.5, ' opacity=".85"')}/>` +
      `<path d="M90 62H54a7 7 0 0 0-7 7v14a7 7 0 0 0 7 7h24l10 8v-8h2a7 7 0 0 0 7-7V69a7 7 0 0 0-7-7z" fill="${C.orange}"/>` +
      `<path d="M63 76l5 5 10-10" ${stroke(C.white, 4)}/>`,
  ],
  lab: [
    'Computer lab',
    `<rect x="24" y="26" width="72" height="48" rx="6" fill="${C.navy}"/><rect x="30" y="32" width="60" height="36" rx="2.5" fill="#eff6ff"/>` +
      `<path d="M37 41h20M37 49h30M43 57h22" ${stroke(C.blue, 3.5)}/><path d="M71 41h10" ${stroke(C.orange, 3.5)}/>` +
      `<path d="M53 74h14l3 10H50z" fill="#475569"/><rect x="28" y="88" width="64" height="8" rx="3" fill="#94a3b8"/>`,
  ],
  'live-classes': [
    'Live classes',
    `<rect x="20" y="34" width="80" height="54" rx="7" fill="${C.blue}"/><path d="M53 49v24l20-12z" fill="${C.white}"/>` +
      `<path d="M44 96h32" ${stroke(C.navy, 4)}/><path d="M60 88v8" ${stroke(C.navy, 4)}/>` +
      `<rect x="66" y="22" width="40" height="17" rx="8.5" fill="#dc2626" stroke="${C.white}" stroke-width="2.5"/><circle cx="75" cy="30.5" r="3" fill="${C.white}"/>` +
      `<text x="81" y="34.3" font-family="${FONT}" font-size="10" font-weight="800" fill="${C.white}" textLength="19" lengthAdjust="spacingAndGlyphs">LIVE</text>`,
  ],
};

function credentials() {
  for (const [slug, [label, body]] of Object.entries(CREDENTIALS)) {
    const bg = `<circle cx="60" cy="60" r="56" fill="#eff6ff" stroke="${C.pale}" stroke-width="2"/>`;
    write(`public/images/credentials/${slug}.svg`, svg(120, 120, label, bg + body));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Map preview (static facade shown before the embedded map loads)
// ---------------------------------------------------------------------------------------------------------------

function mapPreview() {
  const xs = [0, 64, 176, 320, 452, 560, 640]; // vertical road centre lines (320 is the main road)
  const ys = [0, 44, 104, 160, 218, 320]; // horizontal road centre lines (160 is the main road)
  const half = (v, arr) => (v === 320 || v === 160 ? 9 : v === 0 || v === arr.at(-1) ? -4 : 5);
  const parks = new Set(['4,1', '1,3']);
  let blocks = '';
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const x0 = xs[i] + half(xs[i], xs);
      const x1 = xs[i + 1] - half(xs[i + 1], xs);
      const y0 = ys[j] + half(ys[j], ys);
      const y1 = ys[j + 1] - half(ys[j + 1], ys);
      const fill = parks.has(`${i},${j}`) ? ' fill="#d1fae5"' : '';
      // split wide blocks with a lane so the grid looks less regular
      if (x1 - x0 > 110 && (i + j) % 2 === 0) {
        const mid = Math.round((x0 + x1) / 2 + ((i * 7 + j * 13) % 20) - 10);
        blocks += `<rect x="${x0}" y="${y0}" width="${mid - 2 - x0}" height="${y1 - y0}" rx="4"${fill}/>`;
        blocks += `<rect x="${mid + 2}" y="${y0}" width="${x1 - mid - 2}" height="${y1 - y0}" rx="4"${fill}/>`;
      } else {
        blocks += `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="4"${fill}/>`;
      }
    }
  }
  const river = `<path d="M-10 262C90 236 160 300 270 276S450 226 650 256" fill="none" stroke="#bfdbfe" stroke-width="26"/>`;
  const bridges =
    `<path d="M176 240v60M452 224v52" stroke="#f8fafc" stroke-width="10"/>` +
    `<path d="M320 222v90" stroke="#fef3c7" stroke-width="18"/>`;
  const mainRoads =
    `<path d="M320 0v320M0 160h640" stroke="#fde68a" stroke-width="18"/>` +
    `<path d="M320 0v320M0 160h640" stroke="#fef3c7" stroke-width="12"/>` +
    `<path d="M-10 20L200 320" stroke="#fff" stroke-width="11"/>`;
  const labelX = 338;
  const labelW = 102;
  const pinMark =
    `<ellipse cx="320" cy="162" rx="11" ry="4" fill="#0f172a" opacity=".2"/>` +
    pin(320, 160, 16, '#dc2626') +
    `<circle cx="320" cy="124.8" r="6.5" fill="#fff"/>` +
    `<rect x="${labelX + 1}" y="112" width="${labelW}" height="28" rx="8" fill="#0f172a" opacity=".12"/>` +
    `<rect x="${labelX}" y="110" width="${labelW}" height="28" rx="8" fill="#fff" stroke="#cbd5e1"/>` +
    wordmark(labelX + labelW / 2, 128.5, [['Head office', '#0f172a']], {
      size: 13,
      weight: 700,
      anchor: 'middle',
    });
  write(
    'public/images/map-preview.svg',
    svg(
      640,
      320,
      'Map preview: head office location',
      `<rect width="640" height="320" fill="#f8fafc"/><g fill="#e2e8f0">${blocks}</g>${river}${bridges}${mainRoads}${pinMark}`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 6. India outline
// ---------------------------------------------------------------------------------------------------------------

/** Simplified outline of India (as drawn on official Indian maps), clockwise from the northern tip: [lon, lat]. */
const INDIA = [
  [74.6, 37.05],
  [75.6, 36.8],
  [76.6, 35.9],
  [77.8, 35.5],
  [78.9, 35.6],
  [80.2, 35.4],
  [80.0, 34.2],
  [79.3, 33.2],
  [78.9, 32.5],
  [78.5, 32.2],
  [78.7, 31.4],
  [79.4, 31.0],
  [80.2, 30.6],
  [81.0, 30.2],
  [80.2, 29.0],
  [80.05, 28.8],
  [81.3, 28.2],
  [82.5, 27.5],
  [83.4, 27.4],
  [84.2, 27.4],
  [85.0, 26.9],
  [86.0, 26.6],
  [87.2, 26.4],
  [88.1, 26.4],
  [88.1, 27.0],
  [88.0, 27.9],
  [88.6, 28.1],
  [88.9, 27.4],
  [88.9, 26.9],
  [89.8, 26.7],
  [91.0, 26.8],
  [92.1, 26.9],
  [92.0, 27.5],
  [91.7, 27.8],
  [92.5, 27.9],
  [93.5, 28.6],
  [94.5, 29.2],
  [95.5, 29.3],
  [96.2, 29.3],
  [96.6, 29.0],
  [97.4, 28.3],
  [97.2, 27.8],
  [96.2, 27.3],
  [95.4, 26.7],
  [95.1, 26.5],
  [94.7, 25.7],
  [94.7, 25.1],
  [94.2, 24.0],
  [93.4, 23.9],
  [93.3, 23.0],
  [93.1, 22.2],
  [92.6, 21.95],
  [92.3, 22.6],
  [92.25, 23.7],
  [91.7, 22.95],
  [91.2, 23.6],
  [91.4, 24.1],
  [92.0, 24.4],
  [92.4, 24.9],
  [91.8, 25.15],
  [90.5, 25.2],
  [89.85, 25.3],
  [89.85, 26.0],
  [89.0, 26.3],
  [88.45, 26.45],
  [88.15, 25.8],
  [88.45, 25.2],
  [88.1, 24.8],
  [88.7, 24.3],
  [88.75, 23.6],
  [88.7, 23.2],
  [89.1, 22.8],
  [89.1, 22.1],
  [89.0, 21.7],
  [88.6, 21.6],
  [88.1, 21.65],
  [87.5, 21.6],
  [87.0, 21.2],
  [86.8, 20.5],
  [86.7, 20.3],
  [86.4, 20.0],
  [85.8, 19.8],
  [85.2, 19.5],
  [84.8, 19.2],
  [84.1, 18.4],
  [83.3, 17.7],
  [82.3, 16.8],
  [82.3, 16.5],
  [81.5, 16.3],
  [81.2, 16.15],
  [81.0, 15.75],
  [80.35, 15.7],
  [80.2, 15.0],
  [80.35, 14.2],
  [80.55, 13.5],
  [80.6, 13.08],
  [80.45, 12.6],
  [80.0, 11.9],
  [79.85, 10.8],
  [79.85, 10.3],
  [79.3, 10.3],
  [79.0, 9.5],
  [79.3, 9.25],
  [78.6, 9.1],
  [78.2, 8.8],
  [77.8, 8.3],
  [77.55, 8.08],
  [77.1, 8.35],
  [76.95, 8.5],
  [76.6, 8.9],
  [76.3, 9.5],
  [76.25, 9.95],
  [75.9, 10.8],
  [75.8, 11.25],
  [75.35, 11.87],
  [75.0, 12.5],
  [74.85, 12.9],
  [74.5, 14.0],
  [74.1, 14.8],
  [73.8, 15.5],
  [73.45, 16.05],
  [73.3, 17.0],
  [73.0, 18.0],
  [72.75, 18.5],
  [72.5, 19.0],
  [72.6, 19.6],
  [72.75, 20.4],
  [72.65, 21.1],
  [72.6, 21.6],
  [72.45, 22.3],
  [72.15, 21.75],
  [71.6, 21.0],
  [71.0, 20.7],
  [70.4, 20.9],
  [69.9, 21.3],
  [69.6, 21.6],
  [68.97, 22.24],
  [69.1, 22.47],
  [70.05, 22.47],
  [70.5, 22.9],
  [69.7, 22.8],
  [69.35, 22.83],
  [68.7, 23.2],
  [68.4, 23.6],
  [68.8, 24.2],
  [69.5, 24.3],
  [70.1, 24.35],
  [70.7, 24.3],
  [71.1, 24.65],
  [70.6, 25.1],
  [70.3, 25.75],
  [70.1, 26.6],
  [69.5, 27.0],
  [70.4, 28.0],
  [71.0, 28.0],
  [72.2, 28.9],
  [73.3, 29.9],
  [74.0, 30.4],
  [74.5, 30.9],
  [74.55, 31.6],
  [75.2, 32.1],
  [74.6, 32.6],
  [73.8, 33.0],
  [73.5, 33.6],
  [73.6, 34.4],
  [73.0, 34.9],
  [72.8, 35.6],
  [72.9, 36.3],
  [73.6, 36.7],
];

/**
 * Where the site places markers on the 0-100 map: [lon, lat, x, y]. The projection is warped to hit these. Coastal and
 * border cities are anchored a little inland so their markers sit inside the outline rather than on it.
 */
const ANCHORS = [
  [77.21, 28.61, 36, 28], // Delhi
  [73.05, 19.08, 22, 58], // Mumbai
  [73.86, 18.52, 25, 61], // Pune
  [77.59, 12.97, 33, 80], // Bengaluru
  [80.0, 13.08, 42, 79], // Chennai
  [78.49, 17.39, 38, 64], // Hyderabad
  [88.1, 22.57, 70, 47], // Kolkata
  [72.57, 23.02, 20, 45], // Ahmedabad
  [77.54, 8.08, 35, 97], // Kanyakumari (southern tip)
  [76.2, 35.3, 33, 3], // Kashmir
  [74.6, 37.05, 29.5, 1.3], // northern tip of the outline
];

function solveLinear(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

/** Least-squares affine lon/lat -> x/y, plus a Gaussian RBF correction that is exact at the anchors. */
function makeProjection(sigma = 4) {
  const fit = (idx) => {
    const A = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    const b = [0, 0, 0];
    for (const p of ANCHORS) {
      const v = [1, p[0], p[1]];
      for (let i = 0; i < 3; i++) {
        b[i] += v[i] * p[idx];
        for (let j = 0; j < 3; j++) A[i][j] += v[i] * v[j];
      }
    }
    return solveLinear(A, b);
  };
  const ax = fit(2);
  const ay = fit(3);
  const affine = (lon, lat) => [ax[0] + ax[1] * lon + ax[2] * lat, ay[0] + ay[1] * lon + ay[2] * lat];
  const kern = (lon, lat, q) => Math.exp(-((lon - q[0]) ** 2 + (lat - q[1]) ** 2) / (2 * sigma * sigma));
  const K = ANCHORS.map((p) => ANCHORS.map((q) => kern(p[0], p[1], q)));
  const wx = solveLinear(
    K,
    ANCHORS.map((p) => p[2] - affine(p[0], p[1])[0]),
  );
  const wy = solveLinear(
    K,
    ANCHORS.map((p) => p[3] - affine(p[0], p[1])[1]),
  );
  return (lon, lat) => {
    let [x, y] = affine(lon, lat);
    ANCHORS.forEach((q, i) => {
      const w = kern(lon, lat, q);
      x += wx[i] * w;
      y += wy[i] * w;
    });
    return [x, y];
  };
}

function indiaPath() {
  const project = makeProjection();
  return (
    INDIA.map(([lon, lat], i) => {
      const [x, y] = project(lon, lat);
      return `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`;
    }).join('') + 'Z'
  );
}

function indiaMap() {
  write(
    'public/images/india-map.svg',
    svg(
      500,
      500,
      'Map of India',
      `<path d="${indiaPath()}" fill="#dbeafe" stroke="#1d4ed8" stroke-width=".6" stroke-linejoin="round"/>`,
      '0 0 100 100',
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Logo-showcase samples (240x240, each on its own card)
// ---------------------------------------------------------------------------------------------------------------

const SHOWCASE = [
  {
    name: 'Chai & Chapter',
    slug: 'sample-01',
    description: 'Café and reading room: a steaming cup with an open book, in warm roasted browns.',
    bg: '#fef3c7',
    ink: '#78350f',
    accent: '#b45309',
    tagline: 'CAFE & READING ROOM',
    art:
      `<path d="M108 70c-6-8 6-12 0-20M124 70c-6-8 6-12 0-20" ${stroke('#d97706', 4)}/>` +
      `<path d="M84 78h60v24a24 24 0 0 1-24 24h-12a24 24 0 0 1-24-24z" fill="#78350f"/>` +
      `<path d="M144 86h5a10 10 0 0 1 0 20h-7" ${stroke('#78350f', 6)}/><path d="M76 134h80" ${stroke('#b45309', 6)}/>` +
      `<path d="M100 92c5-3 9.5-3 14 0 4.5-3 9-3 14 0v14c-5-3-9.5-3-14 0-4.5-3-9-3-14 0z" fill="#fef3c7"/><path d="M114 92v14" ${stroke('#78350f', 1.5)}/>`,
  },
  {
    name: 'Kinetic Loft',
    slug: 'sample-02',
    description: 'Fitness studio: a bold dumbbell in electric lime on charcoal, for a high-energy gym brand.',
    bg: '#111827',
    ink: '#ffffff',
    accent: '#a3e635',
    tagline: 'FITNESS STUDIO',
    caps: true,
    art:
      `<rect x="98" y="92" width="44" height="10" rx="3" fill="#e5e7eb"/>` +
      `<rect x="72" y="70" width="14" height="54" rx="5" fill="#a3e635"/><rect x="88" y="80" width="10" height="34" rx="4" fill="#a3e635"/>` +
      `<rect x="154" y="70" width="14" height="54" rx="5" fill="#a3e635"/><rect x="142" y="80" width="10" height="34" rx="4" fill="#a3e635"/>`,
  },
  {
    name: 'Paylynx',
    display: 'paylynx',
    slug: 'sample-03',
    description: 'Fintech payments app: two interlocking links in lavender and white on deep indigo.',
    bg: '#312e81',
    ink: '#ffffff',
    accent: '#c7d2fe',
    tagline: 'PAYMENTS, SIMPLIFIED',
    art:
      `<rect x="86" y="76" width="38" height="38" rx="11" ${stroke('#a5b4fc', 9)} transform="rotate(45 105 95)"/>` +
      `<rect x="116" y="76" width="38" height="38" rx="11" ${stroke('#fff', 9)} transform="rotate(45 135 95)"/>` +
      `<path d="M114 77.1l12 12" stroke="#a5b4fc" stroke-width="9"/>`,
  },
  {
    name: 'Mitti Organics',
    slug: 'sample-04',
    description: 'Organic grocery store: a sprout rising from an earthen bowl, in leaf green and terracotta.',
    bg: '#ecfccb',
    ink: '#365314',
    accent: '#65a30d',
    tagline: 'FARM-FRESH STAPLES',
    art:
      `<path d="M120 100V72" ${stroke('#4d7c0f', 5)}/><path d="M120 84c-15 0-24-8-24-22 15 0 24 8 24 22z" fill="#65a30d"/>` +
      `<path d="M120 76c0-15 9-24 24-24 0 15-9 24-24 24z" fill="#84cc16"/>` +
      `<path d="M78 100h84a42 34 0 0 1-84 0z" fill="#9a3412"/><path d="M90 112h60" ${stroke('#fdba74', 3, ' opacity=".6"')}/>`,
  },
  {
    name: 'Wanderwise',
    slug: 'sample-05',
    description:
      'Travel agency: a paper plane looping around a globe, in sky blue with a sunny orange accent.',
    bg: '#e0f2fe',
    ink: '#0c4a6e',
    accent: '#0284c7',
    tagline: 'TRAVELS & TOURS',
    art:
      `<circle cx="120" cy="96" r="34" fill="#0284c7"/><ellipse cx="120" cy="96" rx="14" ry="34" ${stroke('#bae6fd', 2.5)}/>` +
      `<path d="M86 96h68M91 80h58M91 112h58" ${stroke('#bae6fd', 2.5)}/>` +
      `<path d="M70 122c20 18 70 14 92-22" ${stroke('#f97316', 3, ' stroke-dasharray="5 6"')}/>` +
      `<path d="M176 72l-30 10 12 5 4 12z" fill="#f97316"/><path d="M158 87l18-15" ${stroke('#c2410c', 2)}/>`,
  },
  {
    name: 'Little Peepal',
    slug: 'sample-06',
    description:
      'Primary school: a friendly peepal tree with an open book at its roots, in green and warm brown.',
    bg: '#fff7ed',
    ink: '#7c2d12',
    accent: '#c2410c',
    tagline: 'PRIMARY SCHOOL',
    art:
      `<path d="M116 128V98l-10-10M124 128V94l12-12" ${stroke('#92400e', 7)}/>` +
      `<circle cx="100" cy="80" r="20" fill="#16a34a"/><circle cx="140" cy="78" r="20" fill="#15803d"/><circle cx="120" cy="64" r="24" fill="#22c55e"/>` +
      `<path d="M90 124c10-5 20-5 30 0 10-5 20-5 30 0v14c-10-5-20-5-30 0-10-5-20-5-30 0z" fill="#c2410c"/><path d="M120 124v14" ${stroke('#fff7ed', 2)}/>`,
  },
  {
    name: 'Crumb & Co.',
    slug: 'sample-07',
    description: 'Artisan bakery: a cupcake with a cherry on top, in berry pink and cream.',
    bg: '#fce7f3',
    ink: '#831843',
    accent: '#db2777',
    tagline: 'ARTISAN BAKERY',
    art:
      `<path d="M92 100h56l-8 34h-40z" fill="#db2777"/><path d="M106 100l3 34M120 100v34M134 100l-3 34" ${stroke('#fbcfe8', 2.5)}/>` +
      `<path d="M88 102c-6-10 2-20 12-18 0-12 14-18 22-10 8-8 22-2 20 10 10-2 16 8 10 18z" fill="#fff"/>` +
      `<path d="M100 92c10 4 30 4 40 0" ${stroke('#f9a8d4', 3)}/><circle cx="122" cy="62" r="7" fill="#e11d48"/><path d="M122 55c2-6 6-8 10-8" ${stroke('#4d7c0f', 2.5)}/>`,
  },
  {
    name: 'Keystone Habitat',
    slug: 'sample-08',
    description: 'Real-estate advisors: a gold roofline over a keyhole doorway, on midnight navy.',
    bg: '#0f172a',
    ink: '#ffffff',
    accent: '#fbbf24',
    tagline: 'REAL ESTATE ADVISORS',
    art:
      `<path d="M70 100l50-42 50 42" ${stroke('#fbbf24', 9)}/><path d="M86 96v36h68V96" ${stroke('#fff', 6)}/>` +
      `<circle cx="120" cy="106" r="8" fill="#fbbf24"/><path d="M116.5 110h7l3 16h-13z" fill="#fbbf24"/>`,
  },
];

function showcase() {
  for (const s of SHOWCASE) {
    const title = s.display ?? (s.caps ? s.name.toUpperCase() : s.name);
    const size = Math.min(24, 196 / emWidth(title, s.caps ? 0.08 : 0));
    const body =
      `<rect width="240" height="240" rx="24" fill="${s.bg}"/>` +
      s.art +
      wordmark(120, 172, [[title, s.ink]], {
        size,
        weight: 800,
        spacing: s.caps ? size * 0.08 : -0.3,
        anchor: 'middle',
        maxWidth: 196,
      }) +
      wordmark(120, 194, [[s.tagline, s.accent]], {
        size: 9.5,
        weight: 700,
        spacing: 2,
        anchor: 'middle',
        maxWidth: 190,
      });
    write(`public/images/logo-showcase/${s.slug}.svg`, svg(240, 240, `${s.name} logo`, body));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Data module
// ---------------------------------------------------------------------------------------------------------------

function dataModule() {
  const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  // Emit lines the way Prettier (printWidth 110) would print them, so the generated file passes format checks.
  const row = (name, src, w, h) => {
    const one = `  { name: ${q(name)}, src: ${q(src)}, width: ${w}, height: ${h} },`;
    if (one.length <= 110) return one;
    return [
      `  {`,
      `    name: ${q(name)},`,
      `    src: ${q(src)},`,
      `    width: ${w},`,
      `    height: ${h},`,
      `  },`,
    ].join('\n');
  };
  const prop = (key, value) => {
    const one = `    ${key}: ${value},`;
    return one.length <= 110 ? one : `    ${key}:\n      ${value},`;
  };
  const lines = [
    '/**',
    ' * Logo artwork under public/, drawn by scripts/generate-vector-art.mjs (regenerate with',
    ' * `node scripts/generate-vector-art.mjs`). Every company and brand here is fictional; names double as alt text.',
    ' */',
    '',
    'export interface CompanyLogo {',
    '  name: string;',
    '  src: string;',
    '  width: number;',
    '  height: number;',
    '}',
    '',
    'export interface ShowcaseLogo extends CompanyLogo {',
    '  description: string;',
    '}',
    '',
    '/** Companies that hire from the institute (fictional). */',
    'export const hiringPartners: CompanyLogo[] = [',
    ...PARTNERS.map((p) => row(p.name, `/logos/partners/${slugify(p.name)}.svg`, 160, 56)),
    '];',
    '',
    '/** Organisations the institute has trained or built for (fictional). */',
    'export const clientLogos: CompanyLogo[] = [',
    ...CLIENTS.map((c) => row(c.name, `/logos/clients/${slugify(c.name)}.svg`, 160, 56)),
    '];',
    '',
    '/** Sample logos for the logo-design service page (fictional brands). */',
    'export const logoShowcase: ShowcaseLogo[] = [',
    ...SHOWCASE.flatMap((s) => [
      '  {',
      `    name: ${q(s.name)},`,
      `    src: ${q(`/images/logo-showcase/${s.slug}.svg`)},`,
      '    width: 240,',
      '    height: 240,',
      prop('description', q(s.description)),
      '  },',
    ]),
    '];',
    '',
  ];
  write('lib/media/logos.ts', lines.join('\n'));
}

// ---------------------------------------------------------------------------------------------------------------

brand();
companies();
credentials();
mapPreview();
indiaMap();
showcase();
dataModule();
console.log(`generate-vector-art: wrote ${written} files`);
