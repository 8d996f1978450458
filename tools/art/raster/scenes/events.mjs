// Event scenes (480x360), in the order of eventPhotos in lib/media/photos.json.
import { BRAND } from '../../palette.mjs';
import { RI } from '../random.mjs';
import {
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
  dark,
  light,
  lin,
  radial,
} from '../svg.mjs';
import { person, crowd } from '../people.mjs';

import { figure, backFigure, bust } from '../bodies.mjs';
import { codeLines, editor, slide, barChart } from '../screens.mjs';
import { room, windowPane, table, laptopLid, laptopOpen, monitor } from '../furniture.mjs';
import {
  banner,
  logoMark,
  plant,
  clock,
  bunting,
  stringLights,
  balloon,
  paper,
  certificate,
  mug,
  steam,
  spotlight,
  curtain,
  chairFront,
  podium,
  booth,
} from '../decor.mjs';

const W = 480;
const H = 360;
/** Each scene returns the SVG body of one picture. */
export const eventScenes = [];
const ev = (draw) => eventScenes.push(draw);

// 1 Classroom lecture with projector screen showing code
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
ev(() => {
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
