// People: the palettes and the person descriptions every figure is drawn from.
import { rnd, pick } from './random.mjs';

export const SKIN = ['#f6d5bc', '#ecbf98', '#dfa676', '#c98b5b', '#b27446', '#935c36', '#74452a', '#57321e'];
export const HAIRC = ['#17110e', '#24170f', '#2f1d13', '#3d271a', '#1b1b1f', '#4a2f20'];
export const CLOTH = [
  '#1d4ed8',
  '#0f172a',
  '#f97316',
  '#0ea5e9',
  '#10b981',
  '#e11d48',
  '#7c3aed',
  '#f59e0b',
  '#14b8a6',
  '#64748b',
  '#db2777',
  '#f1f5f9',
  '#2563eb',
  '#be123c',
  '#65a30d',
  '#0891b2',
];
export const PANTS = ['#1e293b', '#334155', '#1e3a8a', '#3f3f46', '#0f172a', '#475569', '#57534e', '#1f2937'];
export const SCARF = ['#be185d', '#0f766e', '#7c3aed', '#1e3a8a', '#b45309', '#9f1239'];
export const TURBAN = ['#f97316', '#1e3a8a', '#9f1239', '#0f766e', '#ca8a04'];

let personCounter = 0;
/** Restart the skin-tone cycle, so a scene draws the same people whichever scenes ran before it. */
export function resetPeople(start) {
  personCounter = start;
}
/** A person description; skin tones cycle so every group spans light to deep brown. */
export function person(o = {}) {
  const i = personCounter++;
  const gen = o.g ?? (rnd() < 0.5 ? 'f' : 'm');
  const skin = o.skin ?? SKIN[(i * 3 + 1) % SKIN.length];
  const hairStyle =
    o.hair ??
    (gen === 'f'
      ? pick(['long', 'long', 'bun', 'ponytail', 'bob', 'hijab', 'curlyLong', 'long'])
      : pick(['short', 'short', 'side', 'side', 'curly', 'buzz', 'short', 'side', 'turban']));
  const hair = o.hairColor ?? (o.grey ? '#9ca3af' : pick(HAIRC));
  const outfit =
    o.outfit ??
    (gen === 'f'
      ? pick(['tshirt', 'shirt', 'blazer', 'kurti', 'kurti', 'hoodie'])
      : pick(['tshirt', 'shirt', 'shirt', 'blazer', 'hoodie', 'polo']));
  let shirt = o.shirt ?? pick(CLOTH);
  return {
    g: gen,
    skin,
    hair,
    hairStyle,
    outfit,
    shirt,
    inner: o.inner ?? pick(['#f8fafc', '#e0f2fe', '#fef3c7', '#f1f5f9']),
    tie: o.tie ?? (gen === 'm' && rnd() < 0.5 ? pick(['#f97316', '#1d4ed8', '#be123c', '#0f172a']) : null),
    pants: o.pants ?? pick(PANTS),
    scarf: o.scarf ?? pick(SCARF),
    turban: o.turban ?? pick(TURBAN),
    glasses: o.glasses ?? rnd() < 0.22,
    beard: o.beard ?? (gen === 'm' && (hairStyle === 'turban' || rnd() < 0.28)),
    lanyard: o.lanyard ?? false,
    expr: o.expr ?? 'smile',
  };
}
/** A list of n people with alternating genders and spread-out skin tones. */
export function crowd(n, o = {}) {
  const out = [];
  const start = rnd() < 0.5 ? 0 : 1;
  const pal = CLOTH.slice();
  for (let k = pal.length - 1; k > 0; k--) {
    const j = Math.floor(rnd() * (k + 1));
    [pal[k], pal[j]] = [pal[j], pal[k]];
  }
  for (let k = 0; k < n; k++)
    out.push(person({ g: (k + start) % 2 ? 'f' : 'm', shirt: pal[k % pal.length], ...o }));
  return out;
}
