// The Codebridge brand mark, logo and favicon.
import { BRAND } from '../palette.mjs';
import { stroke, svg, wordmark } from './svg.mjs';

/** The Codebridge mark in a 64x64 box: code brackets as bridge towers, an orange arch and a deck between them. */
function brandMark(bracket = BRAND.blue, arch = BRAND.orange, deck = BRAND.blueStrong) {
  return (
    `<path d="M21 14L7 32l14 18M43 14l14 18-14 18" ${stroke(bracket, 7)}/>` +
    `<path d="M17 42C22 24 42 24 47 42" ${stroke(arch, 5.5)}/>` +
    `<path d="M26 34v8M32 30v12M38 34v8" ${stroke(arch, 2.5)}/>` +
    `<path d="M15 44h34" ${stroke(deck, 4.5)}/>`
  );
}

/** The logo: the mark and the wordmark "Codebridge", in the colours given. */
function logo({ bracket, deck, code, bridge }) {
  return svg(
    180,
    40,
    'Codebridge Institute',
    `<g transform="scale(.625)">${brandMark(bracket, BRAND.orange, deck)}</g>` +
      wordmark(
        46,
        27.5,
        [
          ['Code', code],
          ['bridge', bridge],
        ],
        { size: 21, weight: 800, spacing: -0.3, maxWidth: 131 },
      ),
  );
}

/** The mark, the header logo, the logo for dark backgrounds (footer, careers) and the favicon. */
export function brand(write) {
  write('public/brand/mark.svg', svg(64, 64, 'Codebridge Institute', brandMark()));
  write(
    'public/brand/logo.svg',
    logo({ bracket: BRAND.blue, deck: BRAND.blueStrong, code: BRAND.navy, bridge: BRAND.blue }),
  );
  write(
    'public/brand/logo-light.svg',
    logo({ bracket: '#60a5fa', deck: '#bfdbfe', code: '#ffffff', bridge: '#93c5fd' }),
  );
  // Favicon: fewer, bolder strokes so it survives 16 px.
  write(
    'app/icon.svg',
    svg(
      32,
      32,
      'Codebridge Institute',
      `<rect width="32" height="32" rx="7" fill="${BRAND.blue}"/>` +
        `<path d="M11 8.5L4.8 16l6.2 7.5M21 8.5l6.2 7.5-6.2 7.5" ${stroke('#fff', 3.4)}/>` +
        `<path d="M11.2 22.5C12.6 15 19.4 15 20.8 22.5" ${stroke(BRAND.orange, 3.2)}/>`,
    ),
  );
}
