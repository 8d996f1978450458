/**
 * The start of a text, at most maxLength characters, cut at a word boundary and ended with an ellipsis
 * when anything was left out. Cards show a short excerpt whole rather than a long text cut off by CSS,
 * which would hide more of it whenever a visitor widens the text spacing or enlarges the text.
 */
export function excerpt(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  // The last space that leaves room for the ellipsis; a single long word is cut where it must be.
  const boundary = clean.lastIndexOf(' ', maxLength - 1);
  const start = clean.slice(0, boundary > maxLength / 2 ? boundary : maxLength - 1);
  return `${start.replace(/[\s,;:.!?–—-]+$/u, '')}…`;
}

// The rules of plain text are shared with the bundled CMS, which cleans the texts it takes itself the same way.
export { holdsAddress, holdsMarkup, plainLine, plainText } from './shared/text.mjs';
