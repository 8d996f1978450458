// Sample logos (240x240, each on its own card) for the logo-design service page; the brands are fictional.
import { basename } from 'node:path';
import { checkSize, publicPath } from '../files.mjs';
import { emWidth, stroke, svg, wordmark } from './svg.mjs';

/** How each sample is drawn; names and descriptions come from lib/media/logos.json (logoShowcase). */
const SHOWCASE = [
  {
    slug: 'sample-01',
    bg: '#fef3c7',
    ink: '#78350f',
    accent: '#b45309',
    tagline: 'CAFE & READING ROOM',
    art:
      `<path d="M108 70c-6-8 6-12 0-20M124 70c-6-8 6-12 0-20" ${stroke('#d97706', 4)}/>` +
      `<path d="M84 78h60v24a24 24 0 0 1-24 24h-12a24 24 0 0 1-24-24z" fill="#78350f"/>` +
      `<path d="M144 86h5a10 10 0 0 1 0 20h-7" ${stroke('#78350f', 6)}/><path d="M76 134h80" ${stroke('#b45309', 6)}/>` +
      `<path d="M100 92c5-3 9.5-3 14 0 4.5-3 9-3 14 0v14c-5-3-9.5-3-14 0-4.5-3-9-3-14 0z" fill="#fef3c7"/><path d="M114 92v14" ${stroke('#78350f', 1.5)}/>`,
  },
  {
    slug: 'sample-02',
    bg: '#111827',
    ink: '#ffffff',
    accent: '#a3e635',
    tagline: 'FITNESS STUDIO',
    caps: true,
    art:
      `<rect x="98" y="92" width="44" height="10" rx="3" fill="#e5e7eb"/>` +
      `<rect x="72" y="70" width="14" height="54" rx="5" fill="#a3e635"/><rect x="88" y="80" width="10" height="34" rx="4" fill="#a3e635"/>` +
      `<rect x="154" y="70" width="14" height="54" rx="5" fill="#a3e635"/><rect x="142" y="80" width="10" height="34" rx="4" fill="#a3e635"/>`,
  },
  {
    display: 'paylynx',
    slug: 'sample-03',
    bg: '#312e81',
    ink: '#ffffff',
    accent: '#c7d2fe',
    tagline: 'PAYMENTS, SIMPLIFIED',
    art:
      `<rect x="86" y="76" width="38" height="38" rx="11" ${stroke('#a5b4fc', 9)} transform="rotate(45 105 95)"/>` +
      `<rect x="116" y="76" width="38" height="38" rx="11" ${stroke('#fff', 9)} transform="rotate(45 135 95)"/>` +
      `<path d="M114 77.1l12 12" stroke="#a5b4fc" stroke-width="9"/>`,
  },
  {
    slug: 'sample-04',
    bg: '#ecfccb',
    ink: '#365314',
    accent: '#65a30d',
    tagline: 'FARM-FRESH STAPLES',
    art:
      `<path d="M120 100V72" ${stroke('#4d7c0f', 5)}/><path d="M120 84c-15 0-24-8-24-22 15 0 24 8 24 22z" fill="#65a30d"/>` +
      `<path d="M120 76c0-15 9-24 24-24 0 15-9 24-24 24z" fill="#84cc16"/>` +
      `<path d="M78 100h84a42 34 0 0 1-84 0z" fill="#9a3412"/><path d="M90 112h60" ${stroke('#fdba74', 3, ' opacity=".6"')}/>`,
  },
  {
    slug: 'sample-05',
    bg: '#e0f2fe',
    ink: '#0c4a6e',
    accent: '#0284c7',
    tagline: 'TRAVELS & TOURS',
    art:
      `<circle cx="120" cy="96" r="34" fill="#0284c7"/><ellipse cx="120" cy="96" rx="14" ry="34" ${stroke('#bae6fd', 2.5)}/>` +
      `<path d="M86 96h68M91 80h58M91 112h58" ${stroke('#bae6fd', 2.5)}/>` +
      `<path d="M70 122c20 18 70 14 92-22" ${stroke('#f97316', 3, ' stroke-dasharray="5 6"')}/>` +
      `<path d="M176 72l-30 10 12 5 4 12z" fill="#f97316"/><path d="M158 87l18-15" ${stroke('#c2410c', 2)}/>`,
  },
  {
    slug: 'sample-06',
    bg: '#fff7ed',
    ink: '#7c2d12',
    accent: '#c2410c',
    tagline: 'PRIMARY SCHOOL',
    art:
      `<path d="M116 128V98l-10-10M124 128V94l12-12" ${stroke('#92400e', 7)}/>` +
      `<circle cx="100" cy="80" r="20" fill="#16a34a"/><circle cx="140" cy="78" r="20" fill="#15803d"/><circle cx="120" cy="64" r="24" fill="#22c55e"/>` +
      `<path d="M90 124c10-5 20-5 30 0 10-5 20-5 30 0v14c-10-5-20-5-30 0-10-5-20-5-30 0z" fill="#c2410c"/><path d="M120 124v14" ${stroke('#fff7ed', 2)}/>`,
  },
  {
    slug: 'sample-07',
    bg: '#fce7f3',
    ink: '#831843',
    accent: '#db2777',
    tagline: 'ARTISAN BAKERY',
    art:
      `<path d="M92 100h56l-8 34h-40z" fill="#db2777"/><path d="M106 100l3 34M120 100v34M134 100l-3 34" ${stroke('#fbcfe8', 2.5)}/>` +
      `<path d="M88 102c-6-10 2-20 12-18 0-12 14-18 22-10 8-8 22-2 20 10 10-2 16 8 10 18z" fill="#fff"/>` +
      `<path d="M100 92c10 4 30 4 40 0" ${stroke('#f9a8d4', 3)}/><circle cx="122" cy="62" r="7" fill="#e11d48"/><path d="M122 55c2-6 6-8 10-8" ${stroke('#4d7c0f', 2.5)}/>`,
  },
  {
    slug: 'sample-08',
    bg: '#0f172a',
    ink: '#ffffff',
    accent: '#fbbf24',
    tagline: 'REAL ESTATE ADVISORS',
    art:
      `<path d="M70 100l50-42 50 42" ${stroke('#fbbf24', 9)}/><path d="M86 96v36h68V96" ${stroke('#fff', 6)}/>` +
      `<circle cx="120" cy="106" r="8" fill="#fbbf24"/><path d="M116.5 110h7l3 16h-13z" fill="#fbbf24"/>`,
  },
];

export function showcase({ logoShowcase }, write) {
  for (const record of logoShowcase) {
    const slug = basename(record.src, '.svg');
    const s = SHOWCASE.find((sample) => sample.slug === slug);
    if (!s) throw new Error(`${record.src}: no drawing in tools/art/vector/showcase.mjs`);
    checkSize(record, 240, 240);
    const name = record.name;
    const title = s.display ?? (s.caps ? name.toUpperCase() : name);
    const size = Math.min(24, 196 / emWidth(title, s.caps ? 0.08 : 0));
    const body =
      `<rect width="240" height="240" rx="24" fill="${s.bg}"/>` +
      s.art +
      wordmark(120, 172, [[title, s.ink]], {
        size,
        weight: 800,
        spacing: s.caps ? size * 0.08 : -0.3,
        anchor: 'middle',
        maxWidth: 196,
      }) +
      wordmark(120, 194, [[s.tagline, s.accent]], {
        size: 9.5,
        weight: 700,
        spacing: 2,
        anchor: 'middle',
        maxWidth: 190,
      });
    write(publicPath(record.src), svg(240, 240, `${name} logo`, body));
  }
}
