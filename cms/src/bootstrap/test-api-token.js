'use strict';

const TOKEN_NAME = 'Full access from CMS_API_TOKEN';

/**
 * Keeps a full-access API token whose value is CMS_API_TOKEN, so tests and scripts can create, change and
 * delete posts over REST with a key they know. Strapi stores only a hash: the token is created, then its
 * hash replaced by the hash of the known key. Without CMS_API_TOKEN the token is removed.
 */
async function ensureTestApiToken(strapi) {
  const key = process.env.CMS_API_TOKEN;
  const tokens = strapi.service('admin::api-token');
  let token = await tokens.getByName(TOKEN_NAME);

  if (!key) {
    if (token) await tokens.revoke(token.id);
    return;
  }
  if (!token) {
    token = await tokens.create({
      name: TOKEN_NAME,
      description: 'Used by the site tests to publish posts over REST.',
      type: 'full-access',
      lifespan: null,
    });
  }
  await strapi.db
    .query('admin::api-token')
    .update({ where: { id: token.id }, data: { accessKey: tokens.hash(key) } });
}

module.exports = { ensureTestApiToken };
