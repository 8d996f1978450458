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

/**
 * Characters that are not text a person typed for someone to read: C0 and C1 controls (tab and line feed
 * aside; terminal escapes start with ESC or CSI, both in here), direction marks, embeddings, overrides and
 * isolates (a right-to-left override makes `cv<RLO>fdp.hta` read as `cvath.pdf`), zero-width and other
 * invisible characters (fillers, the byte-order mark, invisible operators, tag characters that can hide a
 * whole message), and lone surrogates.
 */
const INVISIBLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff0-\ufffb\u{e0000}-\u{e007f}]|\p{Cs}/gu;
/**
 * The zero-width joiner and non-joiner shape Devanagari and other scripts (and join emoji): kept between
 * two such characters (letters, marks or pictographs outside ASCII), removed anywhere else, where they
 * only hide something.
 */
const JOINER = /(?<=([\s\S]?))[\u200c\u200d](?=([\s\S]?))/gu;
const JOINABLE = /^[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]$/u;
const joinable = (character: string) => character > '\u007f' && JOINABLE.test(character);

/**
 * A stranger's text as plain text: the characters above removed, line breaks made line feeds. What is
 * left shows as itself wherever it goes (the admin, a terminal, an e-mail).
 */
export function plainText(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(JOINER, (joiner, before: string, after: string) =>
      joinable(before) && joinable(after) ? joiner : '',
    );
}

/** A single line of plain text (a file name, a page path): line breaks and tabs removed as well. */
export function plainLine(value: string): string {
  return plainText(value).replace(/[\n\t]/g, '');
}
