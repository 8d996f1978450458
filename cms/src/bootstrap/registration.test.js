'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { closePublicRegistration } = require('./registration');

/** A Strapi with the plugin's store and the two tables this touches, in memory. */
function fakeStrapi(advanced) {
  const stored = { advanced };
  const permissions = [
    { action: 'plugin::users-permissions.auth.register', role: 2 },
    { action: 'plugin::users-permissions.auth.callback', role: 2 },
    { action: 'plugin::users-permissions.auth.register', role: 1 },
  ];
  return {
    stored,
    permissions,
    store: () => ({
      get: async ({ key }) => stored[key],
      set: async ({ key, value }) => {
        stored[key] = value;
      },
    }),
    db: {
      query: (uid) =>
        uid === 'plugin::users-permissions.role'
          ? { findMany: async ({ where }) => (where.type === 'public' ? [{ id: 2, type: 'public' }] : []) }
          : {
              deleteMany: async ({ where }) => {
                for (let i = permissions.length - 1; i >= 0; i--) {
                  if (permissions[i].action === where.action && permissions[i].role === where.role) {
                    permissions.splice(i, 1);
                  }
                }
              },
            },
    },
  };
}

test('turns registration off in the advanced settings, keeping the others', async () => {
  const strapi = fakeStrapi({ unique_email: true, allow_register: true, default_role: 'authenticated' });
  await closePublicRegistration(strapi);
  assert.deepEqual(strapi.stored.advanced, {
    unique_email: true,
    allow_register: false,
    default_role: 'authenticated',
  });
});

test('takes the register permission from the public role only', async () => {
  const strapi = fakeStrapi(undefined);
  await closePublicRegistration(strapi);
  assert.equal(strapi.stored.advanced.allow_register, false);
  assert.deepEqual(strapi.permissions, [
    { action: 'plugin::users-permissions.auth.callback', role: 2 },
    { action: 'plugin::users-permissions.auth.register', role: 1 },
  ]);
});
