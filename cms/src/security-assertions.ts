/**
 * What the CMS asserts on every start: only what security demands, each item named here. Everything else
 * the CMS sets up (the admin's layouts, public read of the blog, the sample posts) is written once and is the
 * admins' afterwards; the webhook and the tokens' keys follow the environment (src/api-tokens.ts, the
 * publishing plugin's webhook).
 */
import type { Core } from '@strapi/strapi';
import {
  assertAdmissionsRole,
  assertPublicReadsNoAdmissions,
} from './plugins/admissions/server/src/security';
import { assertMarketersKeepToTheBlog } from './plugins/publishing/server/src/security';
import { assertApiTokens } from './api-tokens';
import { assertOnlySuperAdminsReadTheRecord } from './plugins/access-log/server/src/security';

const REGISTER = 'plugin::users-permissions.auth.register';

/**
 * Nobody signs up through the REST API: the site has no accounts, and the users-permissions plugin lets
 * anyone register one by default (its advanced setting `allow_register`, and the public role's permission
 * for auth.register). Both are turned off, so a fresh database is closed from the first request and a
 * setting changed by hand in the admin does not stay open. The other advanced settings are left alone.
 */
export async function assertRegistrationClosed(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
  const roles: { id: number }[] = await strapi.db
    .query('plugin::users-permissions.role')
    .findMany({ where: { type: 'public' } });
  for (const role of roles) {
    await strapi.db
      .query('plugin::users-permissions.permission')
      .deleteMany({ where: { action: REGISTER, role: role.id } });
  }
}

/** The list, in the order it is asserted. */
export const SECURITY_ASSERTIONS: { name: string; assert: (strapi: Core.Strapi) => Promise<void> }[] = [
  { name: 'Registration through the REST API is off', assert: assertRegistrationClosed },
  {
    name: 'The Admissions role reads leads and changes their status and follow-up, nothing else',
    assert: assertAdmissionsRole,
  },
  {
    name: 'Editor and Author have no collection but the blog (and Editors the listing sites)',
    assert: assertMarketersKeepToTheBlog,
  },
  { name: 'Only Super Admins read the access record', assert: assertOnlySuperAdminsReadTheRecord },
  {
    name: 'The public role has no permission on leads, listing sites or anything else of admissions',
    assert: assertPublicReadsNoAdmissions,
  },
  {
    name: 'The API tokens from the environment have exactly their scopes (and their keys)',
    assert: (strapi) => assertApiTokens(strapi),
  },
];

export async function assertSecurity(strapi: Core.Strapi): Promise<void> {
  for (const { assert } of SECURITY_ASSERTIONS) await assert(strapi);
}
