/**
 * A stranger's text as plain text, for the site (every stored text of a lead or a request) and the CMS (the
 * texts it takes itself: a CV's file name, a data request's details) alike: characters that are not text a
 * person typed for someone to read are removed by their Unicode properties, line breaks are made line feeds,
 * and a single-line field keeps one line.
 */

/** Every way text breaks a line (CR LF, CR, LF, vertical tab, form feed, next line, line and paragraph separators). */
const LINE_BREAK = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g;

/**
 * Characters that are not text a person typed for someone to read, by their Unicode properties rather than
 * a list (a list misses what it did not think of): every default-ignorable code point (zero-width spaces and
 * joiners, variation selectors, fillers, the soft hyphen, tag characters that can hide a whole message,
 * and the ones Unicode assigns later), every control (tab and line feed aside; terminal escapes start with
 * ESC or CSI), every format character (direction marks, embeddings, overrides and isolates: a right-to-left
 * override makes `cv<RLO>fdp.hta` read as `cvath.pdf`), lone surrogates, noncharacters, and the Braille
 * pattern blank, which is not default-ignorable but shows as nothing.
 */
const HIDDEN = /^[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Noncharacter_Code_Point}\u2800]$/u;

/**
 * The zero-width joiner and non-joiner shape Devanagari and other scripts (and join emoji): kept between two
 * such characters (letters, marks or pictographs outside ASCII), removed anywhere else, where they only hide
 * something.
 */
const JOINERS = new Set(['\u200c', '\u200d']);
const JOINABLE = /^[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]$/u;
/** @param {string | undefined} character */
const joinable = (character) => character !== undefined && character > '\u007f' && JOINABLE.test(character);

/**
 * A variation selector chooses how the character before it looks: text or emoji presentation after an emoji
 * (`❤︎`, `❤️`, the keycap `1️⃣`), a Mongolian letter's form, an ideograph's glyph. One is kept directly after
 * such a character; any other, and a second in a row (a row of them can carry hidden data), is removed.
 */
/** @type {{ selects: RegExp; after: RegExp }[]} */
const SELECTORS = [
  { selects: /^[\ufe0e\ufe0f]$/u, after: /^\p{Emoji}$/u },
  { selects: /^[\u180b-\u180d\u180f]$/u, after: /^\p{Script=Mongolian}$/u },
  { selects: /^[\ufe00-\ufe0d\u{e0100}-\u{e01ef}]$/u, after: /^\p{Ideographic}$/u },
];
/**
 * @param {string} selector
 * @param {string | undefined} base
 */
const selectsAfter = (selector, base) =>
  base !== undefined && SELECTORS.some((rule) => rule.selects.test(selector) && rule.after.test(base));

/**
 * A stranger's text as plain text: the characters above removed, line breaks made line feeds. What is
 * left shows as itself wherever it goes (the admin, a terminal, an e-mail).
 * @param {string} value
 * @returns {string}
 */
export function plainText(value) {
  const characters = Array.from(value.replace(LINE_BREAK, '\n'));
  let text = '';
  /**
   * The last character kept that is not a selector or joiner, while nothing was selected for it yet.
   * @type {string | undefined}
   */
  let base;
  characters.forEach((character, index) => {
    if (character === '\n' || character === '\t' || !HIDDEN.test(character)) {
      text += character;
      base = character;
      return;
    }
    if (JOINERS.has(character)) {
      if (joinable(characters[index - 1]) && joinable(characters[index + 1])) text += character;
      base = undefined;
      return;
    }
    if (selectsAfter(character, base)) {
      text += character;
      base = undefined;
    }
  });
  return text;
}

/**
 * A single line of plain text (a name, a city, a file name, a page path): line breaks and tabs, with the
 * spaces around them, folded into one space, so that nothing typed is lost and nothing can pose as a line
 * of its own wherever the text is shown (an alert e-mail's "Open the lead:" line, say).
 * @param {string} value
 * @returns {string}
 */
export function plainLine(value) {
  // A run of spaces is matched once, whole: linear time whatever the text.
  return plainText(value).replace(/\s+/g, (run) => (/[\n\t]/.test(run) ? ' ' : run));
}

/**
 * A web or e-mail address anywhere in a text ('visit bit.ly/x', 'https://…', 'www.…', 'a@b.in'): a person's
 * name holds none, and a name that does would turn the institute's messages to that person into someone
 * else's call to action.
 */
const ADDRESS_IN_TEXT =
  /:\/\/|\bwww\.|[^\s@]@[^\s@]|\b[a-z0-9-]+\.(?:com|in|net|org|co|io|info|biz|xyz|me|app|link|site|online|ly|to|gg|click|top|ru|cn|uk|us|de|ai|dev|shop|store|live|pro|tk|ml|ga|cf|gq|cc|tv|ws|su|pw|fun|space|website|tech|club|vip|win|bid|loan|work|icu|buzz|page)\b/i;

/**
 * @param {string} value
 * @returns {boolean}
 */
export function holdsAddress(value) {
  return ADDRESS_IN_TEXT.test(value);
}

/** The start of a tag ('<b', '</', '<!', '<?'): what people type is plain text, shown as text wherever it goes. */
const MARKUP = /<[a-z!/?]/i;

/**
 * Whether a text holds markup: the site's forms refuse it, and a message never repeats a name that does (a
 * channel's lead may bring one).
 * @param {string} value
 * @returns {boolean}
 */
export function holdsMarkup(value) {
  return MARKUP.test(value);
}
