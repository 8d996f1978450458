// Credential spot illustrations (120x120) for the course pages.
import { BRAND } from '../palette.mjs';
import { stroke, svg, wordmark } from './svg.mjs';

const C = {
  blue: BRAND.blue,
  navy: BRAND.blueStrong,
  light: '#93c5fd',
  pale: '#dbeafe',
  orange: BRAND.orange,
  white: '#fff',
};

function person(cx, cy, r, fill) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 1.9} ${cy + r * 3.1}a${r * 1.9} ${r * 1.9} 0 0 1 ${r * 3.8} 0z" fill="${fill}"/>`;
}

const CREDENTIALS = {
  certificate: [
    'Certificate',
    `<rect x="26" y="30" width="68" height="50" rx="5" fill="${C.white}" stroke="${C.blue}" stroke-width="3"/>` +
      `<rect x="36" y="40" width="48" height="6" rx="3" fill="${C.blue}"/>` +
      `<path d="M36 54h36M36 62h26" ${stroke(C.light, 3.5)}/>` +
      `<path d="M72 84l-3 14 5.5-3 4 4 1.5-13zM88 84l3 14-5.5-3-4 4-1.5-13z" fill="${C.navy}"/>` +
      `<circle cx="80" cy="78" r="11" fill="${C.orange}"/><path d="M75 78l3.5 3.5 6.5-7" ${stroke(C.white, 2.8)}/>`,
  ],
  projects: [
    'Real projects',
    `<rect x="22" y="30" width="76" height="58" rx="7" fill="${C.white}" stroke="${C.navy}" stroke-width="3"/>` +
      `<path d="M22 43V37a7 7 0 0 1 7-7h62a7 7 0 0 1 7 7v6z" fill="${C.blue}"/>` +
      `<circle cx="31" cy="37" r="2.3" fill="${C.white}"/><circle cx="39" cy="37" r="2.3" fill="${C.white}"/><circle cx="47" cy="37" r="2.3" fill="${C.white}"/>` +
      `<path d="M49 56l-9 9 9 9M71 56l9 9-9 9" ${stroke(C.blue, 4.5)}/><path d="M64 53l-8 24" ${stroke(C.orange, 4.5)}/>`,
  ],
  mentors: [
    'Mentors',
    person(46, 50, 11, C.blue) +
      person(80, 62, 8.5, C.light) +
      `<path d="M68 22h26a5 5 0 0 1 5 5v11a5 5 0 0 1-5 5h-14l-7 6v-6h-5a5 5 0 0 1-5-5V27a5 5 0 0 1 5-5z" fill="${C.orange}"/>` +
      `<circle cx="73" cy="32.5" r="2.4" fill="${C.white}"/><circle cx="81" cy="32.5" r="2.4" fill="${C.white}"/><circle cx="89" cy="32.5" r="2.4" fill="${C.white}"/>` +
      `<path d="M22 92h76" ${stroke(C.navy, 3)}/>`,
  ],
  placement: [
    'Placement support',
    `<path d="M48 44v-6a5 5 0 0 1 5-5h14a5 5 0 0 1 5 5v6" ${stroke(C.navy, 4.5)}/>` +
      `<rect x="26" y="44" width="68" height="44" rx="7" fill="${C.blue}"/>` +
      `<path d="M26 62h68" stroke="${C.navy}" stroke-width="3"/><rect x="54" y="57" width="12" height="10" rx="2.5" fill="${C.pale}"/>` +
      `<circle cx="88" cy="40" r="13" fill="${C.orange}" stroke="${C.white}" stroke-width="3"/><path d="M82 40l4 4 8-8" ${stroke(C.white, 3)}/>`,
  ],
  students: [
    'Students',
    person(35, 58, 8, C.light) +
      person(85, 58, 8, C.light) +
      person(60, 54, 10.5, C.blue) +
      `<path d="M60 30l19 7.5-19 7.5-19-7.5z" fill="${C.navy}"/><path d="M49 41.5v5c7 4 15 4 22 0v-5" fill="${C.navy}"/>` +
      `<path d="M77 38.5v9" ${stroke(C.orange, 2.5)}/><circle cx="77" cy="49" r="2.6" fill="${C.orange}"/>`,
  ],
  interview: [
    'Mock interviews',
    `<path d="M30 24h44a7 7 0 0 1 7 7v20a7 7 0 0 1-7 7H44l-10 9v-9h-4a7 7 0 0 1-7-7V31a7 7 0 0 1 7-7z" fill="${C.blue}"/>` +
      `<path d="M33 36h32M33 45h20" ${stroke(C.white, 3.5, ' opacity=".85"')}/>` +
      `<path d="M90 62H54a7 7 0 0 0-7 7v14a7 7 0 0 0 7 7h24l10 8v-8h2a7 7 0 0 0 7-7V69a7 7 0 0 0-7-7z" fill="${C.orange}"/>` +
      `<path d="M63 76l5 5 10-10" ${stroke(C.white, 4)}/>`,
  ],
  lab: [
    'Computer lab',
    `<rect x="24" y="26" width="72" height="48" rx="6" fill="${C.navy}"/><rect x="30" y="32" width="60" height="36" rx="2.5" fill="#eff6ff"/>` +
      `<path d="M37 41h20M37 49h30M43 57h22" ${stroke(C.blue, 3.5)}/><path d="M71 41h10" ${stroke(C.orange, 3.5)}/>` +
      `<path d="M53 74h14l3 10H50z" fill="#475569"/><rect x="28" y="88" width="64" height="8" rx="3" fill="#94a3b8"/>`,
  ],
  'live-classes': [
    'Live classes',
    `<rect x="20" y="34" width="80" height="54" rx="7" fill="${C.blue}"/><path d="M53 49v24l20-12z" fill="${C.white}"/>` +
      `<path d="M44 96h32" ${stroke(C.navy, 4)}/><path d="M60 88v8" ${stroke(C.navy, 4)}/>` +
      `<rect x="66" y="22" width="40" height="17" rx="8.5" fill="#dc2626" stroke="${C.white}" stroke-width="2.5"/><circle cx="75" cy="30.5" r="3" fill="${C.white}"/>` +
      wordmark(81, 34.3, [['LIVE', C.white]], { size: 10, weight: 800, maxWidth: 19 }),
  ],
};

export function credentials(write) {
  for (const [slug, [label, body]] of Object.entries(CREDENTIALS)) {
    const bg = `<circle cx="60" cy="60" r="56" fill="#eff6ff" stroke="${C.pale}" stroke-width="2"/>`;
    write(`public/images/credentials/${slug}.svg`, svg(120, 120, label, bg + body));
  }
}
