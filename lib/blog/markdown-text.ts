/**
 * The plain text of a post's Markdown, without its headings, pictures, code blocks or HTML: the summary of a
 * post whose CMS sends no summary or excerpt (a Strapi with only the spec's fields). Only text comes out,
 * and React escapes it where it is shown, so nothing here needs sanitizing.
 */
import { Marked } from 'marked';

// Headings ("What you will learn") read as noise in a summary; the rest is dropped as it has no text.
const textOnly = new Marked({
  gfm: true,
  async: false,
  renderer: { heading: () => ' ', html: () => ' ', image: () => ' ', code: () => ' ' },
});

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

export function markdownText(source: string): string {
  if (!source.trim()) return '';
  const html = textOnly.parse(source) as string;
  return (
    html
      // Inline tags join what they hold to the words around it ("**login**:"); others part words.
      .replace(/<\/?(?:a|abbr|b|code|del|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
