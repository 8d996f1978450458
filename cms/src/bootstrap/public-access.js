'use strict';

/** Lets anonymous visitors (the site) read a content type over REST. */
async function allowPublicRead(strapi, uid, actions) {
  const publicRole = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  if (!publicRole) return;
  for (const action of actions) {
    const name = `${uid}.${action}`;
    const existing = await strapi.db
      .query('plugin::users-permissions.permission')
      .findOne({ where: { action: name, role: publicRole.id } });
    if (!existing) {
      await strapi.db
        .query('plugin::users-permissions.permission')
        .create({ data: { action: name, role: publicRole.id } });
    }
  }
}

module.exports = { allowPublicRead };
