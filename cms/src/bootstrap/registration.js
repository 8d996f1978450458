'use strict';

/**
 * Nobody signs up through the REST API: the site has no accounts, and the users-permissions plugin lets
 * anyone register one by default (its advanced setting `allow_register`, and the public role's permission
 * for auth.register). Both are turned off at every start, so a fresh database is closed from the first
 * request and a setting changed by hand in the admin does not stay open.
 */
const REGISTER = 'plugin::users-permissions.auth.register';

async function closePublicRegistration(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = (await store.get({ key: 'advanced' })) ?? {};
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
  const roles = await strapi.db.query('plugin::users-permissions.role').findMany({ where: { type: 'public' } });
  for (const role of roles) {
    await strapi.db
      .query('plugin::users-permissions.permission')
      .deleteMany({ where: { action: REGISTER, role: role.id } });
  }
}

module.exports = { closePublicRegistration };
