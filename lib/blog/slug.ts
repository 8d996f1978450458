/**
 * The kebab-case slug of a title (design.md §3): accents dropped, letters of any script kept, everything
 * else collapsed to single hyphens. A title with no letters or digits gets "post".
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

export function postHref(id: number, slug: string): string {
  return `/blog/${id}/${encodeURIComponent(slug)}`;
}
