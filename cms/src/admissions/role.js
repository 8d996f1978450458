'use strict';

/**
 * Counsellors are admin users with the Admissions role: they read and update leads, and nothing else. The
 * role is made on the first start and given exactly these permissions on every start (every field of the
 * lead, including fields added since), whatever was ticked in between.
 */
const LEAD_UID = 'api::lead.lead';
const ROLE_CODE = 'admissions';
const ACTIONS = ['plugin::content-manager.explorer.read', 'plugin::content-manager.explorer.update'];

async function ensureAdmissionsRole(strapi) {
  const roles = strapi.service('admin::role');
  let role = await strapi.db.query('admin::role').findOne({ where: { code: ROLE_CODE } });
  if (!role) {
    role = await roles.create({
      name: 'Admissions',
      code: ROLE_CODE,
      description: 'Counsellors: read and update leads, nothing else.',
    });
  }
  const { actionProvider } = strapi.service('admin::permission');
  const actions = ACTIONS.map((id) => ({ ...actionProvider.get(id), subjects: [LEAD_UID] }));
  const permissions = strapi.service('admin::content-type').getPermissionsWithNestedFields(actions);
  await roles.assignPermissions(role.id, permissions);
  return role;
}

module.exports = { ensureAdmissionsRole, ADMISSIONS_ROLE_CODE: ROLE_CODE };
