/**
 * The plain text of a post's Markdown, without its headings, pictures, code blocks or HTML: the summary of a
 * post whose CMS sends no summary or excerpt (a Strapi with only the spec's fields). The rule is the one the
 * bundled CMS keeps its excerpts by (lib/shared/markdown-text.mjs), with the site's own copy of marked.
 */
import { Marked } from 'marked';
import { markdownTextWith } from '@/lib/shared/markdown-text.mjs';

export const markdownText = markdownTextWith(Marked);
