/**
 * What admissions asserts at every start, because security demands it (listed in src/security-assertions.ts):
 * counsellors are admin users of the Admissions role, which reads every field of every lead and changes a
 * lead's status and next follow-up, nothing else (their calls and notes go into the lead's history, which
 * needs no more). Reassigning a lead (its counsellor) is not theirs: the Admissions head role, made once on the
 * first start, may do it, and the head gives that right to whichever roles they choose (the README says how);
 * that role is the admins' afterwards. The Admissions role is made on the first start and given exactly these
 * permissions on every start (every field of the lead, fields added since included), whatever was ticked in
 * between. What the visitor sent is read-only for every role whatever its permissions (lead-documents.ts).
 */
import { LEAD_UID, READ_LEADS, UPDATE_LEADS } from '../../common/leads';
import type { Strapi } from './lib/types';

export const ADMISSIONS_ROLE = 'admissions';
export const ADMISSIONS_HEAD_ROLE = 'admissions-head';

/** What a counsellor changes on a lead. */
export const COUNSELLOR_FIELDS = ['leadStatus', 'nextFollowUp'];
/** What the head changes too: who follows the lead up. */
export const HEAD_FIELDS = [...COUNSELLOR_FIELDS, 'counsellor'];

interface Permission {
  action: string;
  subject: string;
  properties: { fields?: string[] };
  conditions: string[];
}

/** Read of every field of the lead (as Strapi lists them, nested ones included), update of these fields. */
export function leadPermissions(strapi: Strapi, updates: string[]): Permission[] {
  const { actionProvider } = strapi.service('admin::permission');
  const [read] = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields([
      { ...actionProvider.get(READ_LEADS.action), subjects: [LEAD_UID] },
    ]) as Permission[];
  return [
    { ...(read as Permission), conditions: [] },
    { action: UPDATE_LEADS.action, subject: LEAD_UID, properties: { fields: updates }, conditions: [] },
  ];
}

async function roleByCode(strapi: Strapi, code: string): Promise<{ id: number } | null> {
  return strapi.db.query('admin::role').findOne({ where: { code } });
}

export async function assertAdmissionsRole(strapi: Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  const role =
    (await roleByCode(strapi, ADMISSIONS_ROLE)) ??
    ((await roles.create({
      name: 'Admissions',
      code: ADMISSIONS_ROLE,
      description: 'Counsellors: read leads, change their status and follow-up, add to their history.',
    })) as { id: number });
  await roles.assignPermissions(role.id, leadPermissions(strapi, COUNSELLOR_FIELDS));
  // Made here, after Strapi's own roles: Strapi makes Super Admin, Editor and Author only while there is no
  // role at all, so a role made earlier in the start would leave a fresh CMS without them.
  await ensureAdmissionsHeadRole(strapi);
}

/** The Admissions head role, made on the first start with reassigning; the admins' afterwards. */
export async function ensureAdmissionsHeadRole(strapi: Strapi): Promise<void> {
  if (await roleByCode(strapi, ADMISSIONS_HEAD_ROLE)) return;
  const roles = strapi.service('admin::role');
  const role = (await roles.create({
    name: 'Admissions head',
    code: ADMISSIONS_HEAD_ROLE,
    description: 'Read leads, change their status and follow-up, and reassign them to a counsellor.',
  })) as { id: number };
  await roles.assignPermissions(role.id, leadPermissions(strapi, HEAD_FIELDS));
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
