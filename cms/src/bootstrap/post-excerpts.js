'use strict';

const UID = 'api::blog.blog';
/** Longer than a card shows: the site cuts it at a word. */
const EXCERPT_LENGTH = 400;

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

let textOnly;
/** Markdown rendered to text only: headings, pictures, code blocks and HTML dropped. */
async function markdownRenderer() {
  if (!textOnly) {
    const { Marked } = await import('marked');
    textOnly = new Marked({
      gfm: true,
      async: false,
      renderer: { heading: () => ' ', html: () => ' ', image: () => ' ', code: () => ' ' },
    });
  }
  return textOnly;
}

/**
 * The start of a post's text without its headings: what the site's cards, feed and share descriptions show
 * when the marketer left the summary empty. Kept with the post, so the site's lists ask for this instead of
 * every post's whole text.
 */
async function excerptOf(description) {
  if (typeof description !== 'string' || !description.trim()) return null;
  const html = (await markdownRenderer()).parse(description);
  const text = html
    // Inline tags join what they hold to the words around it ("**login**:"); others part words.
    .replace(/<\/?(?:a|abbr|b|code|del|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, EXCERPT_LENGTH).join('') || null;
}

/** Keeps a post's excerpt in step with its text, whoever changes it; a request cannot set it. */
function registerPostExcerpts(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID) return next();
    const data = context.params?.data;
    if (data && typeof data === 'object') {
      const { excerpt: _ignored, ...rest } = data;
      context.params.data =
        'description' in rest ? { ...rest, excerpt: await excerptOf(rest.description) } : rest;
    }
    return next();
  });
}

/** Posts saved before excerpts existed get theirs, draft and published versions alike. */
async function excerptExistingPosts(strapi) {
  const rows = await strapi.db.query(UID).findMany({
    select: ['id', 'description'],
    where: { excerpt: { $null: true }, description: { $notNull: true } },
  });
  for (const row of rows) {
    await strapi.db.query(UID).update({ where: { id: row.id }, data: { excerpt: await excerptOf(row.description) } });
  }
  if (rows.length > 0) strapi.log.info(`Kept the excerpts of ${rows.length} blog post versions.`);
}

module.exports = { registerPostExcerpts, excerptExistingPosts, excerptOf };
