/**
 * Text fields of a CMS entry as the site shows them, and the number in a post's address. Kept apart from the
 * rest of the normalizing so that the proxy, which only needs a post's title to know its address, loads
 * no more than this.
 */
import { blogPostCopy } from '@/lib/content/blog';
import { positiveInteger } from '@/lib/numbers';

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

/**
 * The number of a CMS entry in its address (/blog/{number}/{slug}), or null when it has none. The bundled
 * CMS gives every post a `postNumber` for life: with drafts, each publish gives the published version a new
 * id. A Strapi without that field addresses posts by id, which it keeps when it has no drafts.
 */
export function postAddressNumber(entry: unknown): number | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { postNumber, id } = entry as { postNumber?: unknown; id?: unknown };
  return positiveInteger(postNumber) ?? positiveInteger(id);
}
