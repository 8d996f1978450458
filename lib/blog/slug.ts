const MAX_SLUG_CHARACTERS = 80;

/**
 * The kebab-case slug of a title or a category, the last segment of its address: accents dropped from Latin
 * letters, letters and their marks kept in every other script (Devanagari vowel signs are marks),
 * everything else collapsed to single hyphens. A text with no letters or digits gets "post".
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by characters, not UTF-16 units, so no character is split in half.
  const slug = Array.from(words).slice(0, MAX_SLUG_CHARACTERS).join('').replace(/-+$/, '');
  return slug || 'post';
}

export function postHref(number: number, slug: string): string {
  return `/blog/${number}/${encodeURIComponent(slug)}`;
}

export function categoryHref(slug: string): string {
  return `/blog/category/${encodeURIComponent(slug)}`;
}

/** The address of a page of a list: its first page at `base`, the others at `{base}/page/{n}`. */
export function listPageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}
