// Company symbols, each drawn in a 40x40 box (a = main colour, b = accent, k = ink).
import { pin, polygonPoints, r1, stroke } from './svg.mjs';

export const SYMBOLS = {
  cloud: (a, b) =>
    `<circle cx="29" cy="11" r="6" fill="${b}"/>` +
    `<path d="M11 32h18a8 8 0 0 0 1.3-15.9A10.5 10.5 0 0 0 10.2 19.2 6.4 6.4 0 0 0 11 32z" fill="${a}"/>` +
    `<path d="M13 26h14" ${stroke('#fff', 2.4, ' opacity=".7"')}/>`,
  qRing: (a, b) =>
    `<circle cx="19" cy="19" r="12.5" ${stroke(a, 6.5)}/><path d="M25 25l9.5 9.5" ${stroke(b, 6.5)}/>`,
  wingBars: (a, b) =>
    `<path d="M5 35l8-11" ${stroke(a, 5.5, ' opacity=".55"')}/><path d="M14 35l11-17" ${stroke(a, 5.5)}/>` +
    `<path d="M24 35L36 8" ${stroke(b, 5.5)}/>`,
  tessellate: (a, b) =>
    `<g stroke="#fff" stroke-width="1.6" stroke-linejoin="round"><path d="M20 3l8.5 15.5h-17zM11.5 18.5L20 34H3zM28.5 18.5L37 34H20z" fill="${a}"/>` +
    `<path d="M11.5 18.5h17L20 34z" fill="${b}"/></g>`,
  peaks: (a, b) =>
    `<path d="M19 35l10-17 10 17z" fill="${b}"/><path d="M1 35L16 9l15 26z" fill="${a}"/>` +
    `<path d="M16 9l-4.4 7.6 2.6-1.2 1.8 2 1.8-2 2.6 1.2z" fill="#fff"/>`,
  orbit: (a, b) =>
    `<ellipse cx="20" cy="20" rx="18" ry="7" ${stroke(b, 3)} transform="rotate(-25 20 20)"/>` +
    `<circle cx="20" cy="20" r="9" fill="${a}" stroke="#fff" stroke-width="2.5"/>` +
    `<path d="M3.7 27.6A18 7-25 0 0 36.3 12.4" ${stroke(b, 3)}/><circle cx="36.3" cy="12.4" r="3.4" fill="${b}"/>`,
  leaf: (a, b) =>
    `<path d="M5 35C5 17 16 5 35 5c0 19-11 30-30 30z" fill="${a}"/><path d="M8 32L26 14" ${stroke('#fff', 2.6)}/>` +
    `<circle cx="31" cy="31" r="4" fill="${b}"/>`,
  hexLeaf: (a, b) =>
    `<polygon points="${polygonPoints(20, 20, 6, [19], 0)}" fill="${a}"/>` +
    `<path d="M12.5 28c0-9 5.5-14.5 15-15 0 9.5-5.5 15-15 15z" fill="${b}"/><path d="M12.5 28l7-7" ${stroke(a, 2)}/>`,
  layers: (a, b) =>
    `<path d="M20 4l16 8-16 8-16-8z" fill="${b}"/><path d="M4 19.5l16 8 16-8M4 27l16 8 16-8" ${stroke(a, 3.6)}/>`,
  cube: (a, b, k) =>
    `<path d="M20 3l16 8.5-16 8.5-16-8.5z" fill="${b}"/><path d="M4 11.5l16 8.5v18L4 29.5z" fill="${a}"/>` +
    `<path d="M36 11.5L20 20v18l16-8.5z" fill="${k}"/>`,
  bird: (a, b) =>
    `<path d="M3 25c8 1 13-2 17-9 4-7 9-10 15-8l4 2-4.5 2.5C34 24 26 33 14 33c-5 0-8.5-2-11-8z" fill="${a}"/>` +
    `<path d="M12 25c6 0 11-3 14-8" ${stroke(b, 3)}/><circle cx="32" cy="11" r="1.6" fill="#fff"/>`,
  helix: (a, b, k) =>
    `<path d="M14 21h12M14 5h12M14 35h12" ${stroke(k, 2.2, ' opacity=".5"')}/>` +
    `<path d="M12 3c0 9 16 8 16 17s-16 8-16 17" ${stroke(a, 4)}/><path d="M28 3c0 9-16 8-16 17s16 8 16 17" ${stroke(b, 4)}/>`,
  compass: (a, b) =>
    `<circle cx="20" cy="20" r="17" ${stroke(a, 3.2)}/><path d="M20 6l5 14H15z" fill="${b}"/>` +
    `<path d="M20 34l5-14H15z" fill="${a}" opacity=".45"/><circle cx="20" cy="20" r="2.2" fill="#fff"/>`,
  gate: (a, b) =>
    `<path d="M5 37V19a15 15 0 0 1 30 0v18h-7.5V19a7.5 7.5 0 0 0-15 0v18z" fill="${a}"/>` +
    `<rect x="17" y="1" width="6" height="6.5" rx="1.5" fill="${b}"/>`,
  mesa: (a, b) =>
    `<circle cx="25" cy="12" r="7" fill="${b}"/><path d="M1 35l9-13h20l9 13z" fill="${a}"/>` +
    `<path d="M1 35l9-13h5l-5 13z" fill="#fff" opacity=".25"/>`,
  starburst: (a, b) =>
    `<polygon points="${polygonPoints(20, 20, 16, [19, 9.5])}" fill="${a}"/>` +
    `<circle cx="20" cy="20" r="6" fill="#fff"/><circle cx="20" cy="20" r="3" fill="${b}"/>`,
  globe: (a, b) =>
    `<circle cx="20" cy="20" r="17" fill="${a}" opacity=".12"/><circle cx="20" cy="20" r="17" ${stroke(a, 3)}/>` +
    `<ellipse cx="20" cy="20" rx="7.5" ry="17" ${stroke(a, 2.6)}/><path d="M3.5 20h33" ${stroke(b, 3)}/>`,
  grid: (a, b) =>
    [0, 1, 2]
      .flatMap((r) => [0, 1, 2].map((c) => [r, c]))
      .map(
        ([r, c]) =>
          `<rect x="${1 + c * 13}" y="${1 + r * 13}" width="11" height="11" rx="3" fill="${r === 1 && c === 1 ? b : a}"${(r + c) % 2 ? ' opacity=".45"' : ''}/>`,
      )
      .join(''),
  wind: (a, b) =>
    `<path d="M3 13h21a5.5 5.5 0 1 0-5.5-5.5" ${stroke(a, 3.6)}/>` +
    `<path d="M3 21h29a5.5 5.5 0 1 1-5.5 5.5" ${stroke(b, 3.6)}/><path d="M3 29h13" ${stroke(a, 3.6)}/>`,
  spark: (a, b) =>
    `<rect width="40" height="40" rx="10" fill="${a}"/>` +
    `<path d="M20 6c1.6 7.4 6.6 12.4 14 14-7.4 1.6-12.4 6.6-14 14-1.6-7.4-6.6-12.4-14-14 7.4-1.6 12.4-6.6 14-14z" fill="${b}"/>`,
  pixels: (a, b) => {
    const cells = [
      [3, 0],
      [2, 1],
      [3, 1],
      [1, 2],
      [2, 2],
      [3, 2],
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ];
    return cells
      .map(
        ([c, r]) =>
          `<rect x="${1 + c * 9.6}" y="${1 + r * 9.6}" width="8.4" height="8.4" rx="1.5" fill="${c === 3 && r === 0 ? b : a}"/>`,
      )
      .join('');
  },
  // --- client symbols ---
  bag: (a, b) =>
    `<path d="M14 15v-4a6 6 0 0 1 12 0v4" ${stroke(b, 3.2)}/><path d="M6 14h28l-2.5 22h-23z" fill="${a}"/>` +
    `<path d="M14 21a6 6 0 0 0 12 0" ${stroke('#fff', 2.6)}/>`,
  coin: (a) =>
    `<circle cx="20" cy="20" r="18" fill="${a}"/><circle cx="20" cy="20" r="14" ${stroke('#fff', 1.6, ' opacity=".4"')}/>` +
    `<path d="M14 12.5h12M14 17.5h12M16 12.5c5.5 0 7.5 2 7.5 5s-2.5 5-7.5 5h-2l9.5 8.5" ${stroke('#fff', 2.6)}/>`,
  heartPlus: (a) =>
    `<path d="M20 36S3 26 3 14.5a8.5 8.5 0 0 1 17-3 8.5 8.5 0 0 1 17 3C37 26 20 36 20 36z" fill="${a}"/>` +
    `<path d="M20 14v12M14 20h12" ${stroke('#fff', 3.6)}/>`,
  loop: (a, b) =>
    `<path d="M33 16A13.6 13.6 0 0 0 8.5 13.5" ${stroke(a, 4)}/><path d="M3 12h11l-5.5 7z" fill="${a}"/>` +
    `<path d="M7 24a13.6 13.6 0 0 0 24.5 2.5" ${stroke(b, 4)}/><path d="M26 28h11l-5.5-7z" fill="${b}"/>`,
  sprout: (a, b) =>
    `<path d="M20 35V19M10 36h20" ${stroke(a, 3.4)}/><path d="M20 23C12 23 6 18 6 10c8 0 14 5 14 13z" fill="${a}"/>` +
    `<path d="M20 19c0-8 5-14 14-14 0 8-6 14-14 14z" fill="${b}"/>`,
  shield: (a, b) =>
    `<path d="M20 2l16 5.5V19c0 9.5-6.5 15.5-16 19C10.5 34.5 4 28.5 4 19V7.5z" fill="${a}"/>` +
    `<circle cx="20" cy="17" r="4.5" fill="${b}"/><path d="M17.8 19h4.4l1.6 9h-7.6z" fill="${b}"/>`,
  crossSquare: (a, b) =>
    `<path d="M15 4h10v11h11v10H25v11H15V25H4V15h11z" fill="${a}" stroke="${a}" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cx="20" cy="20" r="4.5" fill="${b}"/>`,
  box: (a, b, k) =>
    `<path d="M2 15h8M5 22h5M2 29h8" ${stroke(k, 3)}/><rect x="13" y="8" width="25" height="28" rx="2.5" fill="${a}"/>` +
    `<path d="M13 16h25" stroke="${k}" stroke-width="2" opacity=".5"/><rect x="22" y="8" width="7" height="12" fill="${b}"/>`,
  book: (a, b) =>
    `<path d="M19 10C15 7 10 6 3 6v25c7 0 12 1 16 4z" fill="${a}"/><path d="M21 10c4-3 9-4 16-4v25c-7 0-12 1-16 4z" fill="${b}"/>`,
  cart: (a, b) =>
    `<path d="M2 6h6.5l4 19h19l4-13H10.5" ${stroke(a, 3.6)}/>` +
    `<circle cx="15.5" cy="33" r="3.5" fill="${b}"/><circle cx="29" cy="33" r="3.5" fill="${b}"/>`,
  bars: (a, b) =>
    `<rect x="4" y="24" width="8" height="13" rx="1.5" fill="${a}" opacity=".5"/>` +
    `<rect x="15" y="18" width="8" height="19" rx="1.5" fill="${a}" opacity=".75"/>` +
    `<rect x="26" y="12" width="8" height="25" rx="1.5" fill="${a}"/>` +
    `<path d="M4 16l10-7 8 3 14-9" ${stroke(b, 3)}/>`,
  pulse: (a) =>
    `<circle cx="20" cy="20" r="18" fill="${a}"/><path d="M5 21h7l3.5-8 5 15 3.5-10 2.5 3H35" ${stroke('#fff', 3)}/>`,
  route: (a, b) =>
    `<path d="M10 23c0 10 20 0 20 6" ${stroke(a, 2.6, ' stroke-dasharray="3 4"')}/>` +
    pin(10, 22, 6.5, a) +
    pin(30, 30, 6.5, b) +
    `<circle cx="10" cy="7.7" r="2.4" fill="#fff"/><circle cx="30" cy="15.7" r="2.4" fill="#fff"/>`,
  flower: (a, b) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const t = ((-90 + 72 * i) * Math.PI) / 180;
        return `<circle cx="${r1(20 + 10 * Math.cos(t))}" cy="${r1(20 + 10 * Math.sin(t))}" r="8" fill="${a}" opacity=".8"/>`;
      })
      .join('') + `<circle cx="20" cy="20" r="6" fill="${b}"/>`,
  apple: (a, b) =>
    `<path d="M20 13c-3-2.5-7.5-3-10.5-1C4 15.5 4.5 25 8.5 31c3 4.5 7 5.5 11.5 4 4.5 1.5 8.5.5 11.5-4 4-6 4.5-15.5-1-19-3-2-7.5-1.5-10.5 1z" fill="${a}"/>` +
    `<path d="M21 12c0-5.5 3-9 9-9 0 5.5-3 9-9 9z" fill="${b}"/>`,
  arrowUp: (a) =>
    `<circle cx="20" cy="20" r="18" fill="${a}"/><path d="M9 28l7.5-7.5 5 5L31 16M24 14.5h8.5V23" ${stroke('#fff', 3.4)}/>`,
  drop: (a) =>
    `<path d="M20 2S6.5 16.5 6.5 25a13.5 13.5 0 0 0 27 0C33.5 16.5 20 2 20 2z" fill="${a}"/>` +
    `<path d="M20 19.5v11M14.5 25h11" ${stroke('#fff', 3.4)}/>`,
  containers: (a, b) =>
    `<rect x="2" y="22" width="17.5" height="14" rx="1.5" fill="${a}"/><rect x="20.5" y="22" width="17.5" height="14" rx="1.5" fill="${b}"/>` +
    `<rect x="11" y="6" width="17.5" height="14" rx="1.5" fill="${a}" opacity=".65"/>` +
    `<path d="M7 25.5v7M13 25.5v7M26 25.5v7M32 25.5v7M16.5 9.5v7M22.5 9.5v7" ${stroke('#fff', 1.8, ' opacity=".6"')}/>`,
  bubble: (a, b) =>
    `<path d="M7 4h26a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H18l-8 7v-7H7a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z" fill="${a}"/>` +
    `<path d="M15.5 13a4.5 4.5 0 1 1 6.3 4.1c-1.2.6-1.8 1.4-1.8 2.6" ${stroke('#fff', 2.8)}/><circle cx="20" cy="24.5" r="1.9" fill="${b}"/>`,
  hanger: (a, b) =>
    `<path d="M20 14.5V12a3.8 3.8 0 1 1 3.8-3.8" ${stroke(a, 2.6)}/>` +
    `<path d="M20 15L4 29h32z" fill="${b}" opacity=".3"/><path d="M20 15L4 29h32z" ${stroke(a, 3)}/>`,
};
