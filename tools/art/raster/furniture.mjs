// Rooms and furniture: walls, windows, tables, laptops and monitors.
import { rnd, R, pick } from './random.mjs';
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
  text,
  g,
  fit,
  dark,
  light,
  lin,
  clip,
} from './svg.mjs';
import { codeLines } from './screens.mjs';

export function room(
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
export function windowPane(x, y, w, h, o = {}) {
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
export function table(x, y, w, o = {}) {
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
export function laptopLid(x, y, w, o = {}) {
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
export function laptopOpen(x, y, w, o = {}) {
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
export function monitor(x, y, w, h, o = {}) {
  let s = rect(x + w / 2 - w * 0.04, y + h, w * 0.08, h * 0.22, '#475569');
  s += rrect(x + w / 2 - w * 0.18, y + h + h * 0.2, w * 0.36, h * 0.06, 2, '#334155');
  s += rrect(x, y, w, h, 3, '#1e293b');
  s += rect(x + 3, y + 3, w - 6, h - 6, o.screen ?? '#0b1224');
  if (o.glow) s += rect(x + 3, y + 3, w - 6, h - 6, o.glow, { opacity: 0.12 });
  s += codeLines(x + 7, y + 7, w - 14, h - 12, { lh: Math.max(3.5, h / 10) });
  return s;
}
