// Generates the illustrated raster artwork used on the public site (events, students,
// wall of love, blog placeholder, hero and recruiter diagram).
//
// Everything is drawn as SVG scenes in code and rasterised with sharp. The output is
// deterministic: all variation comes from a seeded PRNG, never Math.random.
//
// Usage (from the repository root):  node scripts/generate-raster-art.mjs
import sharp from 'sharp';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import nodePath from 'node:path';

const ROOT = process.cwd();
const FONT = 'Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif';
const BRAND = { blue: '#1d4ed8', navy: '#0f172a', orange: '#f97316', sky: '#38bdf8', amber: '#fbbf24' };

/* ------------------------------------------------------------------ *
 * Seeded randomness
 * ------------------------------------------------------------------ */
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let rnd = mulberry32(1);
const seed = (n) => {
  rnd = mulberry32(n * 7919 + 13);
};
const R = (a, b) => a + (b - a) * rnd();
const RI = (a, b) => Math.floor(R(a, b + 1));
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];

/* ------------------------------------------------------------------ *
 * SVG helpers
 * ------------------------------------------------------------------ */
const fmt = (n) => (Number.isInteger(n) ? String(n) : (Math.round(n * 10) / 10).toString());
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
function tag(name, attrs, inner) {
  let s = '<' + name;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`;
  }
  return inner === undefined ? s + '/>' : `${s}>${inner}</${name}>`;
}
/** Template tag that rounds interpolated numbers (for path data). */
const P = (strings, ...vals) =>
  strings.reduce(
    (acc, s, i) => acc + s + (i < vals.length ? (typeof vals[i] === 'number' ? fmt(vals[i]) : vals[i]) : ''),
    '',
  );

const rect = (x, y, w, h, fill, ex = {}) => tag('rect', { x, y, width: w, height: h, fill, ...ex });
const rrect = (x, y, w, h, r, fill, ex = {}) =>
  tag('rect', { x, y, width: w, height: h, rx: r, fill, ...ex });
const circle = (cx, cy, r, fill, ex = {}) => tag('circle', { cx, cy, r, fill, ...ex });
const ellipse = (cx, cy, rx, ry, fill, ex = {}) => tag('ellipse', { cx, cy, rx, ry, fill, ...ex });
const path = (d, fill, ex = {}) => tag('path', { d, fill, ...ex });
const line = (x1, y1, x2, y2, stroke, w, ex = {}) =>
  tag('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...ex });
const poly = (pts, fill, ex = {}) =>
  tag('polygon', { points: pts.map((p) => p.map(fmt).join(',')).join(' '), fill, ...ex });
const stroke = (d, color, w, ex = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': w,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...ex,
  });
const text = (x, y, str, size, fill, ex = {}) =>
  tag(
    'text',
    {
      x,
      y,
      'font-size': size,
      fill,
      'font-family': FONT,
      'font-weight': 700,
      'text-anchor': 'middle',
      ...ex,
    },
    esc(str),
  );
const g = (inner, ex = {}) => tag('g', ex, inner);
/** Largest font size (<= max) at which `str` fits in `w` pixels. */
const fit = (str, w, max, ratio = 0.6) => Math.min(max, w / (str.length * ratio));

/* colours */
const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a, b, t) => {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
};
const dark = (c, t = 0.2) => mix(c, '#000000', t);
const light = (c, t = 0.2) => mix(c, '#ffffff', t);

/* gradients & defs, collected per document */
let DEFS = [];
let gid = 0;
function lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const id = 'g' + gid++;
  const st = stops
    .map((s, i) => {
      const [off, col, op] = Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s, 1];
      return tag('stop', { offset: off, 'stop-color': col, 'stop-opacity': op === 1 ? undefined : op });
    })
    .join('');
  DEFS.push(tag('linearGradient', { id, x1, y1, x2, y2 }, st));
  return `url(#${id})`;
}
function radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = 'g' + gid++;
  const st = stops
    .map((s, i) => {
      const [off, col, op] = Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s, 1];
      return tag('stop', { offset: off, 'stop-color': col, 'stop-opacity': op === 1 ? undefined : op });
    })
    .join('');
  DEFS.push(tag('radialGradient', { id, cx, cy, r }, st));
  return `url(#${id})`;
}
function clip(inner) {
  const id = 'c' + gid++;
  DEFS.push(tag('clipPath', { id }, inner));
  return `url(#${id})`;
}
function doc(w, h, body) {
  const out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS.join(
    '',
  )}</defs>${body}</svg>`;
  DEFS = [];
  gid = 0;
  return out;
}

/* ------------------------------------------------------------------ *
 * People
 * ------------------------------------------------------------------ */
const SKIN = ['#f6d5bc', '#ecbf98', '#dfa676', '#c98b5b', '#b27446', '#935c36', '#74452a', '#57321e'];
const HAIRC = ['#17110e', '#24170f', '#2f1d13', '#3d271a', '#1b1b1f', '#4a2f20'];
const CLOTH = [
  '#1d4ed8',
  '#0f172a',
  '#f97316',
  '#0ea5e9',
  '#10b981',
  '#e11d48',
  '#7c3aed',
  '#f59e0b',
  '#14b8a6',
  '#64748b',
  '#db2777',
  '#f1f5f9',
  '#2563eb',
  '#be123c',
  '#65a30d',
  '#0891b2',
];
const PANTS = ['#1e293b', '#334155', '#1e3a8a', '#3f3f46', '#0f172a', '#475569', '#57534e', '#1f2937'];
const SCARF = ['#be185d', '#0f766e', '#7c3aed', '#1e3a8a', '#b45309', '#9f1239'];
const TURBAN = ['#f97316', '#1e3a8a', '#9f1239', '#0f766e', '#ca8a04'];

let personCounter = 0;
/** A person description; skin tones cycle so every group spans light to deep brown. */
function person(o = {}) {
  const i = personCounter++;
  const gen = o.g ?? (rnd() < 0.5 ? 'f' : 'm');
  const skin = o.skin ?? SKIN[(i * 3 + 1) % SKIN.length];
  const hairStyle =
    o.hair ??
    (gen === 'f'
      ? pick(['long', 'long', 'bun', 'ponytail', 'bob', 'hijab', 'curlyLong', 'long'])
      : pick(['short', 'short', 'side', 'side', 'curly', 'buzz', 'short', 'side', 'turban']));
  const hair = o.hairColor ?? (o.grey ? '#9ca3af' : pick(HAIRC));
  const outfit =
    o.outfit ??
    (gen === 'f'
      ? pick(['tshirt', 'shirt', 'blazer', 'kurti', 'kurti', 'hoodie'])
      : pick(['tshirt', 'shirt', 'shirt', 'blazer', 'hoodie', 'polo']));
  let shirt = o.shirt ?? pick(CLOTH);
  return {
    g: gen,
    skin,
    hair,
    hairStyle,
    outfit,
    shirt,
    inner: o.inner ?? pick(['#f8fafc', '#e0f2fe', '#fef3c7', '#f1f5f9']),
    tie: o.tie ?? (gen === 'm' && rnd() < 0.5 ? pick(['#f97316', '#1d4ed8', '#be123c', '#0f172a']) : null),
    pants: o.pants ?? pick(PANTS),
    scarf: o.scarf ?? pick(SCARF),
    turban: o.turban ?? pick(TURBAN),
    glasses: o.glasses ?? rnd() < 0.22,
    beard: o.beard ?? (gen === 'm' && (hairStyle === 'turban' || rnd() < 0.28)),
    lanyard: o.lanyard ?? false,
    expr: o.expr ?? 'smile',
  };
}
/** A list of n people with alternating genders and spread-out skin tones. */
function crowd(n, o = {}) {
  const out = [];
  const start = rnd() < 0.5 ? 0 : 1;
  const pal = CLOTH.slice();
  for (let k = pal.length - 1; k > 0; k--) {
    const j = Math.floor(rnd() * (k + 1));
    [pal[k], pal[j]] = [pal[j], pal[k]];
  }
  for (let k = 0; k < n; k++)
    out.push(person({ g: (k + start) % 2 ? 'f' : 'm', shirt: pal[k % pal.length], ...o }));
  return out;
}

/** Head: returns {back, drape, front} layers. (x,y) centre, r radius. */
function head(x, y, r, p, o = {}) {
  const hc = p.hair;
  const sk = p.skin;
  const skD = dark(sk, 0.12);
  const big = r >= 24;
  const expr = o.expr ?? p.expr;
  let back = '';
  let drape = '';
  let front = '';
  const hs = p.hairStyle;
  // ---- back layer
  if (hs === 'long') {
    back += path(
      P`M${x - r * 1.06},${y - r * 0.3} C${x - r * 1.28},${y + r * 0.8} ${x - r * 1.2},${y + r * 1.55} ${x - r * 0.92},${y + r * 1.8} L${x + r * 0.92},${y + r * 1.8} C${x + r * 1.2},${y + r * 1.55} ${x + r * 1.28},${y + r * 0.8} ${x + r * 1.06},${y - r * 0.3} Z`,
      hc,
    );
  } else if (hs === 'bob') {
    back += path(
      P`M${x - r * 1.06},${y - r * 0.3} C${x - r * 1.22},${y + r * 0.5} ${x - r * 1.15},${y + r * 0.95} ${x - r * 0.95},${y + r * 1.0} L${x + r * 0.95},${y + r * 1.0} C${x + r * 1.15},${y + r * 0.95} ${x + r * 1.22},${y + r * 0.5} ${x + r * 1.06},${y - r * 0.3} Z`,
      hc,
    );
  } else if (hs === 'curlyLong') {
    for (let k = 0; k < 7; k++) {
      const t = k / 6;
      back += circle(x - r * 1.0 - Math.sin(t * 3) * r * 0.12, y - r * 0.2 + t * r * 1.6, r * 0.36, hc);
      back += circle(x + r * 1.0 + Math.sin(t * 3) * r * 0.12, y - r * 0.2 + t * r * 1.6, r * 0.36, hc);
    }
  } else if (hs === 'ponytail') {
    back += ellipse(x + r * 1.0, y + r * 0.55, r * 0.3, r * 0.8, hc, {
      transform: `rotate(-14 ${fmt(x + r)} ${fmt(y + r * 0.55)})`,
    });
  } else if (hs === 'bun') {
    back += circle(x, y - r * 1.02, r * 0.42, hc);
  } else if (hs === 'hijab') {
    drape += path(
      P`M${x - r * 1.1},${y + r * 0.2} L${x - r * 1.5},${y + r * 2.05} Q${x},${y + r * 2.5} ${x + r * 1.5},${y + r * 2.05} L${x + r * 1.1},${y + r * 0.2} Z`,
      p.scarf,
    );
    drape += circle(x, y - r * 0.02, r * 1.2, p.scarf);
  }
  // ---- face
  if (hs !== 'hijab') {
    if (!['long', 'bob', 'curlyLong'].includes(hs)) front += circle(x - r * 0.93, y + r * 0.12, r * 0.2, skD);
    if (!['long', 'bob', 'curlyLong'].includes(hs)) front += circle(x + r * 0.93, y + r * 0.12, r * 0.2, skD);
    front += ellipse(x, y, r * 0.92, r, sk);
  } else {
    front += ellipse(x, y + r * 0.06, r * 0.8, r * 0.9, sk);
  }
  // ---- beard (under the hair & features)
  if (p.beard) {
    front += path(
      P`M${x - r * 0.92},${y + r * 0.05} Q${x - r * 0.88},${y + r * 1.12} ${x},${y + r * 1.13} Q${x + r * 0.88},${y + r * 1.12} ${x + r * 0.92},${y + r * 0.05} L${x + r * 0.74},${y + r * 0.22} Q${x + r * 0.6},${y + r * 0.78} ${x},${y + r * 0.76} Q${x - r * 0.6},${y + r * 0.78} ${x - r * 0.74},${y + r * 0.22} Z`,
      hc,
      { opacity: 0.92 },
    );
  }
  // ---- hair cap
  const capTop = hs === 'buzz' ? 1.25 : 1.42;
  const outer = P`M${x - r * 0.98},${y + r * 0.04} C${x - r * 1.04},${y - r * capTop} ${x + r * 1.04},${y - r * capTop} ${x + r * 0.98},${y + r * 0.04} `;
  let fringe = '';
  if (hs === 'short' || hs === 'curly') {
    fringe = P`C${x + r * 0.88},${y - r * 0.42} ${x + r * 0.45},${y - r * 0.62} ${x},${y - r * 0.56} C${x - r * 0.45},${y - r * 0.62} ${x - r * 0.88},${y - r * 0.42} ${x - r * 0.98},${y + r * 0.04} Z`;
  } else if (hs === 'side') {
    fringe = P`C${x + r * 0.9},${y - r * 0.5} ${x + r * 0.62},${y - r * 0.78} ${x + r * 0.22},${y - r * 0.74} C${x - r * 0.3},${y - r * 0.5} ${x - r * 0.72},${y - r * 0.34} ${x - r * 0.98},${y + r * 0.04} Z`;
  } else if (hs === 'buzz') {
    fringe = P`C${x + r * 0.9},${y - r * 0.55} ${x + r * 0.45},${y - r * 0.72} ${x},${y - r * 0.7} C${x - r * 0.45},${y - r * 0.72} ${x - r * 0.9},${y - r * 0.55} ${x - r * 0.98},${y + r * 0.04} Z`;
  } else if (hs === 'long' || hs === 'bob' || hs === 'curlyLong') {
    fringe = P`C${x + r * 0.82},${y - r * 0.2} ${x + r * 0.42},${y - r * 0.58} ${x + r * 0.04},${y - r * 0.74} L${x - r * 0.04},${y - r * 0.74} C${x - r * 0.42},${y - r * 0.58} ${x - r * 0.82},${y - r * 0.2} ${x - r * 0.98},${y + r * 0.04} Z`;
  } else if (hs === 'bun' || hs === 'ponytail') {
    fringe = P`C${x + r * 0.86},${y - r * 0.5} ${x + r * 0.45},${y - r * 0.74} ${x},${y - r * 0.7} C${x - r * 0.45},${y - r * 0.74} ${x - r * 0.86},${y - r * 0.5} ${x - r * 0.98},${y + r * 0.04} Z`;
  }
  if (fringe) front += path(outer + fringe, hs === 'buzz' ? mix(hc, sk, 0.25) : hc);
  if (hs === 'long' || hs === 'bob' || hs === 'curlyLong') {
    const end = hs === 'bob' ? 0.85 : 1.35;
    for (const sg of [-1, 1]) {
      front += path(
        P`M${x + sg * r * 0.98},${y} Q${x + sg * r * 1.06},${y + r * end * 0.7} ${x + sg * r * 0.86},${y + r * end} L${x + sg * r * 0.7},${y + r * end * 0.8} Q${x + sg * r * 0.86},${y + r * 0.45} ${x + sg * r * 0.78},${y - r * 0.2} Z`,
        hc,
      );
    }
  }
  if (hs === 'curly' || hs === 'curlyLong') {
    for (let k = 0; k <= 8; k++) {
      const a = Math.PI + (k / 8) * Math.PI;
      front += circle(x + Math.cos(a) * r * 0.9, y - r * 0.12 + Math.sin(a) * r * 0.92, r * 0.27, hc);
    }
  }
  if (hs === 'turban') {
    const tc = p.turban;
    front += path(
      P`M${x - r * 1.0},${y - r * 0.12} C${x - r * 1.22},${y - r * 1.55} ${x + r * 1.22},${y - r * 1.55} ${x + r * 1.0},${y - r * 0.12} Q${x},${y - r * 0.5} ${x - r * 1.0},${y - r * 0.12} Z`,
      tc,
    );
    front += stroke(
      P`M${x - r * 0.85},${y - r * 0.32} Q${x - r * 0.1},${y - r * 1.05} ${x + r * 0.72},${y - r * 1.02}`,
      dark(tc, 0.18),
      r * 0.07,
    );
    front += stroke(
      P`M${x - r * 0.6},${y - r * 0.58} Q${x + r * 0.2},${y - r * 0.92} ${x + r * 0.9},${y - r * 0.5}`,
      dark(tc, 0.18),
      r * 0.06,
    );
  }
  if (hs === 'hijab') {
    front += path(
      P`M${x - r * 0.84},${y + r * 0.1} C${x - r * 0.9},${y - r * 1.02} ${x + r * 0.9},${y - r * 1.02} ${x + r * 0.84},${y + r * 0.1} L${x + r * 0.76},${y + r * 0.1} C${x + r * 0.74},${y - r * 0.78} ${x - r * 0.74},${y - r * 0.78} ${x - r * 0.76},${y + r * 0.1} Z`,
      light(p.scarf, 0.18),
    );
  }
  // ---- features
  const eyeY = y + r * 0.14;
  const eyeDX = r * 0.35;
  const eyeC = '#1f1a17';
  if (expr === 'joy') {
    for (const sg of [-1, 1])
      front += stroke(
        P`M${x + sg * eyeDX - r * 0.12},${eyeY + r * 0.04} Q${x + sg * eyeDX},${eyeY - r * 0.12} ${x + sg * eyeDX + r * 0.12},${eyeY + r * 0.04}`,
        eyeC,
        Math.max(0.9, r * 0.07),
      );
  } else {
    for (const sg of [-1, 1]) {
      front += ellipse(x + sg * eyeDX, eyeY, Math.max(0.9, r * 0.09), Math.max(1, r * 0.11), eyeC);
      if (big) front += circle(x + sg * eyeDX + r * 0.03, eyeY - r * 0.04, r * 0.03, '#ffffff');
    }
  }
  if (r >= 9) {
    const bw = Math.max(0.8, r * 0.065);
    for (const sg of [-1, 1])
      front += stroke(
        P`M${x + sg * r * 0.2},${y - r * 0.14} Q${x + sg * r * 0.36},${y - r * 0.22} ${x + sg * r * 0.52},${y - r * 0.14}`,
        hs === 'hijab' ? '#2a1d16' : p.hair === '#9ca3af' ? '#6b7280' : hc,
        bw,
      );
  }
  if (big) {
    front += stroke(
      P`M${x - r * 0.02},${y + r * 0.22} Q${x - r * 0.1},${y + r * 0.38} ${x + r * 0.04},${y + r * 0.42}`,
      dark(sk, 0.25),
      r * 0.045,
    );
    front += circle(x - r * 0.56, y + r * 0.42, r * 0.14, '#f472b6', { opacity: 0.18 });
    front += circle(x + r * 0.56, y + r * 0.42, r * 0.14, '#f472b6', { opacity: 0.18 });
  }
  const mouthY = y + r * 0.52;
  if (expr === 'joy' || expr === 'open') {
    front += path(
      P`M${x - r * 0.3},${mouthY - r * 0.04} Q${x},${mouthY + r * 0.42} ${x + r * 0.3},${mouthY - r * 0.04} Z`,
      '#7f1d1d',
    );
    if (r >= 12)
      front += path(
        P`M${x - r * 0.24},${mouthY - r * 0.01} L${x + r * 0.24},${mouthY - r * 0.01} Q${x},${mouthY + r * 0.08} ${x - r * 0.24},${mouthY - r * 0.01} Z`,
        '#ffffff',
      );
  } else if (big) {
    front += path(
      P`M${x - r * 0.3},${mouthY - r * 0.03} Q${x},${mouthY + r * 0.3} ${x + r * 0.3},${mouthY - r * 0.03} Q${x},${mouthY + r * 0.1} ${x - r * 0.3},${mouthY - r * 0.03} Z`,
      '#9b3b32',
    );
  } else {
    front += stroke(
      P`M${x - r * 0.26},${mouthY} Q${x},${mouthY + r * 0.24} ${x + r * 0.26},${mouthY}`,
      '#8a3b2a',
      Math.max(0.9, r * 0.075),
    );
  }
  if (p.beard && r >= 9) {
    front += path(
      P`M${x - r * 0.34},${mouthY - r * 0.04} Q${x},${mouthY - r * 0.26} ${x + r * 0.34},${mouthY - r * 0.04} Q${x},${mouthY - r * 0.14} ${x - r * 0.34},${mouthY - r * 0.04} Z`,
      hc,
    );
  }
  if (p.glasses) {
    const gw = Math.max(0.8, r * 0.06);
    for (const sg of [-1, 1])
      front += circle(x + sg * eyeDX, eyeY, r * 0.25, '#ffffff', {
        'fill-opacity': 0.18,
        stroke: '#1f2937',
        'stroke-width': gw,
      });
    front += line(x - eyeDX + r * 0.25, eyeY, x + eyeDX - r * 0.25, eyeY, '#1f2937', gw);
  }
  return { back, drape, front };
}

/** Torso decoration for a given outfit. (x, sy) = neck base, u = unit scale. */
function outfitDetails(x, sy, u, hw, bottom, p) {
  let s = '';
  const sk = p.skin;
  switch (p.outfit) {
    case 'tshirt':
      s += path(P`M${x - 7 * u},${sy} Q${x},${sy + 8 * u} ${x + 7 * u},${sy} Z`, dark(sk, 0.08));
      s += stroke(
        P`M${x - 7.5 * u},${sy} Q${x},${sy + 9 * u} ${x + 7.5 * u},${sy}`,
        dark(p.shirt, 0.12),
        1.6 * u,
      );
      break;
    case 'polo':
      s += path(P`M${x - 6 * u},${sy} L${x},${sy + 7 * u} L${x + 6 * u},${sy} Z`, dark(sk, 0.08));
      s += path(
        P`M${x - 9 * u},${sy - 1 * u} L${x},${sy + 7 * u} L${x - 3 * u},${sy + 10 * u} L${x - 11 * u},${sy + 3 * u} Z`,
        dark(p.shirt, 0.15),
      );
      s += path(
        P`M${x + 9 * u},${sy - 1 * u} L${x},${sy + 7 * u} L${x + 3 * u},${sy + 10 * u} L${x + 11 * u},${sy + 3 * u} Z`,
        dark(p.shirt, 0.15),
      );
      s += line(x, sy + 8 * u, x, sy + 18 * u, dark(p.shirt, 0.2), 1.2 * u);
      break;
    case 'shirt':
      s += path(P`M${x - 6 * u},${sy} L${x},${sy + 8 * u} L${x + 6 * u},${sy} Z`, dark(sk, 0.08));
      s += path(
        P`M${x - 9 * u},${sy - 1 * u} L${x},${sy + 8 * u} L${x - 4 * u},${sy + 12 * u} L${x - 11 * u},${sy + 3 * u} Z`,
        light(p.shirt, 0.35),
      );
      s += path(
        P`M${x + 9 * u},${sy - 1 * u} L${x},${sy + 8 * u} L${x + 4 * u},${sy + 12 * u} L${x + 11 * u},${sy + 3 * u} Z`,
        light(p.shirt, 0.35),
      );
      s += line(x, sy + 9 * u, x, bottom - 2 * u, dark(p.shirt, 0.15), 1 * u);
      for (let k = 1; k < 4; k++)
        s += circle(x + 1.8 * u, sy + 8 * u + k * 12 * u, 1.1 * u, dark(p.shirt, 0.25));
      break;
    case 'blazer': {
      s += path(P`M${x - 9 * u},${sy} L${x + 9 * u},${sy} L${x},${sy + 30 * u} Z`, p.inner);
      if (p.tie)
        s += path(
          P`M${x - 2.2 * u},${sy + 2 * u} L${x + 2.2 * u},${sy + 2 * u} L${x + 3 * u},${sy + 24 * u} L${x},${sy + 28 * u} L${x - 3 * u},${sy + 24 * u} Z`,
          p.tie,
        );
      else s += path(P`M${x - 5 * u},${sy} L${x},${sy + 7 * u} L${x + 5 * u},${sy} Z`, dark(sk, 0.08));
      const lap = dark(p.shirt, 0.18);
      s += path(
        P`M${x - 9 * u},${sy} L${x - 14 * u},${sy + 9 * u} L${x - 9 * u},${sy + 11 * u} L${x},${sy + 30 * u} Z`,
        lap,
      );
      s += path(
        P`M${x + 9 * u},${sy} L${x + 14 * u},${sy + 9 * u} L${x + 9 * u},${sy + 11 * u} L${x},${sy + 30 * u} Z`,
        lap,
      );
      s += circle(x + 1.5 * u, sy + 36 * u, 1.3 * u, dark(p.shirt, 0.35));
      break;
    }
    case 'hoodie':
      s += path(
        P`M${x - 13 * u},${sy + 1 * u} Q${x},${sy + 12 * u} ${x + 13 * u},${sy + 1 * u} Q${x},${sy - 5 * u} ${x - 13 * u},${sy + 1 * u} Z`,
        dark(p.shirt, 0.2),
      );
      s += line(x - 4 * u, sy + 6 * u, x - 4.5 * u, sy + 20 * u, '#f8fafc', 1.2 * u);
      s += line(x + 4 * u, sy + 6 * u, x + 4.5 * u, sy + 20 * u, '#f8fafc', 1.2 * u);
      if (bottom - sy > 40 * u)
        s += rrect(x - 12 * u, bottom - 20 * u, 24 * u, 12 * u, 4 * u, dark(p.shirt, 0.12));
      break;
    case 'kurti':
      s += path(P`M${x - 6 * u},${sy} L${x},${sy + 10 * u} L${x + 6 * u},${sy} Z`, dark(sk, 0.08));
      s += stroke(P`M${x - 6.5 * u},${sy} L${x},${sy + 11 * u} L${x + 6.5 * u},${sy}`, BRAND.amber, 1.4 * u);
      for (let k = 0; k < 3; k++) s += circle(x, sy + 16 * u + k * 6 * u, 1.1 * u, BRAND.amber);
      break;
    default:
      break;
  }
  if (p.lanyard) {
    s += stroke(
      P`M${x - 8 * u},${sy} L${x - 2 * u},${sy + 26 * u} M${x + 8 * u},${sy} L${x + 2 * u},${sy + 26 * u}`,
      BRAND.blue,
      1.6 * u,
    );
    s += rrect(x - 5 * u, sy + 25 * u, 10 * u, 13 * u, 1.5 * u, '#ffffff', {
      stroke: '#cbd5e1',
      'stroke-width': 0.6 * u,
    });
    s += rect(x - 5 * u, sy + 25 * u, 10 * u, 3.5 * u, BRAND.orange);
  }
  return s;
}

/* arm poses: per side [elbow, hand] offsets from the shoulder, dx positive = outward */
const POSES = {
  down: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [3, 30],
      [4, 56],
    ],
  },
  relax: {
    L: [
      [4, 28],
      [1, 52],
    ],
    R: [
      [4, 28],
      [1, 52],
    ],
  },
  up: {
    L: [
      [11, -22],
      [15, -48],
    ],
    R: [
      [11, -22],
      [15, -48],
    ],
  },
  wave: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [17, -10],
      [20, -38],
    ],
  },
  hold: {
    L: [
      [5, 30],
      [-2, 24],
    ],
    R: [
      [5, 30],
      [-2, 24],
    ],
  },
  holdOne: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [5, 30],
      [-8, 22],
    ],
  },
  point: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [18, 8],
      [44, -4],
    ],
  },
  pointUp: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [18, -6],
      [36, -32],
    ],
  },
  type: {
    L: [
      [3, 30],
      [-4, 44],
    ],
    R: [
      [3, 30],
      [-4, 44],
    ],
  },
  mic: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [6, 30],
      [-9, 2],
    ],
  },
  cup: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [5, 30],
      [-6, 20],
    ],
  },
  hips: {
    L: [
      [15, 22],
      [3, 42],
    ],
    R: [
      [15, 22],
      [3, 42],
    ],
  },
  give: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [8, 28],
      [28, 22],
    ],
  },
  shake: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [8, 28],
      [30, 26],
    ],
  },
  clap: {
    L: [
      [6, 30],
      [-12, 14],
    ],
    R: [
      [6, 30],
      [-12, 14],
    ],
  },
  laptop: {
    L: [
      [4, 30],
      [-2, 32],
    ],
    R: [
      [4, 30],
      [-2, 32],
    ],
  },
  highfive: {
    L: [
      [3, 30],
      [4, 56],
    ],
    R: [
      [16, -14],
      [26, -40],
    ],
  },
};

/**
 * Full figure, front view. (x, ground) = centre at the feet, s = scale (1 => ~170px tall).
 * o.pose, o.dir (1 active arm on right side, -1 on left), o.legs (false to hide legs),
 * o.seatY (seated on a chair: hip height), o.item(hands,u) svg drawn between arms and hands.
 */
function figure(x, ground, s, p, o = {}) {
  const u = s;
  const f = p.g === 'f';
  const seated = o.seatY !== undefined;
  if (seated) ground = o.seatY + 72 * u;
  const hr = 15 * u;
  const hy = ground - 150 * u;
  const sy = ground - 124 * u;
  const hipY = ground - 72 * u;
  const hw = (f ? 18 : 21) * u;
  const hipW = 17 * u;
  const kurti = p.outfit === 'kurti';
  const H = head(x, hy, hr, p, o);
  let out = H.back;
  // legs
  if (o.legs !== false) {
    const lw = (kurti ? 10 : 12.5) * u;
    const pc = kurti ? dark(p.pants, 0.05) : p.pants;
    if (seated) {
      for (const sg of [-1, 1]) {
        out += rrect(x + sg * 8 * u - 7 * u, hipY - 6 * u, 14 * u, 20 * u, 6 * u, pc);
        out += line(x + sg * 8.5 * u, hipY + 8 * u, x + sg * 9 * u, hipY + 48 * u, pc, lw, {
          'stroke-linecap': 'butt',
        });
        out += ellipse(x + sg * 10.5 * u, hipY + 50 * u, 8.5 * u, 4.5 * u, '#1f2937');
      }
    } else {
      const spread = o.spread ?? 1;
      for (const sg of [-1, 1]) {
        out += line(x + sg * 7.5 * u, hipY - 4 * u, x + sg * (8 + spread) * u, ground - 5 * u, pc, lw, {
          'stroke-linecap': 'butt',
        });
        out += ellipse(x + sg * (10 + spread) * u, ground - 3.5 * u, 8.5 * u, 4.5 * u, '#1f2937');
      }
    }
  }
  // neck
  out += rect(x - 5 * u, hy + 8 * u, 10 * u, sy - hy - 4 * u, dark(p.skin, 0.1));
  // torso
  const longTop = kurti && !seated && o.legs !== false;
  const bottom = longTop ? ground - 42 * u : hipY + 2 * u;
  const bw = longTop ? 22 * u : hipW;
  out += path(
    P`M${x - hw},${sy + 9 * u} Q${x - hw},${sy} ${x - hw + 9 * u},${sy} L${x + hw - 9 * u},${sy} Q${x + hw},${sy} ${x + hw},${sy + 9 * u} L${x + bw},${bottom} L${x - bw},${bottom} Z`,
    p.shirt,
  );
  if (longTop)
    out += stroke(
      P`M${x - bw + 1 * u},${bottom - 3 * u} L${x + bw - 1 * u},${bottom - 3 * u}`,
      BRAND.amber,
      1.6 * u,
    );
  out += outfitDetails(x, sy, u, hw, bottom, p);
  // arms
  const pose = POSES[o.pose ?? 'down'];
  const dir = o.dir ?? 1;
  const sleeveLong = p.outfit !== 'tshirt' && p.outfit !== 'polo';
  const aw = (f ? 9 : 10) * u;
  const hands = {};
  let arms = '';
  let handDots = '';
  for (const sg of [-1, 1]) {
    const spec = dir === 1 ? (sg === 1 ? pose.R : pose.L) : sg === -1 ? pose.R : pose.L;
    const shX = x + sg * (hw - 5 * u);
    const shY = sy + 6 * u;
    const e = [shX + sg * spec[0][0] * u, shY + spec[0][1] * u];
    const h = [shX + sg * spec[1][0] * u, shY + spec[1][1] * u];
    hands[sg === -1 ? 'L' : 'R'] = h;
    const d = P`M${shX},${shY} L${e[0]},${e[1]} L${h[0]},${h[1]}`;
    if (sleeveLong) {
      arms += stroke(d, p.outfit === 'blazer' ? dark(p.shirt, 0.06) : dark(p.shirt, 0.04), aw);
    } else {
      arms += stroke(d, p.skin, aw * 0.9);
      const m = [shX + (e[0] - shX) * 0.45, shY + (e[1] - shY) * 0.45];
      arms += stroke(P`M${shX},${shY} L${m[0]},${m[1]}`, dark(p.shirt, 0.04), aw * 1.12);
    }
    handDots += circle(h[0], h[1], 5.2 * u, p.skin);
  }
  out += arms;
  out += H.drape;
  if (o.item) out += o.item(hands, u);
  out += handDots;
  if (o.itemFront) out += o.itemFront(hands, u);
  out += H.front;
  return out;
}

/** Person seen from behind (audience, students at desks). sy = top of shoulders. */
function backFigure(x, sy, s, p, o = {}) {
  const u = s;
  const r = 15 * u;
  const hy = sy - 13 * u;
  const hc = p.hair;
  const hs = p.hairStyle;
  let out = '';
  const tall = o.bodyH ?? 80;
  out += rrect(x - 22 * u, sy, 44 * u, tall * u, 14 * u, p.shirt);
  if (p.outfit === 'hoodie') out += ellipse(x, sy + 4 * u, 13 * u, 8 * u, dark(p.shirt, 0.18));
  if (o.armTo) {
    const sh = [x + 17 * u, sy + 8 * u];
    const el = o.elbow ?? sh;
    out += stroke(
      P`M${sh[0]},${sh[1]} L${el[0]},${el[1]} L${o.armTo[0]},${o.armTo[1]}`,
      dark(p.shirt, 0.05),
      9.5 * u,
    );
    out += circle(o.armTo[0], o.armTo[1], 5 * u, p.skin);
  }
  if (hs === 'hijab') {
    out += path(
      P`M${x - r * 1.05},${hy + r * 0.3} L${x - r * 1.45},${sy + 22 * u} Q${x},${sy + 28 * u} ${x + r * 1.45},${sy + 22 * u} L${x + r * 1.05},${hy + r * 0.3} Z`,
      p.scarf,
    );
    out += circle(x, hy, r * 1.15, p.scarf);
    out += path(
      P`M${x - r * 0.6},${hy - r * 0.6} Q${x},${hy + r * 0.9} ${x + r * 0.5},${hy + r * 1.6}`,
      'none',
      { stroke: dark(p.scarf, 0.15), 'stroke-width': 1.2 * u },
    );
  } else {
    out += rect(x - 5 * u, hy + 6 * u, 10 * u, 10 * u, dark(p.skin, 0.1));
    out += circle(x - r * 0.93, hy + r * 0.12, r * 0.2, dark(p.skin, 0.08));
    out += circle(x + r * 0.93, hy + r * 0.12, r * 0.2, dark(p.skin, 0.08));
    if (hs === 'buzz') {
      out += circle(x, hy, r, p.skin);
      out += path(
        P`M${x - r * 0.99},${hy + r * 0.1} A${r},${r} 0 0 1 ${x + r * 0.99},${hy + r * 0.1} Q${x},${hy + r * 0.35} ${x - r * 0.99},${hy + r * 0.1} Z`,
        mix(hc, p.skin, 0.2),
      );
    } else if (hs === 'turban') {
      out += circle(x, hy + r * 0.1, r * 0.9, p.skin);
      out += path(
        P`M${x - r},${hy + r * 0.35} C${x - r * 1.25},${hy - r * 1.5} ${x + r * 1.25},${hy - r * 1.5} ${x + r},${hy + r * 0.35} Q${x},${hy + r * 0.1} ${x - r},${hy + r * 0.35} Z`,
        p.turban,
      );
      out += stroke(
        P`M${x - r * 0.8},${hy} Q${x},${hy - r * 0.8} ${x + r * 0.8},${hy - r * 0.2}`,
        dark(p.turban, 0.18),
        1.2 * u,
      );
    } else {
      out += circle(x, hy, r, hc);
      if (hs === 'short' || hs === 'side' || hs === 'curly')
        out += path(
          P`M${x - r * 0.55},${hy + r * 0.82} Q${x},${hy + r * 1.05} ${x + r * 0.55},${hy + r * 0.82} Q${x},${hy + r * 0.62} ${x - r * 0.55},${hy + r * 0.82} Z`,
          dark(p.skin, 0.1),
        );
      if (hs === 'curly' || hs === 'curlyLong')
        for (let k = 0; k < 9; k++) {
          const a = (k / 9) * Math.PI * 2;
          out += circle(x + Math.cos(a) * r * 0.82, hy + Math.sin(a) * r * 0.82, r * 0.3, hc);
        }
      if (hs === 'long' || hs === 'curlyLong')
        out += path(
          P`M${x - r * 0.98},${hy} L${x - r * 0.9},${sy + 26 * u} Q${x},${sy + 30 * u} ${x + r * 0.9},${sy + 26 * u} L${x + r * 0.98},${hy} Z`,
          hc,
        );
      if (hs === 'bob')
        out += path(
          P`M${x - r * 1.02},${hy} L${x - r * 0.98},${sy + 3 * u} Q${x},${sy + 6 * u} ${x + r * 0.98},${sy + 3 * u} L${x + r * 1.02},${hy} Z`,
          hc,
        );
      if (hs === 'ponytail') out += ellipse(x, hy + r * 1.2, r * 0.3, r * 0.85, hc);
      if (hs === 'bun') out += circle(x, hy - r * 0.55, r * 0.48, dark(hc, 0.1));
      out += path(
        P`M${x - r * 0.5},${hy - r * 0.55} Q${x},${hy - r * 0.85} ${x + r * 0.45},${hy - r * 0.6}`,
        'none',
        { stroke: light(hc, 0.12), 'stroke-width': 1.4 * u, 'stroke-linecap': 'round' },
      );
    }
  }
  if (o.chair) {
    out += rrect(x - 24 * u, sy + 34 * u, 48 * u, 30 * u, 6 * u, o.chair);
    out += rect(x - 3 * u, sy + 64 * u, 6 * u, 10 * u, dark(o.chair, 0.25));
  }
  return out;
}

/** Head-and-shoulders bust (portraits, group photos). (x, hy) head centre, r head radius. */
function bust(x, hy, r, p, o = {}) {
  const u = r / 15;
  const H = head(x, hy, r, p, o);
  const sy = hy + r * (o.neck ?? 1.42);
  const sw = (p.g === 'f' ? 25 : 28) * u;
  const bottom = o.bottom ?? hy + r * 6;
  let out = H.back;
  out += rect(x - 5.5 * u, hy + 8 * u, 11 * u, sy - hy - 4 * u, dark(p.skin, 0.1));
  out += path(
    P`M${x - sw - 3 * u},${bottom} L${x - sw},${sy + 12 * u} C${x - sw},${sy + 2 * u} ${x - sw * 0.75},${sy} ${x - 9 * u},${sy} L${x + 9 * u},${sy} C${x + sw * 0.75},${sy} ${x + sw},${sy + 2 * u} ${x + sw},${sy + 12 * u} L${x + sw + 3 * u},${bottom} Z`,
    p.shirt,
  );
  if (p.outfit === 'blazer')
    out += line(x - sw * 0.62, sy + 24 * u, x - sw * 0.62, bottom, dark(p.shirt, 0.15), 1 * u);
  if (p.outfit === 'blazer')
    out += line(x + sw * 0.62, sy + 24 * u, x + sw * 0.62, bottom, dark(p.shirt, 0.15), 1 * u);
  out += outfitDetails(x, sy, u, sw, bottom, p);
  out += H.drape + H.front;
  return out;
}

/* ------------------------------------------------------------------ *
 * Props & scenery
 * ------------------------------------------------------------------ */
const CODEPAL = ['#60a5fa', '#f472b6', '#fbbf24', '#34d399', '#c084fc', '#cbd5e1', '#fb923c', '#93c5fd'];
function codeLines(x, y, w, h, o = {}) {
  const lh = o.lh ?? 8;
  const th = Math.max(1.4, lh * 0.46);
  const pal = o.pal ?? CODEPAL;
  let s = '';
  let indent = 0;
  const n = Math.floor(h / lh);
  for (let i = 0; i < n; i++) {
    const yy = y + i * lh;
    if (o.gutter) s += rrect(x - lh * 1.6, yy, lh * 0.8, th, th / 2, o.gutterColor ?? '#475569');
    if (i > 0 && rnd() < 0.1) {
      indent = Math.max(0, indent - 1);
      continue;
    }
    let cx = x + indent * lh * 1.3;
    const tokens = RI(1, 4);
    for (let t = 0; t < tokens; t++) {
      const tw = R(lh * 0.9, lh * 3.4);
      if (cx + tw > x + w) break;
      s += rrect(cx, yy, tw, th, th / 2, pick(pal));
      cx += tw + lh * 0.5;
    }
    const q = rnd();
    if (q < 0.3 && indent < 3) indent++;
    else if (q > 0.72 && indent > 0) indent--;
  }
  return s;
}
/** Dark code-editor window. */
function editor(x, y, w, h, o = {}) {
  let s = rrect(x, y, w, h, Math.min(8, w * 0.04), o.bg ?? '#0f172a');
  const bar = Math.max(6, h * 0.09);
  s += path(
    P`M${x},${y + bar} L${x},${y + 6} Q${x},${y} ${x + 6},${y} L${x + w - 6},${y} Q${x + w},${y} ${x + w},${y + 6} L${x + w},${y + bar} Z`,
    '#1e293b',
  );
  const dr = bar * 0.2;
  ['#f87171', '#fbbf24', '#34d399'].forEach(
    (c, i) => (s += circle(x + bar * 0.7 + i * bar * 0.6, y + bar / 2, dr, c)),
  );
  let cx = x;
  if (o.sidebar !== false && w > 140) {
    const sw = w * 0.2;
    s += rect(x, y + bar, sw, h - bar - 4, '#111c33');
    for (let i = 0; i < Math.floor((h - bar) / (bar * 0.9)) - 1; i++)
      s += rrect(
        x + 6 + (i % 3 === 0 ? 0 : 6),
        y + bar + 6 + i * bar * 0.9,
        R(sw * 0.35, sw * 0.6),
        bar * 0.28,
        1,
        i === 2 ? BRAND.orange : '#334155',
      );
    cx = x + sw;
  }
  const lh = o.lh ?? Math.max(5, h / 16);
  s += codeLines(cx + lh * 2.4, y + bar + lh * 0.8, x + w - cx - lh * 3.2, h - bar - lh * 1.4, {
    lh,
    gutter: true,
  });
  return s;
}
function slide(x, y, w, h, title, o = {}) {
  let s = rrect(x, y, w, h, 4, '#ffffff', { stroke: '#cbd5e1', 'stroke-width': 1 });
  s += rect(x, y, w, h * 0.2, o.accent ?? BRAND.blue);
  s += text(x + w / 2, y + h * 0.135, title, fit(title, w * 0.9, h * 0.11), '#ffffff');
  return s;
}
function barChart(x, y, w, h, vals, colors) {
  let s = line(x, y + h, x + w, y + h, '#94a3b8', 1.2);
  const bw = w / (vals.length * 1.6);
  vals.forEach((v, i) => {
    const bh = v * h;
    s += rrect(
      x + bw * 0.5 + i * bw * 1.6,
      y + h - bh,
      bw,
      bh,
      Math.min(3, bw / 3),
      colors[i % colors.length],
    );
  });
  return s;
}
function lineChart(x, y, w, h, vals, color = BRAND.orange) {
  const pts = vals.map((v, i) => [x + (i / (vals.length - 1)) * w, y + h - v * h]);
  const d = 'M' + pts.map((p) => p.map(fmt).join(',')).join(' L');
  let s = path(
    d + P` L${x + w},${y + h} L${x},${y + h} Z`,
    lin([
      [0, color, 0.35],
      [1, color, 0],
    ]),
  );
  s += stroke(d, color, 2.4);
  pts.forEach(
    (p, i) =>
      i % 2 === 0 && (s += circle(p[0], p[1], 2.6, '#ffffff', { stroke: color, 'stroke-width': 1.6 })),
  );
  return s;
}
function room(
  w,
  h,
  { wall = ['#fbf3e6', '#f1e2cc'], floorY, floor = ['#c99a6b', '#a97a52'], planks = true } = {},
) {
  let s = rect(0, 0, w, h, lin(wall));
  s += rect(0, floorY, w, h - floorY, lin(floor));
  if (planks)
    for (let k = 1; k < 6; k++)
      s += line(
        0,
        floorY + (h - floorY) * (k / 6) ** 1.3,
        w,
        floorY + (h - floorY) * (k / 6) ** 1.3,
        dark(floor[0], 0.06),
        1,
      );
  s += rect(0, floorY - 5, w, 6, dark(wall[1], 0.12));
  return s;
}
function windowPane(x, y, w, h, o = {}) {
  const night = o.night;
  let s = rrect(x - 4, y - 4, w + 8, h + 8, 3, o.frame ?? '#ffffff');
  s += rect(x, y, w, h, night ? lin(['#0b1230', '#1e1b4b']) : lin(['#93c5fd', '#dbeafe']));
  const cp = clip(rect(x, y, w, h, '#000'));
  let inner = '';
  if (night) {
    for (let k = 0; k < Math.floor((w * h) / 500); k++)
      inner += circle(x + R(0, w), y + R(0, h * 0.6), R(0.5, 1.2), '#f8fafc', { opacity: R(0.4, 0.9) });
    if (o.moon)
      inner +=
        circle(x + w * 0.72, y + h * 0.22, Math.min(w, h) * 0.1, '#fef3c7') +
        circle(x + w * 0.72 + Math.min(w, h) * 0.04, y + h * 0.2, Math.min(w, h) * 0.09, '#1a1845');
  } else {
    inner += ellipse(x + w * 0.3, y + h * 0.25, w * 0.18, h * 0.05, '#ffffff', { opacity: 0.8 });
    inner += ellipse(x + w * 0.75, y + h * 0.15, w * 0.14, h * 0.04, '#ffffff', { opacity: 0.7 });
  }
  // skyline / hills
  inner += path(
    P`M${x},${y + h * 0.78} Q${x + w * 0.3},${y + h * 0.6} ${x + w * 0.55},${y + h * 0.72} T${x + w},${y + h * 0.66} L${x + w},${y + h} L${x},${y + h} Z`,
    night ? '#1e2a4a' : '#86c5a4',
  );
  let bx = x - 4;
  while (bx < x + w) {
    const bw = R(10, 22);
    const bh = R(h * 0.15, h * 0.42);
    inner += rect(bx, y + h - bh, bw, bh, night ? '#111a33' : pick(['#cbd5e1', '#e2e8f0', '#bfdbfe']));
    if (night)
      for (let k = 0; k < 4; k++)
        if (rnd() < 0.6) inner += rect(bx + R(2, bw - 5), y + h - bh + R(4, bh - 6), 2.5, 2.5, '#fde68a');
    bx += bw + R(2, 8);
  }
  s += g(inner, { 'clip-path': cp });
  const cols = o.cols ?? 2;
  for (let k = 1; k < cols; k++) s += rect(x + (w * k) / cols - 1.5, y, 3, h, o.frame ?? '#ffffff');
  if (o.rows)
    for (let k = 1; k < o.rows; k++) s += rect(x, y + (h * k) / o.rows - 1.5, w, 3, o.frame ?? '#ffffff');
  if (!night)
    s += poly(
      [
        [x, y + h],
        [x + w * 0.25, y],
        [x + w * 0.4, y],
        [x + w * 0.15, y + h],
      ],
      '#ffffff',
      { opacity: 0.12 },
    );
  return s;
}
function table(x, y, w, o = {}) {
  const top = o.top ?? '#d4a373';
  const h = o.h ?? 60;
  let s = '';
  if (o.cloth) {
    s += rect(x, y, w, h, o.cloth);
    s += rect(x, y, w, 5, light(o.cloth, 0.15));
    if (o.label)
      s += text(x + w / 2, y + h * 0.55, o.label, fit(o.label, w * 0.7, 13), o.labelColor ?? '#ffffff');
    return s;
  }
  s += rect(x + 8, y + 8, 6, h - 8, dark(top, 0.35));
  s += rect(x + w - 14, y + 8, 6, h - 8, dark(top, 0.35));
  s += rect(x, y + 5, w, o.apron ?? 12, dark(top, 0.2));
  s += rrect(x - 3, y, w + 6, 7, 2, top);
  return s;
}
function laptopLid(x, y, w, o = {}) {
  // Back of an open laptop lid seen from the front; (x,y) top-left, base at y + h.
  const h = w * 0.66;
  let s = rrect(x, y, w, h, w * 0.06, o.color ?? '#cbd5e1');
  s += rrect(x + 2, y + 2, w - 4, h - 4, w * 0.05, light(o.color ?? '#cbd5e1', 0.2), { opacity: 0.5 });
  s += circle(x + w / 2, y + h * 0.48, w * 0.09, o.logo ?? '#94a3b8');
  if (o.sticker)
    s += rrect(x + w * 0.12, y + h * 0.18, w * 0.2, w * 0.12, 2, o.sticker, {
      transform: `rotate(-12 ${fmt(x + w * 0.2)} ${fmt(y + h * 0.22)})`,
    });
  s += rect(x - w * 0.06, y + h, w * 1.12, w * 0.05, dark(o.color ?? '#cbd5e1', 0.2));
  return s;
}
function laptopOpen(x, y, w, o = {}) {
  // Laptop facing the viewer; (x,y) top-left of screen.
  const h = w * 0.62;
  let s = rrect(x, y, w, h, w * 0.05, '#334155');
  s += rect(x + w * 0.05, y + w * 0.05, w * 0.9, h - w * 0.09, o.screen ?? '#0f172a');
  if (o.content) s += o.content(x + w * 0.05, y + w * 0.05, w * 0.9, h - w * 0.09);
  else s += codeLines(x + w * 0.1, y + w * 0.1, w * 0.8, h - w * 0.2, { lh: Math.max(3, w / 14) });
  s += path(
    P`M${x - w * 0.08},${y + h + w * 0.07} L${x + w * 1.08},${y + h + w * 0.07} L${x + w},${y + h} L${x},${y + h} Z`,
    '#94a3b8',
  );
  return s;
}
function monitor(x, y, w, h, o = {}) {
  let s = rect(x + w / 2 - w * 0.04, y + h, w * 0.08, h * 0.22, '#475569');
  s += rrect(x + w / 2 - w * 0.18, y + h + h * 0.2, w * 0.36, h * 0.06, 2, '#334155');
  s += rrect(x, y, w, h, 3, '#1e293b');
  s += rect(x + 3, y + 3, w - 6, h - 6, o.screen ?? '#0b1224');
  if (o.glow) s += rect(x + 3, y + 3, w - 6, h - 6, o.glow, { opacity: 0.12 });
  s += codeLines(x + 7, y + 7, w - 14, h - 12, { lh: Math.max(3.5, h / 10) });
  return s;
}
function banner(x, y, w, h, str, o = {}) {
  let s = '';
  if (o.hang !== false) {
    s += line(x + w * 0.15, 0, x + w * 0.15, y + 2, '#94a3b8', 1.2);
    s += line(x + w * 0.85, 0, x + w * 0.85, y + 2, '#94a3b8', 1.2);
  }
  s += rrect(x, y, w, h, o.r ?? 6, o.bg ?? BRAND.blue);
  if (o.stripe !== false) s += rect(x, y + h - h * 0.12, w, h * 0.12, o.stripe ?? BRAND.orange);
  const size = fit(str, w * 0.84, o.size ?? h * 0.42, 0.62);
  const ty = o.sub ? y + h * 0.46 : y + h * 0.5 + size * 0.35;
  s += text(x + w / 2, ty, str, size, o.fg ?? '#ffffff');
  if (o.sub)
    s += text(x + w / 2, y + h * 0.74, o.sub, fit(o.sub, w * 0.8, h * 0.18), o.subColor ?? '#bfdbfe', {
      'font-weight': 400,
    });
  return s;
}
function logoMark(x, y, size, o = {}) {
  // Codebridge mark: rounded square with a bridge arch and brackets.
  let s = rrect(x, y, size, size, size * 0.24, o.bg ?? BRAND.blue);
  const u = size / 24;
  s += stroke(
    P`M${x + 5 * u},${y + 16 * u} Q${x + 12 * u},${y + 6 * u} ${x + 19 * u},${y + 16 * u}`,
    '#ffffff',
    2.4 * u,
  );
  s += line(x + 4 * u, y + 16.5 * u, x + 20 * u, y + 16.5 * u, o.accent ?? BRAND.orange, 2.4 * u);
  s += line(x + 9 * u, y + 12 * u, x + 9 * u, y + 16 * u, '#ffffff', 1.6 * u);
  s += line(x + 15 * u, y + 12 * u, x + 15 * u, y + 16 * u, '#ffffff', 1.6 * u);
  return s;
}
function plant(x, y, s = 1, o = {}) {
  // (x,y) bottom centre of the pot
  let out = '';
  const lc = o.leaf ?? '#16a34a';
  for (let k = 0; k < 7; k++) {
    const a = -Math.PI / 2 + (k - 3) * 0.38;
    const len = (26 + (k % 2) * 8) * s;
    const cx = x + Math.cos(a) * len * 0.55;
    const cy = y - 22 * s + Math.sin(a) * len * 0.55;
    out += ellipse(cx, cy, 5 * s, len * 0.5, k % 2 ? lc : dark(lc, 0.15), {
      transform: `rotate(${fmt((a * 180) / Math.PI + 90)} ${fmt(cx)} ${fmt(cy)})`,
    });
  }
  out += path(
    P`M${x - 11 * s},${y - 22 * s} L${x + 11 * s},${y - 22 * s} L${x + 8 * s},${y} L${x - 8 * s},${y} Z`,
    o.pot ?? '#f97316',
  );
  out += rect(x - 12 * s, y - 24 * s, 24 * s, 4 * s, dark(o.pot ?? '#f97316', 0.15));
  return out;
}
function clock(x, y, r) {
  let s = circle(x, y, r, '#ffffff', { stroke: '#334155', 'stroke-width': r * 0.15 });
  s +=
    line(x, y, x, y - r * 0.6, '#0f172a', r * 0.12) +
    line(x, y, x + r * 0.45, y + r * 0.1, '#0f172a', r * 0.12);
  return s;
}
function bunting(x1, x2, y, sag = 14, colors = [BRAND.blue, BRAND.orange, '#10b981', '#facc15', '#e11d48']) {
  let s = stroke(P`M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}`, '#64748b', 1);
  const n = Math.floor((x2 - x1) / 22);
  for (let k = 0; k <= n; k++) {
    const t = k / n;
    const px = x1 + (x2 - x1) * t;
    const py = y + sag * 2 * 2 * t * (1 - t);
    s += poly(
      [
        [px - 7, py],
        [px + 7, py],
        [px, py + 13],
      ],
      colors[k % colors.length],
    );
  }
  return s;
}
function stringLights(x1, x2, y, sag = 12) {
  let s = stroke(P`M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}`, '#475569', 1);
  const n = Math.floor((x2 - x1) / 24);
  for (let k = 0; k <= n; k++) {
    const t = k / n;
    const px = x1 + (x2 - x1) * t;
    const py = y + sag * 2 * 2 * t * (1 - t) + 4;
    s += circle(px, py, 7, '#fde68a', { opacity: 0.25 }) + circle(px, py, 3, '#fde68a');
  }
  return s;
}
function confetti(
  x,
  y,
  w,
  h,
  n,
  colors = [BRAND.orange, BRAND.blue, '#10b981', '#facc15', '#e11d48', '#a855f7'],
  squiggle = 0.12,
) {
  let s = '';
  for (let k = 0; k < n; k++) {
    const cx = x + R(0, w);
    const cy = y + R(0, h);
    const c = pick(colors);
    const q = rnd();
    if (q < 0.55)
      s += rect(cx, cy, R(3, 6), R(2, 3.5), c, { transform: `rotate(${RI(0, 180)} ${fmt(cx)} ${fmt(cy)})` });
    else if (q < 1 - squiggle) s += circle(cx, cy, R(1.5, 2.8), c);
    else s += stroke(P`M${cx},${cy} q3,-4 6,0 t6,0`, c, 1.6);
  }
  return s;
}
function balloon(x, y, r, c) {
  let s = stroke(P`M${x},${y + r * 1.2} q-4,12 2,22 t-2,24`, '#94a3b8', 1);
  s += ellipse(x, y, r, r * 1.18, c);
  s += poly(
    [
      [x - 3, y + r * 1.24],
      [x + 3, y + r * 1.24],
      [x, y + r * 1.1],
    ],
    dark(c, 0.15),
  );
  s += ellipse(x - r * 0.35, y - r * 0.45, r * 0.2, r * 0.32, '#ffffff', { opacity: 0.35 });
  return s;
}
function paper(cx, cy, w, h, o = {}) {
  let s = rrect(cx - w / 2, cy - h / 2, w, h, 1.5, '#ffffff', { stroke: '#cbd5e1', 'stroke-width': 0.6 });
  if (o.head) s += rect(cx - w / 2, cy - h / 2, w, h * 0.22, o.head);
  if (o.label) s += text(cx, cy - h / 2 + h * 0.16, o.label, fit(o.label, w * 0.86, h * 0.14), '#ffffff');
  for (let k = 0; k < (o.lines ?? 3); k++)
    s += rect(
      cx - w * 0.36,
      cy - h * 0.08 + k * h * 0.16,
      w * (k === 2 ? 0.45 : 0.72),
      Math.max(1, h * 0.05),
      '#cbd5e1',
    );
  if (o.seal) s += circle(cx + w * 0.3, cy + h * 0.3, h * 0.1, o.seal);
  return s;
}
function certificate(cx, cy, w, h) {
  let s = rrect(cx - w / 2, cy - h / 2, w, h, 2, '#fffbeb', { stroke: '#d97706', 'stroke-width': 1.4 });
  s += rect(cx - w / 2 + 3, cy - h / 2 + 3, w - 6, h - 6, 'none', { stroke: '#fbbf24', 'stroke-width': 0.8 });
  s += rect(cx - w * 0.3, cy - h * 0.25, w * 0.6, h * 0.1, '#1d4ed8');
  s += rect(cx - w * 0.36, cy, w * 0.72, h * 0.06, '#cbd5e1');
  s += rect(cx - w * 0.26, cy + h * 0.14, w * 0.52, h * 0.06, '#cbd5e1');
  s += circle(cx + w * 0.3, cy + h * 0.28, h * 0.13, '#f97316');
  return s;
}
function mug(x, y, s, c) {
  let out = rrect(x - 6 * s, y - 12 * s, 12 * s, 12 * s, 2 * s, c);
  out += stroke(P`M${x + 6 * s},${y - 9 * s} q5,0 5,4 t-5,4`, c, 1.8 * s);
  return out;
}
function steam(x, y) {
  return stroke(P`M${x - 2},${y} q-3,-5 0,-9 t0,-9 M${x + 3},${y - 2} q-3,-5 0,-9 t0,-9`, '#ffffff', 1.2, {
    opacity: 0.5,
  });
}
function spotlight(x, y, spread, len, color = '#fff7d6', op = 0.16) {
  return poly(
    [
      [x - 8, y],
      [x + 8, y],
      [x + spread, y + len],
      [x - spread, y + len],
    ],
    color,
    { opacity: op },
  );
}
function curtain(x, w, h, c, side) {
  let s = rect(x, 0, w, h, lin([c, dark(c, 0.25)], side === 'l' ? 0 : 1, 0, side === 'l' ? 1 : 0, 0));
  for (let k = 1; k < 4; k++)
    s += line(x + (w * k) / 4, 0, x + (w * k) / 4 + (side === 'l' ? -6 : 6), h, dark(c, 0.3), 2, {
      opacity: 0.5,
    });
  return s;
}
function chairFront(x, seatY, s, c) {
  // simple chair seen from the front, (x, seatY) centre of seat
  let out = rrect(x - 29 * s, seatY - 70 * s, 58 * s, 64 * s, 10 * s, dark(c, 0.1));
  out += line(x - 26 * s, seatY + 4 * s, x - 30 * s, seatY + 52 * s, '#94a3b8', 3.5 * s);
  out += line(x + 26 * s, seatY + 4 * s, x + 30 * s, seatY + 52 * s, '#94a3b8', 3.5 * s);
  out += rrect(x - 32 * s, seatY - 8 * s, 64 * s, 13 * s, 5 * s, c);
  return out;
}
function podium(x, ground, w, h, o = {}) {
  let s = path(
    P`M${x - w / 2},${ground - h} L${x + w / 2},${ground - h} L${x + w * 0.42},${ground} L${x - w * 0.42},${ground} Z`,
    o.color ?? '#7c4a2d',
  );
  s += rect(x - w / 2 - 4, ground - h - 6, w + 8, 8, dark(o.color ?? '#7c4a2d', 0.2));
  s += logoMark(x - w * 0.18, ground - h + h * 0.22, w * 0.36);
  return s;
}
function booth(x, y, w, h, name, c) {
  let s = rect(x, y, w, h, light(c, 0.82));
  s += rect(x, y, w, h * 0.22, c);
  s += text(x + w / 2, y + h * 0.145, name, fit(name, w * 0.8, h * 0.12), '#ffffff');
  const n = 6;
  for (let k = 0; k < n; k++)
    s += path(
      P`M${x + (w * k) / n},${y + h * 0.22} h${w / n} q${-w / n / 2},12 ${-w / n},0 Z`,
      k % 2 ? c : '#ffffff',
    );
  s += rect(x - 3, y - 4, 5, h + 4, '#94a3b8') + rect(x + w - 2, y - 4, 5, h + 4, '#94a3b8');
  return s;
}
function stars(x, y, w, h, n) {
  let s = '';
  for (let k = 0; k < n; k++)
    s += circle(x + R(0, w), y + R(0, h), R(0.4, 1.2), '#ffffff', { opacity: R(0.3, 0.9) });
  return s;
}
function sparkle(x, y, r, c) {
  return path(
    P`M${x},${y - r} Q${x + r * 0.2},${y - r * 0.2} ${x + r},${y} Q${x + r * 0.2},${y + r * 0.2} ${x},${y + r} Q${x - r * 0.2},${y + r * 0.2} ${x - r},${y} Q${x - r * 0.2},${y - r * 0.2} ${x},${y - r} Z`,
    c,
  );
}
function heart(x, y, s, c) {
  return path(
    P`M${x},${y + 6 * s} C${x - 9 * s},${y - 1 * s} ${x - 6 * s},${y - 9 * s} ${x},${y - 4 * s} C${x + 6 * s},${y - 9 * s} ${x + 9 * s},${y - 1 * s} ${x},${y + 6 * s} Z`,
    c,
  );
}
function trophy(x, y, s) {
  let out = path(
    P`M${x - 14 * s},${y - 40 * s} L${x + 14 * s},${y - 40 * s} Q${x + 14 * s},${y - 16 * s} ${x},${y - 14 * s} Q${x - 14 * s},${y - 16 * s} ${x - 14 * s},${y - 40 * s} Z`,
    '#f59e0b',
  );
  out += stroke(
    P`M${x - 14 * s},${y - 36 * s} q-9,0 -8,8 t9,10 M${x + 14 * s},${y - 36 * s} q9,0 8,8 t-9,10`,
    '#f59e0b',
    2.4 * s,
  );
  out += rect(x - 2.5 * s, y - 15 * s, 5 * s, 8 * s, '#d97706');
  out += rrect(x - 10 * s, y - 8 * s, 20 * s, 8 * s, 1.5 * s, '#92400e');
  out += sparkle(x - 4 * s, y - 32 * s, 3 * s, '#fef3c7');
  return out;
}

/* ------------------------------------------------------------------ *
 * Event scenes (480x360)
 * ------------------------------------------------------------------ */
const W = 480;
const H = 360;

const events = [];
const ev = (alt, fn) => events.push({ alt, fn });

// 1 Classroom lecture with projector screen showing code
ev('Trainer pointing at code on the projector screen during a classroom lecture', () => {
  let s = room(W, H, { wall: ['#fbf3e6', '#f0dfc6'], floorY: 250 });
  s += windowPane(22, 46, 82, 118, { cols: 2 });
  s += clock(446, 40, 13);
  s += rect(146, 26, 258, 7, '#64748b');
  s += editor(152, 33, 246, 146);
  s += plant(40, 250, 1.1);
  const ppl = crowd(9);
  s += figure(
    433,
    250,
    0.92,
    person({ g: 'm', outfit: 'blazer', glasses: true, hair: 'side', shirt: '#0f172a' }),
    { pose: 'point', dir: -1 },
  );
  // far row of desks
  s += table(40, 226, 400, { h: 40, top: '#e7c9a0' });
  [
    [75, 205],
    [170, 198],
    [265, 202],
    [345, 206],
  ].forEach(([x, yy]) => (s += laptopOpen(x + 18, yy, 32)));
  [70, 165, 260, 350].forEach((x, i) => (s += backFigure(x, 208, 0.78, ppl[i], { bodyH: 118 })));
  s += table(0, 296, 480, { h: 70, top: '#e7c9a0' });
  [60, 180, 305, 425].forEach((x, i) => (s += backFigure(x, 276, 1.08, ppl[i + 4], { bodyH: 90 })));
  return s;
});

// 2 Hackathon with laptops on long tables
ev('Teams coding on laptops along long tables at the Codebridge hackathon', () => {
  let s = rect(0, 0, W, H, lin(['#1e1b4b', '#0f172a']));
  s += rect(0, 250, W, 110, lin(['#1e293b', '#0f172a']));
  s += stringLights(0, 480, 6, 10);
  s += rrect(120, 30, 240, 46, 8, '#0b1020', { stroke: BRAND.orange, 'stroke-width': 2 });
  s += text(240, 61, 'HACKATHON 2025', 24, BRAND.orange, { 'letter-spacing': 1 });
  s += rrect(380, 38, 76, 30, 5, '#0b1020', { stroke: '#38bdf8', 'stroke-width': 1.4 });
  s += text(418, 59, '23:59:12', 14, '#38bdf8', { 'font-family': 'DejaVu Sans Mono, monospace' });
  s += rrect(26, 38, 76, 30, 5, '#0b1020', { stroke: '#34d399', 'stroke-width': 1.4 });
  s += text(64, 59, '36 teams', 13, '#34d399');
  const ppl = crowd(7);
  const xs = [62, 150, 240, 330, 418];
  xs.forEach((x, i) => (s += figure(x, 290, 0.82, ppl[i], { pose: 'type', legs: false })));
  s += table(10, 236, 460, { h: 90, top: '#475569', apron: 16 });
  xs.forEach(
    (x, i) =>
      (s += laptopLid(x - 24, 204, 48, {
        sticker: [BRAND.orange, '#38bdf8', '#a78bfa', '#34d399', '#f472b6'][i],
        logo: '#e2e8f0',
      })),
  );
  s +=
    rrect(196, 230, 38, 6, 1, '#fbbf24') +
    rrect(104, 228, 8, 8, 1, '#ef4444') +
    rrect(372, 228, 8, 8, 1, '#22c55e');
  s += backFigure(40, 300, 1.2, ppl[5], { bodyH: 80 });
  s += backFigure(446, 306, 1.2, ppl[6], { bodyH: 80 });
  return s;
});

// 3 Placement drive with banner
ev('Students with their resume folders queuing at the recruiter desk during Placement Drive 2025', () => {
  let s = room(W, H, { wall: ['#f8fafc', '#e2e8f0'], floorY: 262, floor: ['#cbd5e1', '#94a3b8'] });
  s += banner(70, 18, 340, 58, 'Placement Drive 2025', { sub: 'Codebridge Institute, Pune' });
  // roll-up standees
  s +=
    rect(18, 96, 48, 166, BRAND.navy) +
    text(42, 130, 'WE', 12, '#ffffff') +
    text(42, 146, 'ARE', 12, '#ffffff') +
    text(42, 162, 'HIRING', 11, BRAND.orange);
  s += rect(18, 256, 48, 6, '#64748b');
  const ppl = crowd(6);
  s += figure(140, 296, 0.8, ppl[0], { pose: 'type', legs: false });
  s += figure(250, 296, 0.8, person({ g: 'f', outfit: 'blazer', shirt: '#1e3a8a' }), {
    pose: 'type',
    legs: false,
  });
  s += table(86, 212, 230, { cloth: BRAND.blue, label: 'Recruiter Desk', h: 64 });
  s += paper(128, 206, 22, 14, { lines: 2 }) + paper(232, 206, 22, 14, { lines: 2 });
  s += laptopLid(172, 186, 36, {});
  // queue
  const file = (c) => (h, u) => rrect(h.R[0] - 10 * u, h.R[1] - 14 * u, 16 * u, 22 * u, 2 * u, c);
  s += figure(352, 290, 0.86, ppl[1], { pose: 'holdOne', item: file('#f97316') });
  s += figure(404, 290, 0.86, ppl[2], { pose: 'holdOne', item: file('#0ea5e9') });
  s += figure(452, 290, 0.86, { ...ppl[3], lanyard: true }, { pose: 'down' });
  return s;
});

// 4 Mock interview desk
ev('Candidate facing an interviewer across the desk in a mock interview', () => {
  let s = room(W, H, { wall: ['#fff7ed', '#fde8cf'], floorY: 262, floor: ['#b7895f', '#9a6f4a'] });
  s += windowPane(330, 40, 110, 110, { cols: 3 });
  s += rrect(60, 40, 150, 44, 6, BRAND.navy) + text(135, 69, 'Mock Interviews', 17, '#ffffff');
  s += rect(60, 80, 150, 4, BRAND.orange);
  s += clock(250, 60, 14);
  s += plant(450, 262, 1.1, { pot: '#0f766e' });
  s += figure(
    300,
    300,
    0.95,
    person({ g: 'f', outfit: 'blazer', glasses: true, hair: 'bun', shirt: '#334155' }),
    { pose: 'type', legs: false },
  );
  s += table(150, 226, 300, { h: 80, top: '#8b5e3c', apron: 20 });
  s += laptopLid(330, 196, 46, {});
  s += paper(250, 222, 34, 10, { lines: 0 }) + rect(236, 219, 18, 2, '#94a3b8');
  s += mug(410, 226, 1, BRAND.orange);
  s += rrect(180, 212, 40, 14, 2, '#f8fafc') + text(200, 222, 'PANEL', 7, BRAND.navy);
  s += backFigure(130, 252, 1.45, person({ g: 'm', outfit: 'blazer', shirt: '#1e3a8a', hair: 'short' }), {
    bodyH: 90,
  });
  return s;
});

// 5 Certificate ceremony on stage
ev('A graduate receiving a certificate on stage at Certification Day', () => {
  let s = rect(0, 0, W, H, lin(['#312e81', '#1e1b4b']));
  s += rect(60, 0, 360, 250, lin(['#1e3a8a', '#172554']));
  s += banner(120, 24, 240, 54, 'Certification Day', {
    hang: false,
    bg: '#fbbf24',
    fg: BRAND.navy,
    stripe: BRAND.orange,
    sub: 'Batch of 2025',
    subColor: '#78350f',
  });
  s += curtain(0, 70, 252, '#9f1239', 'l') + curtain(410, 70, 252, '#9f1239', 'r');
  s += rect(0, 248, W, 16, '#7c4a2d') + rect(0, 264, W, 96, '#3b2416');
  s += spotlight(180, 0, 70, 250) + spotlight(300, 0, 70, 250);
  s += figure(
    196,
    252,
    0.86,
    person({ g: 'm', outfit: 'blazer', shirt: BRAND.navy, grey: true, glasses: true, hair: 'short' }),
    { pose: 'give' },
  );
  s += figure(284, 252, 0.86, person({ g: 'f', outfit: 'kurti', shirt: '#0f766e', hair: 'long' }), {
    pose: 'give',
    dir: -1,
    expr: 'joy',
    item: (h, u) => certificate(h.L[0] - 10 * u, h.L[1] - 4 * u, 34 * u, 24 * u),
  });
  s += podium(380, 250, 46, 70);
  const aud = crowd(6);
  [30, 110, 190, 270, 350, 430].forEach(
    (x, i) => (s += backFigure(x + (i % 2) * 8, 318, 1.0, aud[i], { bodyH: 60 })),
  );
  return s;
});

// 6 Workshop whiteboard
ev('Mentor sketching a system design on the whiteboard during a hands-on workshop', () => {
  let s = room(W, H, { wall: ['#eef6ff', '#dbe8f7'], floorY: 262, floor: ['#b08968', '#8d6b4f'] });
  s += rrect(40, 40, 290, 160, 4, '#ffffff', { stroke: '#94a3b8', 'stroke-width': 4 });
  s += rect(60, 198, 250, 5, '#94a3b8');
  const box = (x, y, w, label, c) =>
    rrect(x, y, w, 30, 5, 'none', { stroke: c, 'stroke-width': 2.4 }) + text(x + w / 2, y + 20, label, 12, c);
  s +=
    box(62, 62, 70, 'React UI', BRAND.blue) +
    box(170, 62, 62, 'API', BRAND.orange) +
    box(262, 62, 52, 'DB', '#059669');
  s += box(170, 134, 62, 'Auth', '#7c3aed');
  const arrow = (x1, y1, x2, y2, c) => line(x1, y1, x2, y2, c, 2) + circle(x2, y2, 3, c);
  s +=
    arrow(132, 77, 166, 77, '#0f172a') +
    arrow(232, 77, 258, 77, '#0f172a') +
    arrow(201, 92, 201, 130, '#0f172a');
  s += text(90, 150, 'REST', 11, '#be123c') + stroke('M70,160 q20,8 45,0', '#be123c', 1.8);
  [
    ['#fde047', 268, 130],
    ['#f9a8d4', 292, 146],
    ['#86efac', 270, 160],
  ].forEach(([c, x, y]) => (s += rect(x, y, 22, 20, c, { transform: `rotate(${RI(-8, 8)} ${x} ${y})` })));
  s += figure(382, 270, 0.95, person({ g: 'f', outfit: 'shirt', shirt: BRAND.orange, hair: 'ponytail' }), {
    pose: 'point',
    dir: -1,
    item: (h, u) => rect(h.L[0] - 8 * u, h.L[1] - 1.5 * u, 8 * u, 3 * u, BRAND.blue),
  });
  s += plant(452, 262, 1, {});
  s += table(-10, 300, 500, { h: 70, top: '#f5deb3' });
  const st = crowd(4);
  s += laptopOpen(120, 268, 44);
  s += laptopOpen(320, 270, 40);
  [70, 200, 290, 430].forEach((x, i) => (s += backFigure(x, 282, 1.05, st[i], { bodyH: 80 })));
  return s;
});

// 7 Group photo of students
ev('Group photo of a graduating batch outside the Codebridge campus', () => {
  let s = rect(0, 0, W, H, lin(['#7dd3fc', '#e0f2fe']));
  s += circle(410, 46, 20, '#fde68a', { opacity: 0.9 });
  // campus building
  s += rect(40, 50, 400, 170, '#f1f5f9') + rect(40, 50, 400, 14, '#cbd5e1');
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 9; c++)
      s += rect(56 + c * 43, 74 + r * 40, 28, 26, '#93c5fd', { stroke: '#e2e8f0', 'stroke-width': 2 });
  s +=
    rect(170, 26, 140, 30, BRAND.blue) + text(240, 46, 'CODEBRIDGE', 15, '#ffffff', { 'letter-spacing': 2 });
  s +=
    circle(20, 180, 34, '#22c55e') +
    circle(462, 176, 36, '#16a34a') +
    rect(16, 200, 8, 30, '#78350f') +
    rect(458, 200, 8, 30, '#78350f');
  s += rect(0, 220, W, 140, lin(['#86efac', '#4ade80']));
  const ppl = crowd(17);
  let k = 0;
  const rows = [
    { y: 168, r: 13.5, xs: [96, 144, 192, 240, 288, 336, 384] },
    { y: 204, r: 15, xs: [70, 124, 178, 232, 286, 340, 394] },
    { y: 244, r: 16.5, xs: [120, 180, 240, 300, 360] },
  ];
  rows.forEach((row) =>
    row.xs.forEach(
      (x) =>
        (s += bust(x + (row.r === 15 ? 8 : 0), row.y, row.r, ppl[k++ % ppl.length], {
          bottom: 380,
          expr: k % 4 === 0 ? 'joy' : undefined,
        })),
    ),
  );
  s += rrect(130, 318, 220, 32, 6, BRAND.navy) + text(240, 340, 'Batch of 2025', 17, '#ffffff');
  s += rect(130, 345, 220, 5, BRAND.orange);
  return s;
});

// 8 Campus seminar in an auditorium
ev('Audience listening to a cloud and DevOps seminar in the campus auditorium', () => {
  let s = rect(0, 0, W, H, lin(['#6b4226', '#4a2c18']));
  for (let x = 10; x < W; x += 26) s += rect(x, 0, 3, 200, '#5a371f', { opacity: 0.7 });
  s += rect(0, 186, W, 20, '#3b2416');
  s += rrect(120, 22, 240, 140, 4, '#f8fafc');
  s += rect(120, 22, 240, 28, BRAND.blue) + text(240, 42, 'Cloud & DevOps Seminar', 14, '#ffffff');
  const cloud = (x, y, c) =>
    circle(x - 12, y, 11, c) +
    circle(x + 2, y - 6, 14, c) +
    circle(x + 16, y + 1, 10, c) +
    rect(x - 12, y, 28, 11, c);
  s += cloud(200, 90, '#bfdbfe') + text(202, 100, 'AWS', 9, BRAND.navy);
  s += rrect(252, 76, 36, 26, 3, '#fed7aa') + text(270, 93, 'CI/CD', 8, '#9a3412');
  s += rrect(300, 76, 40, 26, 3, '#bbf7d0') + text(320, 93, 'Docker', 8, '#166534');
  s += line(226, 90, 250, 90, '#334155', 1.4) + line(288, 89, 300, 89, '#334155', 1.4);
  for (let k = 0; k < 3; k++) s += rect(150, 118 + k * 10, [160, 120, 140][k], 4, '#cbd5e1');
  s += figure(
    70,
    228,
    0.86,
    person({ g: 'm', outfit: 'blazer', shirt: '#1f2937', beard: true, hair: 'short' }),
    {
      pose: 'mic',
      legs: false,
      item: (h, u) =>
        rect(h.R[0] - 1.5 * u, h.R[1] - 12 * u, 3 * u, 12 * u, '#111827') +
        circle(h.R[0], h.R[1] - 13 * u, 3 * u, '#374151'),
    },
  );
  s += podium(70, 200, 60, 80, { color: '#8b5e3c' });
  s += rect(0, 200, W, 160, '#2a1a10');
  const aud = crowd(14);
  const rows = [
    { y: 226, s: 0.66, xs: [50, 110, 170, 230, 290, 350, 410, 466] },
    { y: 268, s: 0.86, xs: [40, 120, 200, 280, 360, 440] },
  ];
  let k = 0;
  rows.forEach((row, ri) => {
    s += rect(0, row.y + 22 * row.s, W, 80, ri ? '#7f1d1d' : '#991b1b');
    row.xs.forEach((x) => (s += backFigure(x, row.y, row.s, aud[k++], { bodyH: 60 })));
  });
  s += rect(0, 326, W, 40, '#7f1d1d');
  for (let x = 0; x < W; x += 60) s += rrect(x + 4, 318, 52, 42, 8, '#991b1b');
  return s;
});

// 9 Alumni meetup
ev('Alumni catching up over coffee at the Codebridge alumni meetup', () => {
  let s = room(W, H, { wall: ['#fff1e6', '#fed7aa'], floorY: 268, floor: ['#a16207', '#854d0e'] });
  s += stringLights(0, 480, 14, 12);
  s += banner(140, 44, 200, 44, 'Alumni Meetup', { bg: BRAND.navy, size: 20 });
  s += windowPane(26, 70, 70, 120, { cols: 1, rows: 2 });
  s += windowPane(388, 70, 70, 120, { cols: 1, rows: 2 });
  const ppl = crowd(7);
  const cup = (h, u) =>
    rrect(h.R[0] - 4 * u, h.R[1] - 9 * u, 8 * u, 10 * u, 1.5 * u, '#ffffff') +
    rect(h.R[0] - 4 * u, h.R[1] - 6 * u, 8 * u, 3 * u, BRAND.orange);
  // high table
  s +=
    ellipse(240, 214, 34, 7, '#78350f') +
    rect(237, 214, 6, 60, '#57534e') +
    ellipse(240, 274, 18, 4, '#57534e');
  s += mug(232, 212, 0.8, '#f8fafc') + mug(250, 212, 0.8, BRAND.blue);
  s += figure(60, 300, 0.92, ppl[0], { pose: 'cup', item: cup });
  s += figure(122, 300, 0.9, ppl[1], { pose: 'wave', dir: -1 });
  s += figure(186, 304, 0.92, ppl[2], { pose: 'cup', dir: -1, item: (h, u) => cup({ R: h.L }, u) });
  s += figure(296, 304, 0.94, ppl[3], { pose: 'shake', dir: 1 });
  s += figure(354, 304, 0.92, ppl[4], { pose: 'shake', dir: -1 });
  s += figure(424, 300, 0.9, ppl[5], { pose: 'cup', dir: -1, item: (h, u) => cup({ R: h.L }, u) });
  return s;
});

// 10 Coding bootcamp at night
ev('Students coding late into the night at a weekend coding bootcamp', () => {
  let s = rect(0, 0, W, H, lin(['#0b1026', '#141b3a']));
  s += windowPane(40, 30, 400, 120, { night: true, moon: true, cols: 4, frame: '#1e293b' });
  s += rrect(158, 160, 164, 28, 6, '#0b1020', { stroke: '#f472b6', 'stroke-width': 1.5 });
  s += text(240, 179, 'NIGHT BOOTCAMP', 13, '#f472b6', { 'letter-spacing': 1 });
  s += rect(0, 250, W, 110, '#0a0f1f');
  const glow = radial([
    [0, '#60a5fa', 0.45],
    [1, '#60a5fa', 0],
  ]);
  [
    [110, 225],
    [240, 225],
    [370, 225],
  ].forEach(([x, y]) => (s += ellipse(x, y, 80, 60, glow)));
  s += table(10, 250, 460, { h: 70, top: '#334155', apron: 12 });
  s += monitor(62, 196, 96, 54, { glow: '#38bdf8' });
  s += monitor(192, 196, 96, 54, { glow: '#38bdf8' });
  s += monitor(322, 196, 96, 54, { glow: '#38bdf8' });
  s += mug(170, 252, 0.9, BRAND.orange) + steam(170, 238);
  s += mug(300, 252, 0.9, '#e2e8f0') + steam(300, 238);
  const lamp = (x) =>
    stroke(P`M${x},250 L${x + 8},222 L${x - 2},210`, '#64748b', 2.4) +
    path(P`M${x - 10},204 L${x + 6},210 L${x - 4},218 Z`, '#fbbf24') +
    poly(
      [
        [x - 4, 214],
        [x + 2, 216],
        [x + 18, 250],
        [x - 16, 250],
      ],
      '#fde68a',
      { opacity: 0.15 },
    );
  s += lamp(30) + lamp(450);
  const st = crowd(3);
  [98, 236, 376].forEach((x, i) => (s += backFigure(x, 280, 1.1, st[i], { bodyH: 80 })));
  return s;
});

// 11 Team presentation
ev('A student team presenting their project dashboard to classmates', () => {
  let s = room(W, H, { wall: ['#f1f5f9', '#e2e8f0'], floorY: 262, floor: ['#94a3b8', '#64748b'] });
  s += rrect(230, 30, 220, 140, 6, '#0f172a');
  s += rect(238, 38, 204, 124, '#ffffff');
  s += text(340, 56, 'Team Phoenix: Sprint Demo', 11, BRAND.navy);
  s += barChart(
    252,
    68,
    110,
    80,
    [0.35, 0.55, 0.48, 0.8, 0.95],
    [BRAND.blue, BRAND.blue, BRAND.blue, BRAND.orange, BRAND.orange],
  );
  s +=
    circle(402, 104, 24, '#e2e8f0') +
    path('M402,104 L402,80 A24,24 0 0 1 424,113 Z', BRAND.orange) +
    circle(402, 104, 12, '#ffffff');
  s += rect(380, 138, 44, 4, '#cbd5e1') + rect(380, 146, 30, 4, '#cbd5e1');
  s += rect(334, 170, 12, 8, '#334155');
  const team = crowd(3);
  s += figure(70, 268, 0.88, team[0], {
    pose: 'hold',
    item: (h, u) => rrect(h.L[0] - 2 * u, h.L[1] - 12 * u, h.R[0] - h.L[0] + 4 * u, 16 * u, 2 * u, '#1e293b'),
  });
  s += figure(140, 268, 0.9, team[1], { pose: 'hips' });
  s += figure(205, 268, 0.9, team[2], { pose: 'point' });
  s += plant(455, 262, 0.9, { pot: BRAND.navy });
  const aud = crowd(4);
  [60, 180, 310, 430].forEach((x, i) => (s += backFigure(x, 300, 1.0, aud[i], { bodyH: 70 })));
  return s;
});

// 12 Career fair booths
ev('Students visiting company booths at the Codebridge career fair', () => {
  let s = room(W, H, {
    wall: ['#e0f2fe', '#f0f9ff'],
    floorY: 266,
    floor: ['#e2e8f0', '#cbd5e1'],
    planks: false,
  });
  for (let x = 0; x < W; x += 40) s += line(x, 266, x - 40, 360, '#cbd5e1', 1);
  s += banner(150, 10, 180, 32, 'Career Fair 2025', { size: 15 });
  const cos = [
    ['NovaSoft', BRAND.blue],
    ['CloudNest', BRAND.orange],
    ['DataMint', '#059669'],
  ];
  const ppl = crowd(6);
  cos.forEach(([name, c], i) => {
    const x = 16 + i * 154;
    s += booth(x, 60, 140, 150, name, c);
    s += logoMark(x + 58, 112, 24, { bg: c, accent: '#ffffff' });
    s += figure(x + 70, 280, 0.74, ppl[i], { pose: 'type', legs: false });
    s += rect(x + 14, 214, 112, 52, dark(c, 0.1)) + rect(x + 14, 210, 112, 6, light(c, 0.3));
    s += text(x + 46, 245, 'Hiring', 12, '#ffffff');
  });
  s += figure(
    148,
    334,
    0.84,
    { ...ppl[3], lanyard: true },
    {
      pose: 'holdOne',
      item: (h, u) => rrect(h.R[0] - 10 * u, h.R[1] - 14 * u, 16 * u, 22 * u, 2 * u, '#fde68a'),
    },
  );
  s += figure(300, 336, 0.86, { ...ppl[4], lanyard: true }, { pose: 'wave', dir: -1 });
  s += figure(452, 334, 0.84, { ...ppl[5], lanyard: true }, { pose: 'down' });
  return s;
});

// 13 Guest lecture: AI in industry
ev('Industry expert with a microphone giving a guest lecture on AI', () => {
  let s = room(W, H, {
    wall: ['#ede9fe', '#ddd6fe'],
    floorY: 256,
    floor: ['#a8a29e', '#78716c'],
    planks: false,
  });
  s += rrect(150, 26, 300, 170, 6, '#1e1b4b');
  s += text(300, 54, 'AI in Industry', 20, '#ffffff');
  s += rect(260, 62, 80, 3, BRAND.orange);
  const layers = [
    [200, 3],
    [260, 4],
    [320, 4],
    [380, 2],
  ];
  const nodes = layers.map(([x, n]) =>
    Array.from({ length: n }, (_, i) => [x, 128 + (i - (n - 1) / 2) * 24]),
  );
  for (let l = 0; l < nodes.length - 1; l++)
    for (const a of nodes[l])
      for (const b of nodes[l + 1]) s += line(a[0], a[1], b[0], b[1], '#818cf8', 1, { opacity: 0.6 });
  nodes.forEach((col, l) =>
    col.forEach(([x, y]) => (s += circle(x, y, 7, ['#38bdf8', '#a78bfa', '#f472b6', '#fbbf24'][l]))),
  );
  s += figure(
    82,
    262,
    0.98,
    person({ g: 'f', outfit: 'blazer', shirt: '#be123c', hair: 'bob', glasses: true }),
    {
      pose: 'mic',
      item: (h, u) =>
        rect(h.R[0] - 1.5 * u, h.R[1] - 12 * u, 3 * u, 12 * u, '#111827') +
        circle(h.R[0], h.R[1] - 13 * u, 3.2 * u, '#374151'),
    },
  );
  const aud = crowd(5);
  [50, 145, 240, 335, 430].forEach(
    (x, i) => (s += backFigure(x, 296, 1.02, aud[i], { bodyH: 70, chair: '#334155' })),
  );
  return s;
});

// 14 Orientation day
ev('New students waving on orientation day under a Welcome Batch 2025 banner', () => {
  let s = room(W, H, {
    wall: ['#fefce8', '#fef3c7'],
    floorY: 270,
    floor: ['#fcd34d', '#f59e0b'],
    planks: false,
  });
  s += bunting(0, 480, 8, 10);
  s += banner(110, 40, 260, 56, 'Welcome, Batch 2025!', { bg: BRAND.orange, stripe: BRAND.blue });
  [
    [40, 80, BRAND.blue],
    [70, 110, BRAND.orange],
    [30, 140, '#10b981'],
    [440, 86, '#e11d48'],
    [412, 118, BRAND.blue],
    [452, 150, '#facc15'],
  ].forEach(([x, y, c]) => (s += balloon(x, y, 14, c)));
  const ppl = crowd(6);
  const poses = ['wave', 'down', 'up', 'wave', 'holdOne', 'wave'];
  [78, 150, 216, 282, 348, 414].forEach(
    (x, i) =>
      (s += figure(
        x,
        312 + (i % 2) * 10,
        0.88,
        { ...ppl[i], lanyard: true },
        {
          pose: poses[i],
          dir: i > 2 ? -1 : 1,
          expr: poses[i] === 'up' ? 'joy' : undefined,
          item:
            poses[i] === 'holdOne'
              ? (h, u) =>
                  rrect(h.R[0] - 11 * u, h.R[1] - 14 * u, 18 * u, 22 * u, 2 * u, BRAND.blue) +
                  rect(h.R[0] - 11 * u, h.R[1] - 14 * u, 18 * u, 5 * u, BRAND.orange)
              : undefined,
        },
      )),
  );
  return s;
});

// 15 Pair programming
ev('Two students pair programming in front of a large monitor', () => {
  let s = room(W, H, { wall: ['#ecfeff', '#cffafe'], floorY: 250, floor: ['#a8a29e', '#78716c'] });
  s += windowPane(24, 40, 90, 130, { cols: 2, rows: 2 });
  s += rrect(360, 46, 96, 70, 4, '#ffffff', { stroke: '#cbd5e1' });
  [
    ['#fde047', 370, 56],
    ['#f9a8d4', 404, 56],
    ['#86efac', 370, 86],
    ['#93c5fd', 404, 86],
    ['#fdba74', 432, 70],
  ].forEach(([c, x, y]) => (s += rect(x, y, 22, 22, c)));
  s += table(40, 236, 400, { h: 60, top: '#e7e5e4' });
  s += rect(235, 218, 10, 18, '#475569') + rrect(210, 232, 60, 6, 2, '#334155');
  s += rrect(140, 70, 200, 150, 6, '#1e293b');
  s += editor(146, 76, 188, 138, { sidebar: false, lh: 9 });
  s += rect(236, 76, 2, 138, '#334155');
  s += plant(410, 236, 0.9, { pot: '#0891b2' });
  s += mug(96, 236, 1, BRAND.orange) + steam(96, 220);
  const p = crowd(2);
  s += backFigure(186, 252, 1.25, p[0], { bodyH: 90 });
  s += backFigure(300, 252, 1.25, p[1], { bodyH: 90, armTo: [326, 194], elbow: [338, 234] });
  return s;
});

// 16 Resume workshop
ev('Students reviewing their resumes at a resume-building workshop', () => {
  let s = room(W, H, { wall: ['#fdf2f8', '#fce7f3'], floorY: 262, floor: ['#c4a484', '#a0826d'] });
  s += slide(150, 24, 200, 128, 'Resume Workshop', { accent: '#be185d' });
  s +=
    rrect(170, 62, 70, 80, 2, '#f8fafc', { stroke: '#cbd5e1' }) +
    circle(186, 78, 8, '#fbcfe8') +
    rect(198, 72, 34, 4, '#334155') +
    rect(198, 80, 24, 3, '#94a3b8');
  for (let k = 0; k < 6; k++)
    s += rect(178, 96 + k * 7, k % 3 === 0 ? 30 : 52, 3, k % 3 === 0 ? '#be185d' : '#cbd5e1');
  ['Clear summary', 'Projects first', 'Quantify impact'].forEach(
    (t, i) =>
      (s +=
        circle(256, 76 + i * 22, 4, '#10b981') +
        text(264, 80 + i * 22, t, 9, '#334155', { 'text-anchor': 'start', 'font-weight': 400 })),
  );
  s += figure(
    404,
    262,
    0.9,
    person({ g: 'm', outfit: 'shirt', shirt: '#0f766e', glasses: true, hair: 'side', beard: true }),
    { pose: 'pointUp', dir: -1 },
  );
  const ppl = crowd(4);
  const cv = (h, u) =>
    paper((h.L[0] + h.R[0]) / 2, h.L[1] - 8 * u, h.R[0] - h.L[0] + 8 * u, 30 * u, {
      head: '#be185d',
      lines: 3,
    });
  [70, 150, 230, 310].forEach(
    (x, i) => (s += figure(x, 330, 0.84, ppl[i], { pose: 'hold', legs: false, item: cv })),
  );
  s += table(10, 262, 380, { h: 100, top: '#f5f5f4', apron: 16 });
  s +=
    paper(112, 272, 30, 18, { head: '#be185d', lines: 2 }) +
    paper(272, 274, 30, 18, { head: '#be185d', lines: 2 });
  return s;
});

// 17 Tech quiz
ev('Two teams competing at the Codebridge tech quiz with a live scoreboard', () => {
  let s = rect(0, 0, W, H, lin(['#0c4a6e', '#082f49']));
  s += rect(0, 262, W, 98, '#06283d');
  s += rrect(150, 24, 180, 110, 8, '#0f172a', { stroke: '#38bdf8', 'stroke-width': 2 });
  s += text(240, 50, 'TECH QUIZ', 18, '#fbbf24', { 'letter-spacing': 2 });
  s += text(195, 92, '120', 28, '#38bdf8') + text(285, 92, '95', 28, BRAND.orange);
  s += text(195, 116, 'Team A', 11, '#e2e8f0') + text(285, 116, 'Team B', 11, '#e2e8f0');
  s += line(240, 66, 240, 122, '#334155', 2);
  s += rrect(196, 148, 88, 26, 13, BRAND.orange) + text(240, 166, 'Round 3', 12, '#ffffff');
  const ppl = crowd(4);
  const buzzer = (x) => ellipse(x, 226, 10, 4, '#1f2937') + ellipse(x, 222, 7, 4, '#ef4444');
  s +=
    figure(60, 280, 0.8, ppl[0], { pose: 'type', legs: false, expr: 'joy' }) +
    figure(130, 280, 0.8, ppl[1], { pose: 'up', legs: false, expr: 'joy' });
  s +=
    figure(350, 280, 0.8, ppl[2], { pose: 'type', legs: false }) +
    figure(420, 280, 0.8, ppl[3], { pose: 'type', legs: false });
  s +=
    table(20, 228, 160, { cloth: BRAND.blue, label: 'Team A', h: 70 }) +
    table(300, 228, 160, { cloth: BRAND.orange, label: 'Team B', h: 70 });
  s += buzzer(96) + buzzer(386);
  s += figure(240, 300, 0.82, person({ g: 'f', outfit: 'blazer', shirt: '#7c3aed', hair: 'long' }), {
    pose: 'holdOne',
    item: (h, u) => rrect(h.R[0] - 8 * u, h.R[1] - 12 * u, 14 * u, 18 * u, 2 * u, '#fef3c7'),
  });
  return s;
});

// 18 Outdoor tech fest
ev('Students exploring project stalls at the annual outdoor tech fest', () => {
  let s = rect(0, 0, W, H, lin(['#fdba74', '#fde68a']));
  s += circle(400, 60, 28, '#fff7ed', { opacity: 0.9 });
  s += path('M0,190 Q120,150 240,180 T480,170 L480,360 L0,360 Z', '#a3a35a', { opacity: 0.6 });
  s += rect(0, 226, W, 134, lin(['#84cc16', '#65a30d']));
  s += bunting(0, 480, 20, 12, [BRAND.blue, BRAND.orange, '#ffffff', '#10b981']);
  const stalls = [
    ['Robotics', '#e11d48'],
    ['Web Dev', BRAND.blue],
    ['AI Lab', '#7c3aed'],
  ];
  stalls.forEach(([name, c], i) => {
    const x = 22 + i * 152;
    s += poly(
      [
        [x - 6, 100],
        [x + 66, 70],
        [x + 138, 100],
      ],
      c,
    );
    s += rect(x, 100, 132, 14, '#ffffff');
    s += text(x + 66, 111, name, 11, c);
    s += rect(x + 2, 114, 4, 110, '#78716c') + rect(x + 126, 114, 4, 110, '#78716c');
    s += rect(x, 180, 132, 46, c) + rect(x, 176, 132, 6, light(c, 0.3));
  });
  s +=
    laptopOpen(60, 150, 40) + rrect(200, 150, 48, 26, 3, '#0f172a') + codeLines(204, 154, 40, 18, { lh: 4 });
  s +=
    rect(376, 146, 10, 30, '#94a3b8') +
    circle(381, 142, 8, '#a78bfa') +
    circle(378, 141, 1.5, '#fff') +
    circle(384, 141, 1.5, '#fff');
  const ppl = crowd(6);
  [
    [60, 318, 'wave'],
    [140, 326, 'holdOne'],
    [214, 314, 'down'],
    [292, 330, 'point'],
    [364, 316, 'cup'],
    [436, 328, 'down'],
  ].forEach(
    ([x, y, pose], i) =>
      (s += figure(x, y, 0.86, ppl[i], {
        pose,
        dir: x > 240 ? -1 : 1,
        item:
          pose === 'cup'
            ? (h, u) => rrect(h.L[0] - 4 * u, h.L[1] - 9 * u, 8 * u, 10 * u, 1.5 * u, '#ffffff')
            : pose === 'holdOne'
              ? (h, u) => rrect(h.R[0] - 10 * u, h.R[1] - 12 * u, 16 * u, 20 * u, 2 * u, '#fef3c7')
              : undefined,
      })),
  );
  return s;
});

// 19 Computer lab
ev('Students practising in the computer lab during a full stack lab session', () => {
  let s = room(W, H, {
    wall: ['#f0fdf4', '#dcfce7'],
    floorY: 240,
    floor: ['#9ca3af', '#6b7280'],
    planks: false,
  });
  for (let k = 0; k < 3; k++)
    s +=
      rect(60 + k * 150, 6, 80, 8, '#f8fafc') + rect(60 + k * 150, 14, 80, 20, '#fef9c3', { opacity: 0.35 });
  s += windowPane(20, 50, 120, 100, { cols: 3 });
  s += windowPane(340, 50, 120, 100, { cols: 3 });
  s += rrect(176, 44, 128, 90, 4, '#ffffff', { stroke: '#cbd5e1', 'stroke-width': 3 });
  s +=
    text(240, 70, 'Lab 2', 14, '#15803d') +
    text(240, 94, 'MERN Stack', 12, BRAND.navy) +
    text(240, 116, '10:00 to 13:00', 10, '#64748b', { 'font-weight': 400 });
  s += figure(240, 236, 0.62, person({ g: 'f', outfit: 'blazer', shirt: '#15803d' }), {
    pose: 'holdOne',
    item: (h, u) => rrect(h.R[0] - 9 * u, h.R[1] - 12 * u, 16 * u, 20 * u, 2 * u, '#1e293b'),
  });
  s += table(20, 214, 440, { h: 40, top: '#d6d3d1' });
  [40, 150, 260, 370].forEach((x) => (s += monitor(x + 10, 170, 60, 40)));
  const st = crowd(8);
  [70, 180, 290, 400].forEach(
    (x, i) => (s += backFigure(x + 10, 222, 0.8, st[i], { bodyH: 60, chair: '#15803d' })),
  );
  s += table(0, 296, 480, { h: 70, top: '#d6d3d1' });
  [60, 180, 300, 420].forEach((x, i) => (s += backFigure(x, 290, 1.1, st[i + 4], { bodyH: 80 })));
  return s;
});

// 20 Industry panel discussion
ev('Four industry panellists seated on stage for a careers in tech discussion', () => {
  let s = rect(0, 0, W, H, lin(['#0f172a', '#1e293b']));
  s += rect(30, 20, 420, 70, BRAND.blue) + rect(30, 84, 420, 6, BRAND.orange);
  s +=
    text(240, 52, 'Industry Panel', 24, '#ffffff') +
    text(240, 74, 'Careers in Tech, 2025', 12, '#bfdbfe', { 'font-weight': 400 });
  s += rect(0, 262, W, 14, '#475569') + rect(0, 276, W, 84, '#111827');
  const ppl = [
    person({ g: 'm', outfit: 'blazer', shirt: '#334155', grey: true, glasses: true, hair: 'short' }),
    person({ g: 'f', outfit: 'kurti', shirt: '#be123c', hair: 'bun' }),
    person({ g: 'm', outfit: 'shirt', shirt: '#0ea5e9', hair: 'turban', turban: '#f97316' }),
    person({ g: 'f', outfit: 'blazer', shirt: BRAND.navy, hair: 'bob', glasses: true }),
  ];
  [90, 190, 290, 390].forEach((x, i) => {
    s += chairFront(x, 208, 0.9, '#f97316');
    s += figure(x, 0, 0.9, ppl[i], {
      seatY: 208,
      pose: i === 1 ? 'mic' : 'relax',
      item:
        i === 1
          ? (h, u) =>
              rect(h.R[0] - 1.5 * u, h.R[1] - 12 * u, 3 * u, 12 * u, '#111827') +
              circle(h.R[0], h.R[1] - 13 * u, 3 * u, '#374151')
          : undefined,
    });
  });
  [140, 340].forEach(
    (x) =>
      (s +=
        ellipse(x, 232, 18, 5, '#e2e8f0') +
        rect(x - 2, 232, 4, 30, '#94a3b8') +
        rect(x - 8, 218, 5, 12, '#bae6fd', { opacity: 0.9 }) +
        rect(x + 3, 220, 5, 10, '#bae6fd', { opacity: 0.9 })),
  );
  const aud = crowd(6);
  [40, 120, 200, 280, 360, 440].forEach((x, i) => (s += backFigure(x, 318, 1.0, aud[i], { bodyH: 60 })));
  return s;
});

// 21 Group discussion practice
ev('Students practising a group discussion around a conference table', () => {
  let s = room(W, H, {
    wall: ['#f5f5f4', '#e7e5e4'],
    floorY: 236,
    floor: ['#78716c', '#57534e'],
    planks: false,
  });
  s += rrect(150, 30, 180, 90, 4, '#ffffff', { stroke: '#a8a29e', 'stroke-width': 3 });
  s += text(240, 62, 'GD Practice', 18, BRAND.blue);
  s +=
    text(240, 88, 'Topic: Remote work', 11, '#57534e', { 'font-weight': 400 }) +
    rect(190, 98, 100, 3, BRAND.orange);
  s += windowPane(20, 40, 90, 110, { cols: 2 }) + windowPane(370, 40, 90, 110, { cols: 2 });
  const ppl = crowd(7);
  [
    [130, 1],
    [200, 1],
    [280, 1],
    [350, 1],
  ].forEach(
    ([x], i) =>
      (s += figure(x, 300, 0.8, ppl[i], {
        pose: i === 1 ? 'clap' : i === 2 ? 'hold' : 'type',
        legs: false,
        item:
          i === 2
            ? (h, u) => paper((h.L[0] + h.R[0]) / 2, h.L[1] - 4 * u, 28 * u, 20 * u, { lines: 3 })
            : undefined,
      })),
  );
  s += ellipse(240, 262, 200, 42, '#8b5e3c') + ellipse(240, 256, 200, 40, '#a47148');
  s +=
    paper(200, 250, 24, 14, { lines: 2 }) +
    paper(290, 256, 24, 14, { lines: 2 }) +
    mug(240, 256, 0.8, BRAND.blue);
  [
    [70, 300],
    [240, 318],
    [410, 300],
  ].forEach(([x, y], i) => (s += backFigure(x, y, 1.15, ppl[i + 4], { bodyH: 80 })));
  return s;
});

// 22 Project demo day
ev('A student demonstrating her capstone project to a visitor on Demo Day', () => {
  let s = room(W, H, {
    wall: ['#eff6ff', '#dbeafe'],
    floorY: 270,
    floor: ['#d6d3d1', '#a8a29e'],
    planks: false,
  });
  s += banner(30, 14, 200, 40, 'Demo Day', { size: 20 });
  const poster = (x, y, c, t) => {
    let o =
      rect(x, y, 90, 120, '#ffffff', { stroke: '#cbd5e1' }) +
      rect(x, y, 90, 22, c) +
      text(x + 45, y + 15, t, 10, '#ffffff');
    o += barChart(x + 10, y + 30, 70, 40, [0.4, 0.7, 0.55, 0.9], [c]);
    for (let k = 0; k < 4; k++) o += rect(x + 10, y + 82 + k * 8, k === 3 ? 40 : 70, 3, '#cbd5e1');
    o +=
      line(x + 10, y + 120, x - 4, y + 200, '#78716c', 3) +
      line(x + 80, y + 120, x + 94, y + 200, '#78716c', 3);
    return o;
  };
  s += poster(262, 60, BRAND.orange, 'FarmLink') + poster(372, 70, '#7c3aed', 'MediTrack');
  s +=
    rect(110, 210, 120, 8, '#475569') + rect(166, 218, 8, 56, '#475569') + rect(146, 270, 48, 5, '#475569');
  s += laptopOpen(138, 168, 64, {
    content: (x, y, w, h) =>
      rect(x, y, w, h, '#ffffff') +
      rect(x, y, w, 7, BRAND.blue) +
      rrect(x + 4, y + 11, w * 0.4, h * 0.5, 2, '#dbeafe') +
      rect(x + w * 0.5, y + 12, w * 0.42, 4, '#cbd5e1') +
      rect(x + w * 0.5, y + 20, w * 0.3, 4, '#cbd5e1') +
      rrect(x + w * 0.5, y + h - 12, w * 0.3, 7, 3, BRAND.orange),
  });
  s += figure(
    72,
    300,
    0.94,
    person({ g: 'f', outfit: 'kurti', shirt: '#7c3aed', hair: 'hijab', scarf: '#0f766e' }),
    { pose: 'point', dir: 1 },
  );
  s += figure(
    300,
    320,
    0.96,
    person({ g: 'm', outfit: 'blazer', shirt: '#334155', lanyard: true, glasses: true, grey: true }),
    { pose: 'clap' },
  );
  s += figure(430, 318, 0.9, person({ g: 'f', outfit: 'shirt', shirt: '#0ea5e9', lanyard: true }), {
    pose: 'holdOne',
    dir: -1,
    item: (h, u) => rrect(h.L[0] - 8 * u, h.L[1] - 12 * u, 14 * u, 18 * u, 2 * u, '#fef3c7'),
  });
  return s;
});

/* ------------------------------------------------------------------ *
 * Wall of love (480x360)
 * ------------------------------------------------------------------ */
const love = [];
const lv = (alt, fn) => love.push({ alt, fn });

lv('Three placed students proudly holding up their offer letters', () => {
  let s = rect(0, 0, W, H, lin(['#dbeafe', '#eff6ff']));
  s += circle(240, 380, 260, '#bfdbfe', { opacity: 0.6 });
  s += confetti(0, 0, 480, 150, 60, undefined, 0.15);
  s += rrect(170, 22, 140, 34, 17, BRAND.orange) + text(240, 45, 'We got placed!', 15, '#ffffff');
  const ppl = crowd(3);
  const offer = (h, u) =>
    paper((h.L[0] + h.R[0]) / 2, h.L[1] - 8 * u, Math.max(34 * u, h.R[0] - h.L[0] + 10 * u), 44 * u, {
      head: BRAND.blue,
      label: 'OFFER LETTER',
      lines: 3,
    });
  [112, 240, 368].forEach(
    (x, i) => (s += figure(x, 440, 1.6, ppl[i], { pose: 'hold', expr: 'joy', item: offer })),
  );
  return s;
});

lv('A batch celebrating their placements with confetti and raised arms', () => {
  let s = rect(0, 0, W, H, lin(['#fff7ed', '#ffedd5']));
  s += bunting(0, 480, 4, 12);
  s += confetti(0, 20, 480, 300, 120);
  s += text(240, 74, 'Placement Party!', 28, BRAND.navy);
  s += rect(160, 84, 160, 5, BRAND.orange);
  const ppl = crowd(5);
  [70, 158, 240, 322, 410].forEach(
    (x, i) =>
      (s += figure(x, 380, 0.95, ppl[i], {
        pose: i % 2 ? 'wave' : 'up',
        dir: x > 240 ? -1 : 1,
        expr: 'joy',
      })),
  );
  s += path('M420,140 l22,-30 l8,14 Z', '#a855f7') + confetti(430, 90, 40, 30, 10);
  return s;
});

lv('A handmade thank-you card for the mentors on a desk', () => {
  let s = rect(0, 0, W, H, lin(['#fde68a', '#fcd34d']));
  s += rect(0, 230, W, 130, lin(['#b45309', '#92400e']));
  s += poly(
    [
      [120, 236],
      [240, 250],
      [240, 60],
      [130, 40],
    ],
    '#fb7185',
  );
  s += poly(
    [
      [240, 250],
      [370, 232],
      [360, 40],
      [240, 60],
    ],
    '#fff1f2',
  );
  s += text(300, 104, 'Thank you,', 20, '#be123c') + text(300, 130, 'Mentors!', 22, '#be123c');
  s += heart(300, 168, 2.4, '#f43f5e') + heart(268, 190, 1.2, '#fb7185') + heart(334, 192, 1.2, '#fb7185');
  s += text(300, 220, 'From Batch 24B', 10, '#9f1239', { 'font-weight': 400 });
  s += heart(180, 140, 3.5, '#ffe4e6');
  s += mug(420, 296, 2.2, BRAND.blue) + steam(418, 262);
  s += plant(60, 300, 1.4, { pot: '#0f766e' });
  s +=
    rect(150, 290, 120, 4, '#1d4ed8', { transform: 'rotate(-8 150 290)' }) +
    rect(280, 300, 34, 34, '#fde047', { transform: 'rotate(6 280 300)' });
  return s;
});

lv('Batch group picture with balloons after the final project review', () => {
  let s = rect(0, 0, W, H, lin(['#ede9fe', '#f5f3ff']));
  [
    [40, 70, BRAND.blue],
    [80, 50, BRAND.orange],
    [60, 110, '#a855f7'],
    [420, 60, '#10b981'],
    [450, 100, BRAND.orange],
    [400, 110, '#e11d48'],
  ].forEach(([x, y, c]) => (s += balloon(x, y, 16, c)));
  s += rrect(150, 20, 180, 34, 6, '#7c3aed') + text(240, 43, 'Batch 2024-25', 16, '#ffffff');
  const ppl = crowd(12);
  let k = 0;
  [
    { y: 120, r: 17, xs: [130, 190, 250, 310, 370] },
    { y: 170, r: 19, xs: [100, 170, 240, 310, 380] },
  ].forEach((row) =>
    row.xs.forEach(
      (x) =>
        (s += bust(x + (row.r === 17 ? -10 : 0), row.y, row.r, ppl[k++], {
          bottom: 400,
          expr: k % 3 ? 'smile' : 'joy',
        })),
    ),
  );
  s += rect(0, 300, W, 60, '#ddd6fe');
  s += rrect(150, 302, 180, 40, 20, '#ffffff') + text(240, 328, 'Proud of you all!', 15, '#7c3aed');
  return s;
});

lv('A mentor and a student sharing a high-five after a successful interview', () => {
  let s = rect(0, 0, W, H, lin(['#e0f2fe', '#f0f9ff']));
  s += circle(240, 120, 110, '#bae6fd', { opacity: 0.5 });
  for (let k = 0; k < 10; k++) {
    const a = (-Math.PI * (k + 0.5)) / 10;
    s += line(
      240 + Math.cos(a) * 30,
      116 + Math.sin(a) * 30,
      240 + Math.cos(a) * 50,
      116 + Math.sin(a) * 50,
      BRAND.orange,
      3,
    );
  }
  s += rect(0, 330, W, 30, '#7dd3fc');
  s += figure(
    176,
    400,
    1.55,
    person({ g: 'm', outfit: 'blazer', shirt: BRAND.navy, glasses: true, beard: true, grey: true }),
    { pose: 'highfive', expr: 'joy' },
  );
  s += figure(300, 404, 1.5, person({ g: 'f', outfit: 'hoodie', shirt: BRAND.orange, hair: 'ponytail' }), {
    pose: 'highfive',
    dir: -1,
    expr: 'joy',
  });
  s += text(80, 70, 'Cleared it!', 22, BRAND.blue) + text(400, 70, 'Well done!', 22, BRAND.orange);
  return s;
});

lv('Students cutting a cake to celebrate one hundred placements', () => {
  let s = room(W, H, {
    wall: ['#fdf4ff', '#fae8ff'],
    floorY: 300,
    floor: ['#e9d5ff', '#d8b4fe'],
    planks: false,
  });
  s += bunting(0, 480, 6, 10, ['#a855f7', BRAND.orange, BRAND.blue, '#facc15']);
  s += text(240, 74, '100 Placements!', 26, '#7e22ce');
  const ppl = crowd(4);
  [90, 170, 310, 390].forEach(
    (x, i) =>
      (s += figure(x, 350, 0.96, ppl[i], {
        pose: i === 1 ? 'clap' : i === 2 ? 'clap' : 'up',
        dir: x > 240 ? -1 : 1,
        expr: 'joy',
        legs: false,
      })),
  );
  s += table(110, 258, 260, {
    cloth: '#7e22ce',
    h: 110,
    label: 'Congratulations, Batch 2025!',
    labelColor: '#fae8ff',
  });
  s +=
    rrect(180, 210, 120, 48, 6, '#fbcfe8') +
    rrect(180, 204, 120, 14, 6, '#f9a8d4') +
    rect(180, 230, 120, 5, '#f472b6');
  s += rrect(196, 176, 88, 34, 5, '#fde68a') + rrect(196, 172, 88, 10, 5, '#ffffff');
  s += text(240, 200, '100', 14, '#9d174d');
  [214, 240, 266].forEach(
    (x) => (s += rect(x - 1.5, 156, 3, 16, '#60a5fa') + ellipse(x, 152, 2.5, 4.5, '#f97316')),
  );
  s += confetti(20, 90, 440, 80, 40);
  return s;
});

lv('A student cheering at her laptop after receiving a job offer email', () => {
  let s = rect(0, 0, W, H, lin(['#ecfdf5', '#d1fae5']));
  s += windowPane(30, 40, 110, 130, { cols: 2 });
  s += rrect(220, 30, 230, 120, 10, '#ffffff', { stroke: '#a7f3d0', 'stroke-width': 2 });
  s += circle(246, 58, 12, BRAND.blue) + text(246, 62, 'N', 11, '#ffffff');
  s +=
    text(264, 55, 'NovaSoft Careers', 11, '#334155', { 'text-anchor': 'start' }) +
    text(264, 70, 'to: you', 9, '#94a3b8', { 'text-anchor': 'start', 'font-weight': 400 });
  s += text(335, 100, "You're hired!", 22, '#059669');
  s += rect(240, 114, 190, 4, '#e2e8f0') + rect(240, 124, 140, 4, '#e2e8f0');
  s += confetti(220, 0, 240, 40, 20);
  s += figure(170, 420, 1.55, person({ g: 'f', outfit: 'tshirt', shirt: '#10b981', hair: 'curlyLong' }), {
    pose: 'up',
    expr: 'joy',
    legs: false,
  });
  s += table(20, 300, 420, { top: '#f5f5f4', h: 100 });
  s += laptopLid(126, 244, 88, { sticker: BRAND.orange });
  s += mug(300, 300, 1.6, BRAND.orange) + steam(298, 276);
  s += plant(390, 300, 1.1, { pot: BRAND.blue });
  return s;
});

lv('A cork board full of thank-you notes and photos from placed students', () => {
  let s = rect(0, 0, W, H, '#f5f5f4');
  s += rrect(24, 20, 432, 320, 8, '#92400e') + rect(36, 32, 408, 296, '#d6a66b');
  for (let k = 0; k < 120; k++) s += circle(R(40, 440), R(36, 324), R(0.6, 1.4), '#b7834a', { opacity: 0.6 });
  const notes = [
    ['Thank you!', '#fde047'],
    ['Best mentors', '#f9a8d4'],
    ['Placed at', '#86efac'],
    ['Dream job!', '#93c5fd'],
    ['Mock tests', '#fdba74'],
    ['So grateful', '#c4b5fd'],
  ];
  const spots = [
    [56, 42],
    [190, 46],
    [318, 40],
    [64, 228],
    [196, 232],
    [324, 224],
  ];
  notes.forEach(([t, c], i) => {
    const [x, y] = spots[i];
    const rot = RI(-7, 7);
    let n = rect(x, y, 96, 80, c) + text(x + 48, y + 30, t, 13, '#1f2937');
    n +=
      rect(x + 16, y + 44, 64, 3, dark(c, 0.15)) +
      rect(x + 16, y + 54, 48, 3, dark(c, 0.15)) +
      heart(x + 78, y + 66, 0.8, '#e11d48');
    n += circle(x + 48, y + 6, 4, '#dc2626');
    s += g(n, { transform: `rotate(${rot} ${x + 48} ${y + 40})` });
  });
  // polaroids
  const ppl = crowd(3);
  [
    [120, 176],
    [252, 180],
    [386, 172],
  ].forEach(([x, y], i) => {
    let p =
      rect(x - 30, y - 30, 60, 70, '#ffffff') +
      rect(x - 25, y - 25, 50, 48, ['#bfdbfe', '#fed7aa', '#bbf7d0'][i]);
    p += g(bust(x, y - 6, 9, ppl[i], { bottom: y + 23 }), {
      'clip-path': clip(rect(x - 25, y - 25, 50, 48, '#000')),
    });
    p += circle(x, y - 27, 3.5, BRAND.blue);
    s += g(p, { transform: `rotate(${[-6, 4, -3][i]} ${x} ${y})` });
  });
  return s;
});

lv('A student holding the Best Project 2025 trophy under a spotlight', () => {
  let s = rect(0, 0, W, H, lin(['#1e3a8a', '#0f172a']));
  s += stars(0, 0, 480, 200, 50);
  s += spotlight(240, 0, 120, 360, '#fde68a', 0.14);
  s += rrect(130, 24, 220, 40, 20, '#fbbf24') + text(240, 50, 'Best Project 2025', 17, BRAND.navy);
  s += figure(
    240,
    380,
    1.22,
    person({ g: 'm', outfit: 'shirt', shirt: '#f8fafc', hair: 'curly', skin: SKIN[6] }),
    {
      pose: 'hold',
      expr: 'joy',
      item: (h, u) => trophy((h.L[0] + h.R[0]) / 2, h.L[1] + 4 * u, 1.5 * u),
    },
  );
  s +=
    sparkle(120, 150, 10, '#fde68a') +
    sparkle(370, 120, 12, '#fde68a') +
    sparkle(330, 200, 6, '#fde68a') +
    sparkle(150, 240, 6, '#fde68a');
  return s;
});

lv('A former student on her first day at work wearing her new ID badge', () => {
  let s = room(W, H, {
    wall: ['#f0f9ff', '#e0f2fe'],
    floorY: 280,
    floor: ['#cbd5e1', '#94a3b8'],
    planks: false,
  });
  s += windowPane(300, 30, 160, 150, { cols: 3, rows: 2 });
  s += table(20, 220, 200, { top: '#e5e7eb', h: 60 });
  s += monitor(60, 160, 80, 50);
  s += plant(190, 220, 0.8, { pot: BRAND.orange });
  s += rrect(30, 30, 160, 40, 20, BRAND.blue) + text(110, 56, 'Day 1 at work!', 16, '#ffffff');
  s += path('M150,70 l14,14 l4,-14 Z', BRAND.blue);
  s += figure(
    250,
    350,
    1.12,
    person({ g: 'f', outfit: 'blazer', shirt: '#0f766e', hair: 'long', lanyard: true, skin: SKIN[4] }),
    { pose: 'wave', expr: 'joy' },
  );
  return s;
});

/* ------------------------------------------------------------------ *
 * Student portraits (240x240)
 * ------------------------------------------------------------------ */
const students = [
  {
    alt: 'Portrait of a placed student with short hair and a navy blazer',
    p: { g: 'm', hair: 'short', outfit: 'blazer', shirt: BRAND.navy, tie: BRAND.orange, skin: SKIN[3] },
    bg: '#dbeafe',
  },
  {
    alt: 'Portrait of a placed student with long hair and an orange kurti',
    p: { g: 'f', hair: 'long', outfit: 'kurti', shirt: BRAND.orange, skin: SKIN[2] },
    bg: '#ffedd5',
  },
  {
    alt: 'Portrait of a placed student with glasses and a teal polo shirt',
    p: { g: 'm', hair: 'side', outfit: 'polo', shirt: '#0d9488', glasses: true, skin: SKIN[5] },
    bg: '#ccfbf1',
  },
  {
    alt: 'Portrait of a placed student wearing a plum hijab',
    p: { g: 'f', hair: 'hijab', scarf: '#9d174d', outfit: 'blazer', shirt: '#334155', skin: SKIN[1] },
    bg: '#fce7f3',
  },
  {
    alt: 'Portrait of a placed student with a beard and an orange turban',
    p: {
      g: 'm',
      hair: 'turban',
      turban: BRAND.orange,
      beard: true,
      outfit: 'shirt',
      shirt: '#1d4ed8',
      skin: SKIN[2],
    },
    bg: '#e0e7ff',
  },
  {
    alt: 'Portrait of a placed student with a bun and a blue blazer',
    p: { g: 'f', hair: 'bun', outfit: 'blazer', shirt: BRAND.blue, skin: SKIN[6] },
    bg: '#e0f2fe',
  },
  {
    alt: 'Portrait of a placed student with curly hair in a green hoodie',
    p: { g: 'm', hair: 'curly', outfit: 'hoodie', shirt: '#16a34a', skin: SKIN[7] },
    bg: '#dcfce7',
  },
  {
    alt: 'Portrait of a placed student with a bob haircut and round glasses',
    p: { g: 'f', hair: 'bob', outfit: 'shirt', shirt: '#7c3aed', glasses: true, skin: SKIN[0] },
    bg: '#ede9fe',
  },
  {
    alt: 'Portrait of a placed student with a buzz cut and a white shirt',
    p: { g: 'm', hair: 'buzz', outfit: 'shirt', shirt: '#f1f5f9', beard: true, skin: SKIN[4] },
    bg: '#fef3c7',
  },
  {
    alt: 'Portrait of a placed student with a ponytail and a rose top',
    p: { g: 'f', hair: 'ponytail', outfit: 'tshirt', shirt: '#e11d48', skin: SKIN[3] },
    bg: '#ffe4e6',
  },
  {
    alt: 'Portrait of a placed student with swept hair and a grey blazer',
    p: { g: 'm', hair: 'side', outfit: 'blazer', shirt: '#475569', tie: BRAND.blue, skin: SKIN[1] },
    bg: '#f1f5f9',
  },
  {
    alt: 'Portrait of a placed student with curly long hair in a mustard kurti',
    p: { g: 'f', hair: 'curlyLong', outfit: 'kurti', shirt: '#ca8a04', skin: SKIN[5] },
    bg: '#fef9c3',
  },
];
function studentPortrait(i) {
  const st = students[i];
  const p = person({
    ...st.p,
    hair: st.p.hair,
    glasses: st.p.glasses ?? false,
    beard: st.p.beard ?? false,
    tie: st.p.tie ?? null,
    hairColor: HAIRC[i % HAIRC.length],
  });
  p.hairStyle = st.p.hair;
  let s = rect(0, 0, 240, 240, lin([light(st.bg, 0.3), st.bg]));
  s += circle(120, 112, 92, dark(st.bg, 0.06));
  s += circle(206, 40, 20, '#ffffff', { opacity: 0.45 }) + circle(34, 196, 14, '#ffffff', { opacity: 0.4 });
  s += sparkle(40, 44, 7, '#ffffff') + sparkle(200, 190, 5, '#ffffff');
  s += bust(120, 100, 42, p, { bottom: 250 });
  return s;
}

/* ------------------------------------------------------------------ *
 * Hero, how-it-works, blog cover
 * ------------------------------------------------------------------ */
const HERO_ALT =
  'Three students with laptops in front of a large screen showing a code editor and a rising placements chart';
const HOW_ALT = 'Four hiring steps connected by arrows: share requirement, shortlist, interview and onboard';

function hero() {
  const w = 720;
  const h = 540;
  let s = rect(0, 0, w, h, lin(['#eff6ff', '#dbeafe']));
  s += circle(620, 90, 120, '#bfdbfe', { opacity: 0.6 }) + circle(80, 470, 140, '#fed7aa', { opacity: 0.5 });
  for (let x = 30; x < w; x += 30)
    for (let y = 30; y < 200; y += 30) s += circle(x, y, 1.2, '#93c5fd', { opacity: 0.6 });
  // big screen
  s += rrect(110, 40, 500, 290, 14, BRAND.navy);
  s += rrect(120, 50, 480, 270, 8, '#0b1224');
  s += editor(130, 60, 250, 250, { lh: 11, sidebar: false });
  s += rrect(392, 60, 198, 250, 8, '#ffffff');
  s += text(412, 86, 'Placements', 13, BRAND.navy, { 'text-anchor': 'start' });
  s += rrect(516, 72, 60, 20, 10, '#dcfce7') + text(546, 86, '+38%', 11, '#15803d');
  s += barChart(404, 110, 174, 150, [0.3, 0.42, 0.5, 0.62, 0.78, 0.92], ['#bfdbfe']);
  s += lineChart(414, 118, 150, 140, [0.15, 0.3, 0.36, 0.52, 0.66, 0.9]);
  s += rect(404, 276, 70, 6, '#e2e8f0') + rect(404, 290, 120, 6, '#e2e8f0');
  // floating cards
  s +=
    rrect(600, 300, 104, 54, 10, '#ffffff', { stroke: '#e2e8f0' }) +
    circle(622, 327, 12, '#ffedd5') +
    text(622, 332, '★', 13, BRAND.orange);
  s +=
    text(640, 322, '4.8 rating', 11, BRAND.navy, { 'text-anchor': 'start' }) +
    text(640, 338, 'by alumni', 9, '#64748b', { 'text-anchor': 'start', 'font-weight': 400 });
  s +=
    rrect(20, 250, 120, 56, 10, '#ffffff', { stroke: '#e2e8f0' }) +
    circle(44, 278, 12, '#dbeafe') +
    path('M38,278 l4,4 l8,-9', 'none', {
      stroke: BRAND.blue,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    });
  s +=
    text(62, 274, 'Offer letter', 11, BRAND.navy, { 'text-anchor': 'start' }) +
    text(62, 290, 'received', 9, '#64748b', { 'text-anchor': 'start', 'font-weight': 400 });
  s += plant(660, 540, 2.0, { pot: BRAND.blue });
  // students
  const lap = (h, u) =>
    laptopLid((h.L[0] + h.R[0]) / 2 - 26 * u, h.L[1] - 30 * u, 52 * u, {
      sticker: BRAND.orange,
      logo: '#ffffff',
      color: '#94a3b8',
    });
  s += figure(
    200,
    590,
    1.55,
    person({ g: 'f', outfit: 'kurti', shirt: BRAND.orange, hair: 'long', skin: SKIN[3] }),
    { pose: 'laptop', item: lap },
  );
  s += figure(
    360,
    600,
    1.6,
    person({ g: 'm', outfit: 'hoodie', shirt: BRAND.blue, hair: 'side', skin: SKIN[5], glasses: true }),
    { pose: 'pointUp', dir: 1 },
  );
  s += figure(
    520,
    590,
    1.55,
    person({ g: 'f', outfit: 'blazer', shirt: BRAND.navy, hair: 'bun', skin: SKIN[1] }),
    {
      pose: 'laptop',
      item: (h, u) =>
        laptopLid((h.L[0] + h.R[0]) / 2 - 26 * u, h.L[1] - 30 * u, 52 * u, {
          sticker: '#38bdf8',
          logo: '#ffffff',
          color: '#cbd5e1',
        }),
    },
  );
  return doc(w, h, s);
}

function howItWorks() {
  const w = 960;
  const h = 420;
  let s = rect(0, 0, w, h, lin(['#f8fafc', '#eff6ff']));
  for (let x = 20; x < w; x += 28) for (let y = 20; y < h; y += 28) s += circle(x, y, 1, '#cbd5e1');
  s += text(480, 52, 'Hiring with Codebridge in four steps', 24, BRAND.navy);
  s += rect(440, 64, 80, 4, BRAND.orange);
  const steps = [
    ['Share requirement', 'Tell us the role and skills'],
    ['Shortlist', 'We pre-screen and rank'],
    ['Interview', 'Meet the best candidates'],
    ['Onboard', 'Your hire starts ready'],
  ];
  const cw = 190;
  const gap = (w - 80 - cw * 4) / 3;
  steps.forEach(([title, sub], i) => {
    const x = 40 + i * (cw + gap);
    const y = 100;
    s += rrect(x + 4, y + 6, cw, 270, 16, '#1e3a8a', { opacity: 0.08 });
    s += rrect(x, y, cw, 270, 16, '#ffffff', { stroke: '#e2e8f0', 'stroke-width': 1.5 });
    s += circle(x + cw / 2, y + 84, 54, i % 2 ? '#fff7ed' : '#eff6ff');
    s +=
      circle(x + 26, y + 26, 15, i === 3 ? BRAND.orange : BRAND.blue) +
      text(x + 26, y + 31, String(i + 1), 14, '#ffffff');
    const cx = x + cw / 2;
    const cy = y + 84;
    if (i === 0) {
      s += rrect(cx - 26, cy - 34, 52, 66, 5, '#ffffff', { stroke: BRAND.blue, 'stroke-width': 2.5 });
      s +=
        rect(cx - 16, cy - 20, 32, 4, BRAND.blue) +
        rect(cx - 16, cy - 10, 24, 4, '#93c5fd') +
        rect(cx - 16, cy, 30, 4, '#93c5fd') +
        rect(cx - 16, cy + 10, 18, 4, '#93c5fd');
      s += path(
        P`M${cx + 10},${cy + 30} L${cx + 40},${cy - 4} L${cx + 48},${cy + 4} L${cx + 18},${cy + 38} L${cx + 8},${cy + 40} Z`,
        BRAND.orange,
      );
    } else if (i === 1) {
      s +=
        rrect(cx - 30, cy - 34, 60, 70, 6, '#ffffff', { stroke: BRAND.orange, 'stroke-width': 2.5 }) +
        rrect(cx - 12, cy - 40, 24, 12, 3, BRAND.orange);
      for (let k = 0; k < 3; k++) {
        const yy = cy - 14 + k * 18;
        s += circle(cx - 16, yy, 6, k < 2 ? '#dcfce7' : '#fee2e2');
        s +=
          k < 2
            ? stroke(P`M${cx - 19},${yy} l2.5,3 l5,-6`, '#16a34a', 2)
            : stroke(P`M${cx - 19},${yy - 3} l6,6 M${cx - 13},${yy - 3} l-6,6`, '#dc2626', 1.8);
        s += rect(cx - 6, yy - 2, 26, 4, '#cbd5e1');
      }
    } else if (i === 2) {
      const a = person({ g: 'f', outfit: 'blazer', shirt: BRAND.blue, hair: 'bun', skin: SKIN[2] });
      const b = person({ g: 'm', outfit: 'shirt', shirt: BRAND.orange, hair: 'short', skin: SKIN[5] });
      const cp = clip(rect(cx - 60, cy - 60, 120, 96, '#000'));
      s += g(bust(cx - 22, cy - 6, 13, a, { bottom: cy + 36 }), { 'clip-path': cp });
      s += g(bust(cx + 22, cy - 6, 13, b, { bottom: cy + 36 }), { 'clip-path': cp });
      s += rrect(cx - 46, cy - 52, 30, 18, 6, BRAND.blue) + text(cx - 31, cy - 39, '...', 12, '#ffffff');
      s += rrect(cx + 16, cy - 56, 30, 18, 6, BRAND.orange) + text(cx + 31, cy - 43, '?', 12, '#ffffff');
    } else {
      s += path(
        P`M${cx},${cy - 44} C${cx + 18},${cy - 28} ${cx + 18},${cy + 4} ${cx + 12},${cy + 18} L${cx - 12},${cy + 18} C${cx - 18},${cy + 4} ${cx - 18},${cy - 28} ${cx},${cy - 44} Z`,
        BRAND.blue,
      );
      s += circle(cx, cy - 14, 7, '#ffffff') + circle(cx, cy - 14, 4, '#93c5fd');
      s +=
        path(P`M${cx - 12},${cy + 2} L${cx - 26},${cy + 20} L${cx - 12},${cy + 16} Z`, BRAND.orange) +
        path(P`M${cx + 12},${cy + 2} L${cx + 26},${cy + 20} L${cx + 12},${cy + 16} Z`, BRAND.orange);
      s += path(P`M${cx - 8},${cy + 20} Q${cx},${cy + 44} ${cx + 8},${cy + 20} Z`, '#fbbf24');
    }
    s += text(cx, y + 182, title, fit(title, cw - 24, 18), BRAND.navy);
    s += text(cx, y + 208, sub, fit(sub, cw - 24, 12.5, 0.52), '#475569', { 'font-weight': 400 });
    s += rrect(cx - 30, y + 232, 60, 6, 3, i === 3 ? BRAND.orange : '#bfdbfe');
    if (i < 3) {
      const ax = x + cw + 6;
      s += line(ax, y + 135, ax + gap - 14, y + 135, '#94a3b8', 2.5, { 'stroke-dasharray': '6 6' });
      s += poly(
        [
          [ax + gap - 14, y + 128],
          [ax + gap - 4, y + 135],
          [ax + gap - 14, y + 142],
        ],
        BRAND.orange,
      );
    }
  });
  return doc(w, h, s);
}

function blogCover() {
  const w = 1200;
  const h = 630;
  let s = rect(0, 0, w, h, lin([BRAND.navy, '#1e3a8a', BRAND.blue], 0, 0, 1, 1));
  for (let x = 0; x <= w; x += 60) s += line(x, 0, x, h, '#ffffff', 1, { opacity: 0.05 });
  for (let y = 0; y <= h; y += 60) s += line(0, y, w, y, '#ffffff', 1, { opacity: 0.05 });
  s +=
    circle(1010, 120, 210, 'none', { stroke: BRAND.orange, 'stroke-width': 3, opacity: 0.35 }) +
    circle(1040, 540, 170, '#38bdf8', { opacity: 0.1 });
  s += circle(1010, 120, 150, '#ffffff', { opacity: 0.04 });
  s += stroke('M760,160 L680,315 L760,470', '#ffffff', 26, { opacity: 0.14 });
  s += stroke('M1000,160 L1080,315 L1000,470', '#ffffff', 26, { opacity: 0.14 });
  s += stroke('M920,140 L840,490', BRAND.orange, 24, { opacity: 0.5 });
  // editor card
  s += rrect(100, 170, 460, 290, 18, '#0b1224', { opacity: 0.85 });
  s += circle(130, 198, 7, '#f87171') + circle(154, 198, 7, '#fbbf24') + circle(178, 198, 7, '#34d399');
  s += codeLines(150, 232, 380, 200, { lh: 20, gutter: true });
  s += logoMark(100, 70, 56);
  s += text(172, 110, 'Codebridge Blog', 34, '#ffffff', { 'text-anchor': 'start' });
  s += text(100, 530, 'Guides, career tips and notes from our trainers', 22, '#bfdbfe', {
    'text-anchor': 'start',
    'font-weight': 400,
  });
  s += rect(100, 548, 120, 5, BRAND.orange);
  return doc(w, h, s);
}

/* ------------------------------------------------------------------ *
 * Render
 * ------------------------------------------------------------------ */
const outputs = [];
async function render(svg, file, opts = {}) {
  const abs = nodePath.join(ROOT, file);
  mkdirSync(nodePath.dirname(abs), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (file.endsWith('.jpg'))
    img = img.flatten({ background: '#0f172a' }).jpeg({ quality: opts.quality ?? 75, mozjpeg: true });
  else img = img.webp({ quality: opts.quality ?? 72, effort: 6 });
  await img.toFile(abs);
  outputs.push([file, statSync(abs).size]);
}
const pad = (n) => String(n).padStart(2, '0');

const only = process.argv[2]; // optional filter, e.g. "event" / "student" / "love" / "hero"
for (let i = 0; i < events.length; i++) {
  if (only && only !== 'event') break;
  seed(100 + i);
  personCounter = i * 3;
  await render(doc(W, H, events[i].fn()), `public/images/events/event-${pad(i + 1)}.webp`);
}
for (let i = 0; i < students.length; i++) {
  if (only && only !== 'student') break;
  seed(300 + i);
  await render(doc(240, 240, studentPortrait(i)), `public/images/students/student-${pad(i + 1)}.webp`, {
    quality: 78,
  });
}
for (let i = 0; i < love.length; i++) {
  if (only && only !== 'love') break;
  seed(500 + i);
  personCounter = i * 5 + 2;
  await render(doc(W, H, love[i].fn()), `public/images/wall-of-love/love-${pad(i + 1)}.webp`);
}
if (!only || only === 'hero') {
  seed(700);
  await render(hero(), 'public/images/hero-students.webp');
  seed(701);
  await render(howItWorks(), 'public/images/how-it-works.webp');
  seed(702);
  await render(blogCover(), 'public/blog.jpg', { quality: 75 });
}

let total = 0;
for (const [f, size] of outputs) {
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(6)} KB  ${f}`);
}
console.log(`${outputs.length} files, ${(total / 1024).toFixed(1)} KB total`);

/* ------------------------------------------------------------------ *
 * lib/media/photos.ts — image metadata, kept in sync with the scenes
 * ------------------------------------------------------------------ */
if (!only) {
  const q = (str) => `'${str.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const entry = (src, alt, w, h) =>
    `  {\n    src: ${q(src)},\n    alt: ${q(alt)},\n    width: ${w},\n    height: ${h},\n  },`;
  const list = (name, items) => `export const ${name}: Photo[] = [\n${items.join('\n')}\n];\n`;
  const ts = [
    '// Generated by scripts/generate-raster-art.mjs; edit the scenes there and re-run it rather than editing here.',
    '// All images are original illustrations drawn in code, not photographs.',
    '',
    'export interface Photo {',
    '  src: string;',
    '  alt: string;',
    '  width: number;',
    '  height: number;',
    '}',
    '',
    list(
      'eventPhotos',
      events.map((e, i) => entry(`/images/events/event-${pad(i + 1)}.webp`, e.alt, W, H)),
    ),
    list(
      'studentPhotos',
      students.map((st, i) => entry(`/images/students/student-${pad(i + 1)}.webp`, st.alt, 240, 240)),
    ),
    list(
      'wallOfLove',
      love.map((l, i) => entry(`/images/wall-of-love/love-${pad(i + 1)}.webp`, l.alt, W, H)),
    ),
    `export const heroStudents: Photo = {\n  src: '/images/hero-students.webp',\n  alt: ${q(HERO_ALT)},\n  width: 720,\n  height: 540,\n};\n`,
    `export const howItWorks: Photo = {\n  src: '/images/how-it-works.webp',\n  alt: ${q(HOW_ALT)},\n  width: 960,\n  height: 420,\n};\n`,
  ].join('\n');
  const out = nodePath.join(ROOT, 'lib/media/photos.ts');
  mkdirSync(nodePath.dirname(out), { recursive: true });
  writeFileSync(out, ts);
  console.log('wrote lib/media/photos.ts');
}
