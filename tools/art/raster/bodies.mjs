// Bodies: outfits, poses, standing and seated figures, figures seen from behind, portrait busts.
import { BRAND } from '../palette.mjs';

import { P, rect, rrect, circle, ellipse, path, line, stroke, mix, dark, light } from './svg.mjs';
import { head } from './heads.mjs';

/** Torso decoration for a given outfit. (x, sy) = neck base, u = unit scale. */
export function outfitDetails(x, sy, u, hw, bottom, p) {
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
export const POSES = {
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
export function figure(x, ground, s, p, o = {}) {
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
export function backFigure(x, sy, s, p, o = {}) {
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
export function bust(x, hy, r, p, o = {}) {
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
