import { expect, test } from '@jest/globals';
import { fakeStrapi } from '../../../../../test/fake-strapi';
import { assertOnlySuperAdminsReadTheRecord } from './security';

test('every role but Super Admin loses the record’s page and any permission on its collections', async () => {
  let permissions = [
    { id: 1, role: 1, action: 'plugin::access-log.read', subject: null },
    {
      id: 2,
      role: 1,
      action: 'plugin::content-manager.explorer.read',
      subject: 'api::access-entry.access-entry',
    },
    { id: 3, role: 2, action: 'plugin::access-log.read', subject: null },
    { id: 4, role: 2, action: 'plugin::content-manager.explorer.read', subject: 'api::lead.lead' },
    {
      id: 5,
      role: 3,
      action: 'plugin::content-manager.explorer.delete',
      subject: 'api::access-entry.access-entry',
    },
    {
      id: 6,
      role: 3,
      action: 'plugin::content-manager.explorer.read',
      subject: 'api::access-log-purge.access-log-purge',
    },
  ];
  const roles = [
    { id: 1, code: 'strapi-super-admin' },
    { id: 2, code: 'admissions' },
    { id: 3, code: 'strapi-editor' },
  ];
  const logged: string[] = [];
  const strapi = fakeStrapi({
    log: { info: (line: string) => logged.push(line) },
    db: {
      query: () => ({
        findMany: async ({ where }: { where: { code: { $ne: string } } }) =>
          roles.filter((role) => role.code !== where.code.$ne),
      }),
    },
    service: () => ({
      findMany: async ({ where }: { where: { role: { id: { $in: number[] } } } }) =>
        permissions.filter((permission) => where.role.id.$in.includes(permission.role)),
      deleteByIds: async (ids: number[]) => {
        permissions = permissions.filter((permission) => !ids.includes(permission.id));
      },
    }),
  });
  await assertOnlySuperAdminsReadTheRecord(strapi);
  expect(permissions.map((permission) => permission.id)).toEqual([1, 2, 4]);
  expect(logged).toEqual(['Only Super Admins read the access record: 3 permissions removed.']);
  await assertOnlySuperAdminsReadTheRecord(strapi);
  expect(logged).toHaveLength(1);
});
