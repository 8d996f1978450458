import { factories } from '@strapi/strapi';
import type { Context } from 'koa';

/**
 * Reads of posts over REST (the site's public contract), with two rules of the site's own:
 * - only a request with an API token (the site's preview) may ask for drafts: Strapi would otherwise answer
 *   `status=draft` to anyone allowed to read published posts;
 * - `populate=*` reaches one level deep, so a post's pictures would come without their image. The site asks
 *   for `populate=*` (all that a Strapi with only the spec's fields needs), so here it also brings each
 *   picture's image.
 */
function postQuery(ctx: Context) {
  const query: Record<string, unknown> = { ...ctx.query };
  if (
    (ctx.state.auth as { strategy?: { name?: string } } | undefined)?.strategy?.name !== 'content-api-token'
  ) {
    delete query.status;
  }
  if (query.populate === '*') query.populate = { pictures: { populate: { image: true } } };
  return query;
}

export default factories.createCoreController('api::blog.blog', ({ strapi }) => ({
  /**
   * GET /api/blog-index: the published posts in a few bytes: how many, the highest post number, and each
   * category with posts (one count per category of the schema's fixed list). The site checks its blog
   * addresses against this.
   */
  async index(ctx: Context) {
    const documents = strapi.documents('api::blog.blog');
    const names = (strapi.contentType('api::blog.blog').attributes.category as { enum: string[] }).enum;
    const [total, newest, categories] = await Promise.all([
      documents.count({ status: 'published' }),
      documents.findFirst({ status: 'published', sort: { postNumber: 'desc' }, fields: ['postNumber'] }),
      Promise.all(
        names.map(async (name) => ({
          name,
          count: await documents.count({ status: 'published', filters: { category: name } } as never),
        })),
      ),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: {
        total,
        newestNumber: (newest as { postNumber?: number } | null)?.postNumber ?? 0,
        categories: categories.filter((category) => category.count > 0),
      },
    };
  },
  async find(ctx: Context) {
    ctx.query = postQuery(ctx) as Context['query'];
    return super.find(ctx);
  },
  async findOne(ctx: Context) {
    ctx.query = postQuery(ctx) as Context['query'];
    return super.findOne(ctx);
  },
}));
