// The home-page hero, the recruiter diagram and the blog placeholder cover.
import { BRAND } from '../../palette.mjs';
import { P, rect, rrect, circle, path, line, poly, stroke, text, g, fit, lin, clip, doc } from '../svg.mjs';
import { SKIN, person } from '../people.mjs';
import { figure, bust } from '../bodies.mjs';
import { codeLines, editor, barChart, lineChart } from '../screens.mjs';
import { laptopLid } from '../furniture.mjs';
import { logoMark, plant } from '../decor.mjs';

export function hero() {
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

export function howItWorks() {
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

export function blogCover() {
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
