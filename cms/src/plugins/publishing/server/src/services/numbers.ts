/**
 * Every post keeps one number for life: the first segment of its address on the site (/blog/{number}/…).
 *
 * With drafts, Strapi gives a post's published version a new id on every publish, so the id cannot be the
 * address. The number is given when a post is created (or duplicated), copied with it on publish, never
 * taken from a request, and never given twice, even after the post is deleted: an old link never leads to
 * another post. Posts from before numbering got theirs from a migration
 * (database/migrations/2026.12.01T00.00.00.post-numbers.ts).
 */
import type { Core } from '@strapi/strapi';
import { POST_UID } from '../lib/rules';

/** Numbers are handed out one at a time, so two posts created at once never share one. */
let queue: Promise<unknown> = Promise.resolve();

function numberStore(strapi: Core.Strapi) {
  return strapi.store({ type: 'core', name: 'codebridge', key: 'next-post-number' });
}

async function highestNumber(strapi: Core.Strapi): Promise<number> {
  const [row]: { postNumber?: number }[] = await strapi.db.query(POST_UID as never).findMany({
    select: ['postNumber'],
    where: { postNumber: { $notNull: true } },
    orderBy: { postNumber: 'desc' },
    limit: 1,
  });
  return row?.postNumber ?? 0;
}

export function takeNumber(strapi: Core.Strapi): Promise<number> {
  const next = queue.then(async () => {
    const store = numberStore(strapi);
    const number = Math.max(Number(await store.get({})) || 1, (await highestNumber(strapi)) + 1);
    await store.set({ value: number + 1 });
    return number;
  });
  queue = next.catch(() => {});
  return next;
}
