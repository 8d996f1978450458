// SVG building blocks for the vector artwork: the document, lettering that keeps its width, shapes.

export const FONT = 'Inter, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

export const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const r1 = (n) => String(Math.round(n * 10) / 10);

export function svg(w, h, label, body, viewBox = `0 0 ${w} ${h}`) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" role="img" ` +
    `aria-label="${esc(label)}"><title>${esc(label)}</title>${body}</svg>\n`
  );
}

/** Rough advance width of a string in em, bold sans (Inter / Arial / Roboto are all close to this). */
export function emWidth(str, spacingEm = 0) {
  let w = 0;
  for (const ch of str) {
    if (" .,:;!|iljtfI'’".includes(ch)) w += 0.3;
    else if ('r'.includes(ch)) w += 0.4;
    else if ('mwMW'.includes(ch)) w += 0.88;
    else if (/[A-Z&@]/.test(ch)) w += 0.7;
    else w += 0.6;
    w += spacingEm;
  }
  return w - spacingEm;
}

/**
 * A text element whose length is pinned with textLength, so the wordmark keeps its layout whichever of the
 * fallback fonts the viewer has. `parts` is a list of [string, fill] runs.
 */
export function wordmark(
  x,
  y,
  parts,
  { size, weight = 700, spacing = 0, anchor = 'start', maxWidth = Infinity },
) {
  const str = parts.map((p) => p[0]).join('');
  const natural = emWidth(str, spacing / size) * size;
  const len = Math.min(natural, maxWidth);
  const runs = parts
    .map(([s, fill]) => (parts.length === 1 ? esc(s) : `<tspan fill="${fill}">${esc(s)}</tspan>`))
    .join('');
  const fill = parts.length === 1 ? ` fill="${parts[0][1]}"` : '';
  const ls = spacing ? ` letter-spacing="${spacing}"` : '';
  const an = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(size)}" font-weight="${weight}"` +
    `${ls}${an}${fill} textLength="${r1(len)}" lengthAdjust="spacingAndGlyphs">${runs}</text>`
  );
}

export const stroke = (c, w, extra = '') =>
  `fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}`;

export function polygonPoints(cx, cy, n, radii, rot = -90) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180;
    const r = radii[i % radii.length];
    pts.push(`${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Map pin with its tip at (x, y). */
export function pin(x, y, r, fill) {
  const cy = y - 2.2 * r;
  const dx = r * 0.87;
  return `<path d="M${r1(x)} ${r1(y)}L${r1(x - dx)} ${r1(cy + r * 0.5)}A${r} ${r} 0 1 1 ${r1(x + dx)} ${r1(cy + r * 0.5)}Z" fill="${fill}"/>`;
}
