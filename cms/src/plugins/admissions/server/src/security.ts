/**
 * What admissions asserts at every start, because security demands it (listed in src/security-assertions.ts):
 * counsellors are admin users of the Admissions role, which reads and updates leads and nothing else. The
 * role is made on the first start and given exactly these permissions on every start (every field of the
 * lead, fields added since included), whatever was ticked in between.
 */
import { LEAD_UID, READ_LEADS, UPDATE_LEADS } from '../../common/leads';
import type { Strapi } from './lib/types';

export const ADMISSIONS_ROLE = 'admissions';

export async function assertAdmissionsRole(strapi: Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  let role: { id: number } | null = await strapi.db
    .query('admin::role')
    .findOne({ where: { code: ADMISSIONS_ROLE } });
  if (!role) {
    role = await roles.create({
      name: 'Admissions',
      code: ADMISSIONS_ROLE,
      description: 'Counsellors: read and update leads, nothing else.',
    });
  }
  const { actionProvider } = strapi.service('admin::permission');
  const actions = [READ_LEADS.action, UPDATE_LEADS.action].map((id) => ({
    ...actionProvider.get(id),
    subjects: [LEAD_UID],
  }));
  const permissions = strapi.service('admin::content-type').getPermissionsWithNestedFields(actions);
  await roles.assignPermissions((role as { id: number }).id, permissions);
}
