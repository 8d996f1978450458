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

/**
 * Collections whose content is personal data or secrets (a listing site's key): the content API serves none
 * of them to the public. The site reads listing sites and writes leads with tokens of its own.
 */
export const NOT_PUBLIC = [
  'api::lead.lead',
  'api::publisher.publisher',
  'api::lead-acknowledgement.lead-acknowledgement',
  'api::contact-stop.contact-stop',
  'api::counsellor-profile.counsellor-profile',
  'api::lead-activity.lead-activity',
  'api::assignment-rule.assignment-rule',
  'api::admissions-digest.admissions-digest',
];

/** The public role loses any permission on those collections, whoever ticked it. */
export async function assertPublicReadsNoAdmissions(strapi: Strapi): Promise<void> {
  const roles: { id: number }[] = await strapi.db
    .query('plugin::users-permissions.role')
    .findMany({ where: { type: 'public' }, select: ['id'] });
  for (const role of roles) {
    for (const uid of NOT_PUBLIC) {
      await strapi.db
        .query('plugin::users-permissions.permission')
        .deleteMany({ where: { role: role.id, action: { $startsWith: `${uid}.` } } });
    }
  }
}
