// Screens: code editors, slides and charts.
import { BRAND } from '../palette.mjs';
import { rnd, R, RI, pick } from './random.mjs';
import { fmt, P, rect, rrect, circle, path, line, stroke, text, fit, lin } from './svg.mjs';

export const CODEPAL = [
  '#60a5fa',
  '#f472b6',
  '#fbbf24',
  '#34d399',
  '#c084fc',
  '#cbd5e1',
  '#fb923c',
  '#93c5fd',
];
export function codeLines(x, y, w, h, o = {}) {
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
export function editor(x, y, w, h, o = {}) {
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
export function slide(x, y, w, h, title, o = {}) {
  let s = rrect(x, y, w, h, 4, '#ffffff', { stroke: '#cbd5e1', 'stroke-width': 1 });
  s += rect(x, y, w, h * 0.2, o.accent ?? BRAND.blue);
  s += text(x + w / 2, y + h * 0.135, title, fit(title, w * 0.9, h * 0.11), '#ffffff');
  return s;
}
export function barChart(x, y, w, h, vals, colors) {
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
export function lineChart(x, y, w, h, vals, color = BRAND.orange) {
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
