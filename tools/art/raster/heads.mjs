// Heads: faces, hair styles and head coverings.
import { fmt, P, circle, ellipse, path, line, stroke, mix, dark, light } from './svg.mjs';

/** Head: returns {back, drape, front} layers. (x,y) centre, r radius. */
export function head(x, y, r, p, o = {}) {
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
