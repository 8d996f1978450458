import { expect, test } from '@jest/globals';
import { fakeStrapi } from '../test/fake-strapi';
import { assertRegistrationClosed, SECURITY_ASSERTIONS } from './security-assertions';

/** A Strapi with the plugin's store and the two tables this touches, in memory. */
function usersPermissions(advanced: Record<string, unknown> | undefined) {
  const stored: Record<string, Record<string, unknown> | undefined> = { advanced };
  const permissions = [
    { action: 'plugin::users-permissions.auth.register', role: 2 },
    { action: 'plugin::users-permissions.auth.callback', role: 2 },
    { action: 'plugin::users-permissions.auth.register', role: 1 },
  ];
  return fakeStrapi({
    stored,
    permissions,
    store: () => ({
      get: async ({ key }: { key: string }) => stored[key],
      set: async ({ key, value }: { key: string; value: Record<string, unknown> }) => {
        stored[key] = value;
      },
    }),
    db: {
      query: (uid: string) =>
        uid === 'plugin::users-permissions.role'
          ? {
              findMany: async ({ where }: { where: { type: string } }) =>
                where.type === 'public' ? [{ id: 2, type: 'public' }] : [],
            }
          : {
              deleteMany: async ({ where }: { where: { action: string; role: number } }) => {
                for (let i = permissions.length - 1; i >= 0; i--) {
                  if (permissions[i].action === where.action && permissions[i].role === where.role) {
                    permissions.splice(i, 1);
                  }
                }
              },
            },
    },
  });
}

test('turns registration off in the advanced settings, keeping the others', async () => {
  const strapi = usersPermissions({
    unique_email: true,
    allow_register: true,
    default_role: 'authenticated',
  });
  await assertRegistrationClosed(strapi);
  expect(strapi.stored.advanced).toEqual({
    unique_email: true,
    allow_register: false,
    default_role: 'authenticated',
  });
});

test('takes the register permission from the public role only', async () => {
  const strapi = usersPermissions(undefined);
  await assertRegistrationClosed(strapi);
  expect(strapi.stored.advanced?.allow_register).toBe(false);
  expect(strapi.permissions).toEqual([
    { action: 'plugin::users-permissions.auth.callback', role: 2 },
    { action: 'plugin::users-permissions.auth.register', role: 1 },
  ]);
});

test('what is asserted at every start is named, and only what security demands', () => {
  expect(SECURITY_ASSERTIONS.map(({ name }) => name)).toEqual([
    'Registration through the REST API is off',
    'The Admissions role reads leads and changes their status and follow-up, nothing else',
    'Editor and Author have no collection but the blog (and Editors the listing sites)',
    'Only Super Admins read the access record',
    'The public role has no permission on leads, listing sites or anything else of admissions',
    'The API tokens from the environment have exactly their scopes (and their keys)',
  ]);
});
