// The map facade: a static street plan shown before the embedded map loads.
import { pin, svg, wordmark } from './svg.mjs';

export function mapPreview(write) {
  const xs = [0, 64, 176, 320, 452, 560, 640]; // vertical road centre lines (320 is the main road)
  const ys = [0, 44, 104, 160, 218, 320]; // horizontal road centre lines (160 is the main road)
  const half = (v, arr) => (v === 320 || v === 160 ? 9 : v === 0 || v === arr.at(-1) ? -4 : 5);
  const parks = new Set(['4,1', '1,3']);
  let blocks = '';
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const x0 = xs[i] + half(xs[i], xs);
      const x1 = xs[i + 1] - half(xs[i + 1], xs);
      const y0 = ys[j] + half(ys[j], ys);
      const y1 = ys[j + 1] - half(ys[j + 1], ys);
      const fill = parks.has(`${i},${j}`) ? ' fill="#d1fae5"' : '';
      // split wide blocks with a lane so the grid looks less regular
      if (x1 - x0 > 110 && (i + j) % 2 === 0) {
        const mid = Math.round((x0 + x1) / 2 + ((i * 7 + j * 13) % 20) - 10);
        blocks += `<rect x="${x0}" y="${y0}" width="${mid - 2 - x0}" height="${y1 - y0}" rx="4"${fill}/>`;
        blocks += `<rect x="${mid + 2}" y="${y0}" width="${x1 - mid - 2}" height="${y1 - y0}" rx="4"${fill}/>`;
      } else {
        blocks += `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="4"${fill}/>`;
      }
    }
  }
  const river = `<path d="M-10 262C90 236 160 300 270 276S450 226 650 256" fill="none" stroke="#bfdbfe" stroke-width="26"/>`;
  const bridges =
    `<path d="M176 240v60M452 224v52" stroke="#f8fafc" stroke-width="10"/>` +
    `<path d="M320 222v90" stroke="#fef3c7" stroke-width="18"/>`;
  const mainRoads =
    `<path d="M320 0v320M0 160h640" stroke="#fde68a" stroke-width="18"/>` +
    `<path d="M320 0v320M0 160h640" stroke="#fef3c7" stroke-width="12"/>` +
    `<path d="M-10 20L200 320" stroke="#fff" stroke-width="11"/>`;
  const labelX = 338;
  const labelW = 102;
  const pinMark =
    `<ellipse cx="320" cy="162" rx="11" ry="4" fill="#0f172a" opacity=".2"/>` +
    pin(320, 160, 16, '#dc2626') +
    `<circle cx="320" cy="124.8" r="6.5" fill="#fff"/>` +
    `<rect x="${labelX + 1}" y="112" width="${labelW}" height="28" rx="8" fill="#0f172a" opacity=".12"/>` +
    `<rect x="${labelX}" y="110" width="${labelW}" height="28" rx="8" fill="#fff" stroke="#cbd5e1"/>` +
    wordmark(labelX + labelW / 2, 128.5, [['Head office', '#0f172a']], {
      size: 13,
      weight: 700,
      anchor: 'middle',
    });
  write(
    'public/images/map-preview.svg',
    svg(
      640,
      320,
      'Map preview: head office location',
      `<rect width="640" height="320" fill="#f8fafc"/><g fill="#e2e8f0">${blocks}</g>${river}${bridges}${mainRoads}${pinMark}`,
    ),
  );
}
