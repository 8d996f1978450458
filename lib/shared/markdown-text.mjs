/**
 * The plain text of a post's Markdown, without its headings, pictures, code blocks or HTML: a card's text
 * when a post has no summary (the CMS keeps it as the post's excerpt; the site makes it for a Strapi that
 * has none). Only text comes out; it is escaped where it is shown.
 *
 * The caller passes its own `Marked` (the site's and the CMS's copies of the `marked` package), so this
 * folder imports nothing.
 */

/** @type {Record<string, string>} */
const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * @typedef {{ parse(source: string): unknown }} MarkdownParser
 * @typedef {new (options: object) => MarkdownParser} MarkedClass
 */

/**
 * `markdownText(source)` with this Marked.
 * @param {MarkedClass} Marked
 * @returns {(source: string) => string}
 */
export function markdownTextWith(Marked) {
  // Headings ("What you will learn") read as noise in a summary; the rest is dropped as it has no text.
  const textOnly = new Marked({
    gfm: true,
    async: false,
    renderer: { heading: () => ' ', html: () => ' ', image: () => ' ', code: () => ' ' },
  });
  return (source) => {
    if (!source.trim()) return '';
    const html = /** @type {string} */ (textOnly.parse(source));
    return (
      html
        // Inline tags join what they hold to the words around it ("**login**:"); others part words.
        .replace(/<\/?(?:a|abbr|b|code|del|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
        .replace(/\s+/g, ' ')
        .trim()
    );
  };
}
