'use strict';

const { allowPublicRead } = require('./bootstrap/public-access');
const { ensureRevalidationWebhook } = require('./bootstrap/revalidation-webhook');
const { ensureTestApiToken } = require('./bootstrap/test-api-token');
const { seedSamplePosts } = require('./bootstrap/seed');

module.exports = {
  register() {},

  /** Everything the site relies on is set up on every start, so a fresh database needs no manual steps. */
  async bootstrap({ strapi }) {
    await allowPublicRead(strapi, 'api::blog.blog', ['find', 'findOne']);
    await ensureRevalidationWebhook(strapi);
    await ensureTestApiToken(strapi);
    await seedSamplePosts(strapi);
  },
};
