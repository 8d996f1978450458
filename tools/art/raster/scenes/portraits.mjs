// Student portraits (240x240), in the order of studentPhotos in lib/media/photos.json.
import { BRAND } from '../../palette.mjs';
import { rect, circle, dark, light, lin } from '../svg.mjs';
import { SKIN, HAIRC, person } from '../people.mjs';
import { bust } from '../bodies.mjs';
import { sparkle } from '../decor.mjs';

export const portraits = [
  {
    p: { g: 'm', hair: 'short', outfit: 'blazer', shirt: BRAND.navy, tie: BRAND.orange, skin: SKIN[3] },
    bg: '#dbeafe',
  },
  {
    p: { g: 'f', hair: 'long', outfit: 'kurti', shirt: BRAND.orange, skin: SKIN[2] },
    bg: '#ffedd5',
  },
  {
    p: { g: 'm', hair: 'side', outfit: 'polo', shirt: '#0d9488', glasses: true, skin: SKIN[5] },
    bg: '#ccfbf1',
  },
  {
    p: { g: 'f', hair: 'hijab', scarf: '#9d174d', outfit: 'blazer', shirt: '#334155', skin: SKIN[1] },
    bg: '#fce7f3',
  },
  {
    p: {
      g: 'm',
      hair: 'turban',
      turban: BRAND.orange,
      beard: true,
      outfit: 'shirt',
      shirt: '#1d4ed8',
      skin: SKIN[2],
    },
    bg: '#e0e7ff',
  },
  {
    p: { g: 'f', hair: 'bun', outfit: 'blazer', shirt: BRAND.blue, skin: SKIN[6] },
    bg: '#e0f2fe',
  },
  {
    p: { g: 'm', hair: 'curly', outfit: 'hoodie', shirt: '#16a34a', skin: SKIN[7] },
    bg: '#dcfce7',
  },
  {
    p: { g: 'f', hair: 'bob', outfit: 'shirt', shirt: '#7c3aed', glasses: true, skin: SKIN[0] },
    bg: '#ede9fe',
  },
  {
    p: { g: 'm', hair: 'buzz', outfit: 'shirt', shirt: '#f1f5f9', beard: true, skin: SKIN[4] },
    bg: '#fef3c7',
  },
  {
    p: { g: 'f', hair: 'ponytail', outfit: 'tshirt', shirt: '#e11d48', skin: SKIN[3] },
    bg: '#ffe4e6',
  },
  {
    p: { g: 'm', hair: 'side', outfit: 'blazer', shirt: '#475569', tie: BRAND.blue, skin: SKIN[1] },
    bg: '#f1f5f9',
  },
  {
    p: { g: 'f', hair: 'curlyLong', outfit: 'kurti', shirt: '#ca8a04', skin: SKIN[5] },
    bg: '#fef9c3',
  },
];
export function studentPortrait(i) {
  const st = portraits[i];
  const p = person({
    ...st.p,
    hair: st.p.hair,
    glasses: st.p.glasses ?? false,
    beard: st.p.beard ?? false,
    tie: st.p.tie ?? null,
    hairColor: HAIRC[i % HAIRC.length],
  });
  p.hairStyle = st.p.hair;
  let s = rect(0, 0, 240, 240, lin([light(st.bg, 0.3), st.bg]));
  s += circle(120, 112, 92, dark(st.bg, 0.06));
  s += circle(206, 40, 20, '#ffffff', { opacity: 0.45 }) + circle(34, 196, 14, '#ffffff', { opacity: 0.4 });
  s += sparkle(40, 44, 7, '#ffffff') + sparkle(200, 190, 5, '#ffffff');
  s += bust(120, 100, 42, p, { bottom: 250 });
  return s;
}
