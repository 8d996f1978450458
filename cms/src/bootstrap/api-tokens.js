'use strict';

/**
 * API tokens whose values come from the environment, so the site and the tests can use a key they know.
 * Strapi stores only a hash: a token is created, then its hash replaced by the hash of the known key.
 * Without its variable, a token is removed.
 */
const TOKENS = [
  {
    variable: 'CMS_API_TOKEN',
    name: 'Full access from CMS_API_TOKEN',
    description: 'Used by the site tests to publish posts over REST.',
    type: 'full-access',
  },
  {
    variable: 'CMS_PREVIEW_TOKEN',
    name: 'Site preview from CMS_PREVIEW_TOKEN',
    description: 'Lets the site read drafts for the preview (BLOG_PREVIEW_TOKEN on the site).',
    type: 'read-only',
  },
  {
    variable: 'CMS_LEADS_TOKEN',
    name: 'Site leads from CMS_LEADS_TOKEN',
    description: 'Lets the site create leads and upload their CVs, nothing else (LEADS_API_TOKEN on the site).',
    type: 'custom',
    permissions: ['api::lead.lead.create', 'plugin::upload.content-api.upload'],
  },
  {
    variable: 'CMS_DATA_REQUESTS_TOKEN',
    name: 'Site data requests from CMS_DATA_REQUESTS_TOKEN',
    description:
      'Lets the site create a data request and pass on its verification code, nothing else (DATA_REQUESTS_API_TOKEN on the site); the CMS sends it to the site to purge an erased person’s leads from its outbox.',
    type: 'custom',
    permissions: ['api::data-request.data-request.create', 'api::data-request.data-request.verify'],
  },
];

async function ensureApiToken(strapi, { variable, name, description, type, permissions }) {
  const key = process.env[variable];
  const tokens = strapi.service('admin::api-token');
  let token = await tokens.getByName(name);

  if (!key) {
    if (token) await tokens.revoke(token.id);
    return;
  }
  if (!token) {
    token = await tokens.create({ name, description, type, permissions, lifespan: null });
  } else if (permissions) {
    // A token from an earlier version of this list gets exactly today's permissions.
    await tokens.update(token.id, { permissions });
  }
  await strapi.db
    .query('admin::api-token')
    .update({ where: { id: token.id }, data: { accessKey: tokens.hash(key) } });
}

async function ensureApiTokens(strapi) {
  for (const token of TOKENS) await ensureApiToken(strapi, token);
}

module.exports = { ensureApiTokens };
