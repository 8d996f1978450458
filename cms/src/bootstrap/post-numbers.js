'use strict';

const UID = 'api::blog.blog';

/**
 * Every post keeps one number for life: the first segment of its address on the site (/blog/{number}/…).
 *
 * With drafts, Strapi gives a post's published version a new id on every publish, so the id cannot be the
 * address. The number is given when a post is created (or duplicated), copied with it on publish, never
 * taken from a request, and never given twice, even after the post is deleted: an old link never leads to
 * another post.
 */

/** Numbers are handed out one at a time, so two posts created at once never share one. */
let queue = Promise.resolve();

function numberStore(strapi) {
  return strapi.store({ type: 'core', name: 'codebridge', key: 'next-post-number' });
}

async function highestNumber(strapi) {
  const [row] = await strapi.db.query(UID).findMany({
    select: ['postNumber'],
    where: { postNumber: { $notNull: true } },
    orderBy: { postNumber: 'desc' },
    limit: 1,
  });
  return row?.postNumber ?? 0;
}

function takeNumber(strapi, wanted) {
  const next = queue.then(async () => {
    const store = numberStore(strapi);
    const floor = Math.max(Number(await store.get()) || 1, (await highestNumber(strapi)) + 1);
    const number = wanted && wanted >= floor ? wanted : floor;
    await store.set({ value: number + 1 });
    return number;
  });
  queue = next.catch(() => {});
  return next;
}

/** Gives new posts their number and keeps every other change from touching it. */
function registerPostNumbers(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID) return next();
    const params = context.params ?? {};
    if (context.action === 'create' || context.action === 'clone') {
      params.data = { ...(params.data ?? {}), postNumber: await takeNumber(strapi) };
      context.params = params;
    } else if (params.data && 'postNumber' in params.data) {
      const { postNumber: _ignored, ...data } = params.data;
      params.data = data;
    }
    return next();
  });
}

/**
 * Posts from before numbering (a database from when every save published at once, so each id was the
 * post's address) keep the address they had: their number is the id of their published version.
 */
async function numberExistingPosts(strapi) {
  const rows = await strapi.db.query(UID).findMany({
    select: ['id', 'documentId', 'publishedAt'],
    where: { postNumber: { $null: true } },
    orderBy: { id: 'asc' },
  });
  const documents = new Map();
  for (const row of rows) {
    const known = documents.get(row.documentId);
    // The published version's id wins: it is the one the site has been using.
    if (!known || (row.publishedAt && !known.publishedAt)) documents.set(row.documentId, row);
  }
  for (const [documentId, row] of documents) {
    const number = await takeNumber(strapi, row.id);
    await strapi.db.query(UID).updateMany({ where: { documentId }, data: { postNumber: number } });
  }
  if (documents.size > 0) strapi.log.info(`Numbered ${documents.size} existing blog posts.`);
}

module.exports = { registerPostNumbers, numberExistingPosts };
