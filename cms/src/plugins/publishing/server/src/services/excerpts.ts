/**
 * A post's excerpt: the start of its text without its headings, what the site's cards, feed and share
 * descriptions show when the marketer left the summary empty. Kept with the post (set whenever its text is
 * saved, whoever saves it; a request cannot set it), so the site's lists ask for this instead of every
 * post's whole text. The Markdown-to-text rule is the site's (@codebridge/shared/markdown-text.mjs).
 */
import { Marked } from 'marked';
import { markdownTextWith } from '@codebridge/shared/markdown-text.mjs';

/** Longer than a card shows: the site cuts it at a word. */
const EXCERPT_LENGTH = 400;

const markdownText = markdownTextWith(Marked);

export function excerptOf(description: unknown): string | null {
  if (typeof description !== 'string' || !description.trim()) return null;
  return Array.from(markdownText(description)).slice(0, EXCERPT_LENGTH).join('') || null;
}
