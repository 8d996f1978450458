/** A whole number above 0, given as a number or as a string of digits (Strapi sends either); else null. */
export function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}
