// SVG building blocks: elements, colours, gradients and the document wrapper.

export const FONT = 'Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif';
export const fmt = (n) => (Number.isInteger(n) ? String(n) : (Math.round(n * 10) / 10).toString());
export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export function tag(name, attrs, inner) {
  let s = '<' + name;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`;
  }
  return inner === undefined ? s + '/>' : `${s}>${inner}</${name}>`;
}
/** Template tag that rounds interpolated numbers (for path data). */
export const P = (strings, ...vals) =>
  strings.reduce(
    (acc, s, i) => acc + s + (i < vals.length ? (typeof vals[i] === 'number' ? fmt(vals[i]) : vals[i]) : ''),
    '',
  );

export const rect = (x, y, w, h, fill, ex = {}) => tag('rect', { x, y, width: w, height: h, fill, ...ex });
export const rrect = (x, y, w, h, r, fill, ex = {}) =>
  tag('rect', { x, y, width: w, height: h, rx: r, fill, ...ex });
export const circle = (cx, cy, r, fill, ex = {}) => tag('circle', { cx, cy, r, fill, ...ex });
export const ellipse = (cx, cy, rx, ry, fill, ex = {}) => tag('ellipse', { cx, cy, rx, ry, fill, ...ex });
export const path = (d, fill, ex = {}) => tag('path', { d, fill, ...ex });
export const line = (x1, y1, x2, y2, stroke, w, ex = {}) =>
  tag('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...ex });
export const poly = (pts, fill, ex = {}) =>
  tag('polygon', { points: pts.map((p) => p.map(fmt).join(',')).join(' '), fill, ...ex });
export const stroke = (d, color, w, ex = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': w,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...ex,
  });
export const text = (x, y, str, size, fill, ex = {}) =>
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
export const g = (inner, ex = {}) => tag('g', ex, inner);
/** Largest font size (<= max) at which `str` fits in `w` pixels. */
export const fit = (str, w, max, ratio = 0.6) => Math.min(max, w / (str.length * ratio));

/* colours */
export const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
export const rgb2hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const mix = (a, b, t) => {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
};
export const dark = (c, t = 0.2) => mix(c, '#000000', t);
export const light = (c, t = 0.2) => mix(c, '#ffffff', t);

/* gradients & defs, collected per document */
let DEFS = [];
let gid = 0;
/** Adds a gradient to the document's defs; a stop is a colour (spread evenly) or [offset, colour, opacity]. */
function gradient(kind, stops, attrs) {
  const id = 'g' + gid++;
  const st = stops
    .map((s, i) => {
      const [off, col, op] = Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s, 1];
      return tag('stop', { offset: off, 'stop-color': col, 'stop-opacity': op === 1 ? undefined : op });
    })
    .join('');
  DEFS.push(tag(kind, { id, ...attrs }, st));
  return `url(#${id})`;
}
export const lin = (stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  gradient('linearGradient', stops, { x1, y1, x2, y2 });
export const radial = (stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  gradient('radialGradient', stops, { cx, cy, r });
export function clip(inner) {
  const id = 'c' + gid++;
  DEFS.push(tag('clipPath', { id }, inner));
  return `url(#${id})`;
}
export function doc(w, h, body) {
  const out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS.join(
    '',
  )}</defs>${body}</svg>`;
  DEFS = [];
  gid = 0;
  return out;
}
