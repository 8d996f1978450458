// The fictional hiring-partner and client logos (160x56).
import { basename } from 'node:path';
import { checkSize, publicPath } from '../files.mjs';
import { SYMBOLS } from './symbols.mjs';
import { emWidth, svg, wordmark } from './svg.mjs';

/**
 * A 160x56 company logo, transparent background. Layouts:
 *  one   - single-line name, mixed case
 *  duo   - single line in two colours (parts)
 *  split - first word large, the rest as a small letter-spaced line below
 *  caps  - uppercase, letter-spaced
 */
function companyLogo({ name, symbol, a, b, k = '#0f172a', layout = 'one', parts }) {
  const sym = `<g transform="translate(8 8)">${SYMBOLS[symbol](a, b, k)}</g>`;
  const x = 56;
  const maxW = 98;
  let text;
  if (layout === 'split') {
    const [first, ...rest] = name.split(' ');
    const size = Math.min(21, maxW / emWidth(first));
    text =
      wordmark(x, 30.5, [[first, k]], { size, weight: 800, spacing: -0.2, maxWidth: maxW }) +
      wordmark(x + 0.5, 43, [[rest.join(' ').toUpperCase(), a]], {
        size: 8,
        weight: 700,
        spacing: 1.8,
        maxWidth: maxW,
      });
  } else if (layout === 'caps') {
    const str = name.toUpperCase();
    const size = Math.min(17, maxW / emWidth(str, 0.12));
    text = wordmark(x, 28 + size * 0.36, [[str, k]], {
      size,
      weight: 800,
      spacing: size * 0.12,
      maxWidth: maxW,
    });
  } else {
    const runs =
      layout === 'duo'
        ? [
            [parts[0], k],
            [parts[1], a],
          ]
        : [[name, k]];
    const size = Math.min(21, maxW / emWidth(name));
    text = wordmark(x, 28 + size * 0.36, runs, { size, weight: 800, spacing: -0.3, maxWidth: maxW });
  }
  return svg(160, 56, name, sym + text);
}

/** How each hiring partner's logo is drawn, by file name; the names come from lib/media/logos.json. */
const PARTNERS = {
  nimbusware: { symbol: 'cloud', a: '#0284c7', b: '#f59e0b', layout: 'duo', parts: ['Nimbus', 'ware'] },
  quantiva: { symbol: 'qRing', a: '#4f46e5', b: '#ec4899', layout: 'one' },
  'kestrel-analytics': { symbol: 'wingBars', a: '#b45309', b: '#0f766e', layout: 'split' },
  tessellate: { symbol: 'tessellate', a: '#7c3aed', b: '#f472b6', layout: 'one', k: '#2e1065' },
  'bluepeak-systems': { symbol: 'peaks', a: '#1e40af', b: '#38bdf8', layout: 'split' },
  orbitline: { symbol: 'orbit', a: '#0f172a', b: '#f97316', layout: 'caps' },
  'verdant-labs': { symbol: 'leaf', a: '#15803d', b: '#a3e635', layout: 'split', k: '#14532d' },
  ironleaf: { symbol: 'hexLeaf', a: '#334155', b: '#4ade80', layout: 'duo', parts: ['Iron', 'leaf'] },
  lumenstack: { symbol: 'layers', a: '#0891b2', b: '#fbbf24', layout: 'duo', parts: ['Lumen', 'stack'] },
  cobaltix: { symbol: 'cube', a: '#2563eb', b: '#93c5fd', k: '#1e3a8a', layout: 'caps' },
  sparrowsoft: { symbol: 'bird', a: '#9a3412', b: '#fdba74', layout: 'one', k: '#431407' },
  helixion: { symbol: 'helix', a: '#db2777', b: '#7c3aed', layout: 'one', k: '#3b0764' },
  'northvale-data': { symbol: 'compass', a: '#0f766e', b: '#ef4444', layout: 'split', k: '#134e4a' },
  cirrusgate: { symbol: 'gate', a: '#475569', b: '#06b6d4', layout: 'duo', parts: ['Cirrus', 'gate'] },
  'deccan-cloudworks': { symbol: 'mesa', a: '#92400e', b: '#f59e0b', layout: 'split', k: '#451a03' },
  'saffronix-labs': { symbol: 'starburst', a: '#ea580c', b: '#dc2626', layout: 'split' },
  meridiq: { symbol: 'globe', a: '#1d4ed8', b: '#10b981', layout: 'one', k: '#172554' },
  gridhaven: { symbol: 'grid', a: '#0d9488', b: '#f43f5e', layout: 'caps', k: '#042f2e' },
  zephyrion: { symbol: 'wind', a: '#0ea5e9', b: '#6366f1', layout: 'one', k: '#1e1b4b' },
  'brightforge-consulting': { symbol: 'spark', a: '#111827', b: '#facc15', layout: 'split' },
  pixelmoor: {
    symbol: 'pixels',
    a: '#65a30d',
    b: '#e11d48',
    layout: 'duo',
    parts: ['Pixel', 'moor'],
    k: '#1a2e05',
  },
};

/** How each client's logo is drawn, by file name. */
const CLIENTS = {
  bazaarly: { symbol: 'bag', a: '#e11d48', b: '#9f1239', layout: 'one', k: '#4c0519' },
  rupeewise: { symbol: 'coin', a: '#047857', b: '#047857', layout: 'duo', parts: ['Rupee', 'wise'] },
  'medinest-health': { symbol: 'heartPlus', a: '#dc2626', b: '#dc2626', layout: 'split' },
  'cargoloop-logistics': { symbol: 'loop', a: '#ea580c', b: '#1e3a8a', layout: 'split' },
  gyanbud: { symbol: 'sprout', a: '#16a34a', b: '#facc15', layout: 'duo', parts: ['Gyan', 'bud'] },
  'vaultara-pay': { symbol: 'shield', a: '#312e81', b: '#fbbf24', layout: 'caps', k: '#312e81' },
  'carevista-clinics': { symbol: 'crossSquare', a: '#0891b2', b: '#f0fdfa', layout: 'split', k: '#164e63' },
  freightnest: { symbol: 'box', a: '#b45309', b: '#fde68a', k: '#78350f', layout: 'one' },
  'vidyapath-academy': { symbol: 'book', a: '#7c3aed', b: '#a78bfa', layout: 'split', k: '#2e1065' },
  mandicart: { symbol: 'cart', a: '#0f766e', b: '#f97316', layout: 'duo', parts: ['Mandi', 'cart'] },
  'ledgerline-finance': { symbol: 'bars', a: '#1e40af', b: '#22c55e', layout: 'split' },
  'pulsewell-diagnostics': { symbol: 'pulse', a: '#be123c', b: '#be123c', layout: 'split', k: '#4c0519' },
  'transitra-logistics': { symbol: 'route', a: '#0369a1', b: '#f59e0b', layout: 'split' },
  brainbloom: { symbol: 'flower', a: '#c026d3', b: '#facc15', layout: 'duo', parts: ['Brain', 'bloom'] },
  'freshkosh-grocers': { symbol: 'apple', a: '#dc2626', b: '#16a34a', layout: 'split', k: '#14532d' },
  'vriddhix-capital': { symbol: 'arrowUp', a: '#0f172a', b: '#0f172a', layout: 'split' },
  'healora-health': { symbol: 'drop', a: '#0d9488', b: '#0d9488', layout: 'split', k: '#134e4a' },
  'portlane-logistics': { symbol: 'containers', a: '#1d4ed8', b: '#f97316', layout: 'split' },
  quizcraft: { symbol: 'bubble', a: '#f59e0b', b: '#78350f', layout: 'one', k: '#451a03' },
  'stitchbay-apparel': { symbol: 'hanger', a: '#be185d', b: '#f9a8d4', layout: 'split', k: '#500724' },
};

/** Draws the logo of each record (from lib/media/logos.json) with the style its file name picks. */
function drawAll(records, styles, write) {
  for (const record of records) {
    const style = styles[basename(record.src, '.svg')];
    if (!style) throw new Error(`${record.src}: no drawing in tools/art/vector/companies.mjs`);
    if (style.parts && style.parts.join('') !== record.name)
      throw new Error(`${record.src}: parts ${style.parts.join('+')} do not spell ${record.name}`);
    checkSize(record, 160, 56);
    write(publicPath(record.src), companyLogo({ name: record.name, ...style }));
  }
}

export function companies({ hiringPartners, clientLogos }, write) {
  drawAll(hiringPartners, PARTNERS, write);
  drawAll(clientLogos, CLIENTS, write);
}
