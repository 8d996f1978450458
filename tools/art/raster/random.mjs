// Seeded randomness: every scene draws the same picture on every run.

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** The current generator; seed() replaces it, and importers see the new one (module bindings are live). */
export let rnd = mulberry32(1);
export const seed = (n) => {
  rnd = mulberry32(n * 7919 + 13);
};
export const R = (a, b) => a + (b - a) * rnd();
export const RI = (a, b) => Math.floor(R(a, b + 1));
export const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
