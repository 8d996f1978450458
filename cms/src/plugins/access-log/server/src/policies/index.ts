import { errors } from '@strapi/utils';

export const SUPER_ADMIN = 'strapi-super-admin';

/** Whether a signed-in admin is a Super Admin (Strapi's own role code). */
export function isSuperAdmin(user: { roles?: { code?: string }[] } | null | undefined): boolean {
  return Boolean(user?.roles?.some((role) => role.code === SUPER_ADMIN));
}

/** `plugin::access-log.super-admin`: the access record is read by Super Admins only. */
const superAdmin = (policyContext: { state: { user?: { roles?: { code?: string }[] } } }): true => {
  if (isSuperAdmin(policyContext.state.user)) return true;
  throw new errors.PolicyError('Only a Super Admin reads the access record.');
};

const policies = { 'super-admin': superAdmin };

export default policies;
