'use strict';

const { factories } = require('@strapi/strapi');

/**
 * Reads of posts over REST, with two rules of the site's own:
 * - only a request with an API token (the site's preview) may ask for drafts: Strapi would otherwise answer
 *   `status=draft` to anyone allowed to read published posts;
 * - `populate=*` reaches one level deep, so a post's pictures would come without their image. The site asks
 *   for `populate=*` (all that a Strapi with only the spec's fields needs), so here it also brings each
 *   picture's image.
 */
function postQuery(ctx) {
  const query = { ...ctx.query };
  if (ctx.state.auth?.strategy?.name !== 'content-api-token') delete query.status;
  if (query.populate === '*') query.populate = { pictures: { populate: { image: true } } };
  return query;
}

module.exports = factories.createCoreController('api::blog.blog', ({ strapi }) => ({
  /**
   * The published posts in a few bytes: how many, the highest post number, and each category with posts
   * (one count per category of the schema's fixed list). The site checks its blog addresses against this.
   */
  async index(ctx) {
    const documents = strapi.documents('api::blog.blog');
    const names = strapi.contentType('api::blog.blog').attributes.category.enum;
    const [total, newest, categories] = await Promise.all([
      documents.count({ status: 'published' }),
      documents.findFirst({ status: 'published', sort: { postNumber: 'desc' }, fields: ['postNumber'] }),
      Promise.all(
        names.map(async (name) => ({
          name,
          count: await documents.count({ status: 'published', filters: { category: name } }),
        })),
      ),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: {
        total,
        newestNumber: newest?.postNumber ?? 0,
        categories: categories.filter((category) => category.count > 0),
      },
    };
  },
  async find(ctx) {
    ctx.query = postQuery(ctx);
    return super.find(ctx);
  },
  async findOne(ctx) {
    ctx.query = postQuery(ctx);
    return super.findOne(ctx);
  },
}));
