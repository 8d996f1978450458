// Decorations and small props: banners, plants, confetti, certificates, trophies.
import { BRAND } from '../palette.mjs';
import { rnd, R, RI, pick } from './random.mjs';
import {
  fmt,
  P,
  rect,
  rrect,
  circle,
  ellipse,
  path,
  line,
  poly,
  stroke,
  text,
  fit,
  dark,
  light,
  lin,
} from './svg.mjs';

export function banner(x, y, w, h, str, o = {}) {
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
export function logoMark(x, y, size, o = {}) {
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
export function plant(x, y, s = 1, o = {}) {
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
export function clock(x, y, r) {
  let s = circle(x, y, r, '#ffffff', { stroke: '#334155', 'stroke-width': r * 0.15 });
  s +=
    line(x, y, x, y - r * 0.6, '#0f172a', r * 0.12) +
    line(x, y, x + r * 0.45, y + r * 0.1, '#0f172a', r * 0.12);
  return s;
}
export function bunting(
  x1,
  x2,
  y,
  sag = 14,
  colors = [BRAND.blue, BRAND.orange, '#10b981', '#facc15', '#e11d48'],
) {
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
export function stringLights(x1, x2, y, sag = 12) {
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
export function confetti(
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
export function balloon(x, y, r, c) {
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
export function paper(cx, cy, w, h, o = {}) {
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
export function certificate(cx, cy, w, h) {
  let s = rrect(cx - w / 2, cy - h / 2, w, h, 2, '#fffbeb', { stroke: '#d97706', 'stroke-width': 1.4 });
  s += rect(cx - w / 2 + 3, cy - h / 2 + 3, w - 6, h - 6, 'none', { stroke: '#fbbf24', 'stroke-width': 0.8 });
  s += rect(cx - w * 0.3, cy - h * 0.25, w * 0.6, h * 0.1, '#1d4ed8');
  s += rect(cx - w * 0.36, cy, w * 0.72, h * 0.06, '#cbd5e1');
  s += rect(cx - w * 0.26, cy + h * 0.14, w * 0.52, h * 0.06, '#cbd5e1');
  s += circle(cx + w * 0.3, cy + h * 0.28, h * 0.13, '#f97316');
  return s;
}
export function mug(x, y, s, c) {
  let out = rrect(x - 6 * s, y - 12 * s, 12 * s, 12 * s, 2 * s, c);
  out += stroke(P`M${x + 6 * s},${y - 9 * s} q5,0 5,4 t-5,4`, c, 1.8 * s);
  return out;
}
export function steam(x, y) {
  return stroke(P`M${x - 2},${y} q-3,-5 0,-9 t0,-9 M${x + 3},${y - 2} q-3,-5 0,-9 t0,-9`, '#ffffff', 1.2, {
    opacity: 0.5,
  });
}
export function spotlight(x, y, spread, len, color = '#fff7d6', op = 0.16) {
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
export function curtain(x, w, h, c, side) {
  let s = rect(x, 0, w, h, lin([c, dark(c, 0.25)], side === 'l' ? 0 : 1, 0, side === 'l' ? 1 : 0, 0));
  for (let k = 1; k < 4; k++)
    s += line(x + (w * k) / 4, 0, x + (w * k) / 4 + (side === 'l' ? -6 : 6), h, dark(c, 0.3), 2, {
      opacity: 0.5,
    });
  return s;
}
export function chairFront(x, seatY, s, c) {
  // simple chair seen from the front, (x, seatY) centre of seat
  let out = rrect(x - 29 * s, seatY - 70 * s, 58 * s, 64 * s, 10 * s, dark(c, 0.1));
  out += line(x - 26 * s, seatY + 4 * s, x - 30 * s, seatY + 52 * s, '#94a3b8', 3.5 * s);
  out += line(x + 26 * s, seatY + 4 * s, x + 30 * s, seatY + 52 * s, '#94a3b8', 3.5 * s);
  out += rrect(x - 32 * s, seatY - 8 * s, 64 * s, 13 * s, 5 * s, c);
  return out;
}
export function podium(x, ground, w, h, o = {}) {
  let s = path(
    P`M${x - w / 2},${ground - h} L${x + w / 2},${ground - h} L${x + w * 0.42},${ground} L${x - w * 0.42},${ground} Z`,
    o.color ?? '#7c4a2d',
  );
  s += rect(x - w / 2 - 4, ground - h - 6, w + 8, 8, dark(o.color ?? '#7c4a2d', 0.2));
  s += logoMark(x - w * 0.18, ground - h + h * 0.22, w * 0.36);
  return s;
}
export function booth(x, y, w, h, name, c) {
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
export function stars(x, y, w, h, n) {
  let s = '';
  for (let k = 0; k < n; k++)
    s += circle(x + R(0, w), y + R(0, h), R(0.4, 1.2), '#ffffff', { opacity: R(0.3, 0.9) });
  return s;
}
export function sparkle(x, y, r, c) {
  return path(
    P`M${x},${y - r} Q${x + r * 0.2},${y - r * 0.2} ${x + r},${y} Q${x + r * 0.2},${y + r * 0.2} ${x},${y + r} Q${x - r * 0.2},${y + r * 0.2} ${x - r},${y} Q${x - r * 0.2},${y - r * 0.2} ${x},${y - r} Z`,
    c,
  );
}
export function heart(x, y, s, c) {
  return path(
    P`M${x},${y + 6 * s} C${x - 9 * s},${y - 1 * s} ${x - 6 * s},${y - 9 * s} ${x},${y - 4 * s} C${x + 6 * s},${y - 9 * s} ${x + 9 * s},${y - 1 * s} ${x},${y + 6 * s} Z`,
    c,
  );
}
export function trophy(x, y, s) {
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
