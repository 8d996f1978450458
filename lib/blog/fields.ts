/**
 * Text fields of a CMS entry as the site shows them. Kept apart from the rest of the normalizing so that the
 * proxy, which only needs a post's title to know its address, does not load the Markdown renderer.
 */
import { blogPostCopy } from '@/lib/content/blog';

const MAX_TITLE_LENGTH = 200;

/** A one-line text field: control characters removed, whitespace collapsed, length capped. */
export function cleanLine(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  const line = value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by characters, not UTF-16 units, so no character is split in half.
  return Array.from(line).slice(0, maxLength).join('');
}

/** The title a post is shown (and addressed) with; "No title available" when the CMS has none. */
export function postTitle(value: unknown): string {
  return cleanLine(value, MAX_TITLE_LENGTH) || blogPostCopy.noTitle;
}
