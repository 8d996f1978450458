// Wall-of-love scenes (480x360), in the order of wallOfLove in lib/media/photos.json.
import { BRAND } from '../../palette.mjs';
import { R, RI } from '../random.mjs';
import { rect, rrect, circle, ellipse, path, line, poly, text, g, dark, lin, clip } from '../svg.mjs';
import { SKIN, person, crowd } from '../people.mjs';

import { figure, bust } from '../bodies.mjs';
import { room, windowPane, table, laptopLid, monitor } from '../furniture.mjs';
import {
  plant,
  bunting,
  confetti,
  balloon,
  paper,
  mug,
  steam,
  spotlight,
  stars,
  sparkle,
  heart,
  trophy,
} from '../decor.mjs';

const W = 480;
const H = 360;

/** Each scene returns the SVG body of one picture. */
export const loveScenes = [];
const lv = (draw) => loveScenes.push(draw);

// 1 offer letters
lv(() => {
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

// 2 confetti celebration
lv(() => {
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

// 3 thank-you card
lv(() => {
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

// 4 batch picture with balloons
lv(() => {
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

// 5 high-five
lv(() => {
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

// 6 celebration cake
lv(() => {
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

// 7 offer email at the laptop
lv(() => {
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

// 8 cork board of notes
lv(() => {
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

// 9 Best Project trophy
lv(() => {
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

// 10 first day at work
lv(() => {
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
