import { expect, test } from '@jest/globals';
import { fakeStrapi } from '../../../../../test/fake-strapi';
import {
  ADMISSIONS_HEAD_ROLE,
  ADMISSIONS_ROLE,
  assertAdmissionsRole,
  ensureAdmissionsHeadRole,
} from './security';

const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';

/** Strapi's role and permission services as the assertion calls them, over roles kept in memory. */
function admin(existing: { id: number; code: string }[]) {
  const roles = [...existing];
  const assigned = new Map<number, unknown[]>();
  const strapi = fakeStrapi({
    roles,
    assigned,
    db: {
      query: () => ({
        findOne: async ({ where }: { where: { code: string } }) =>
          roles.find((role) => role.code === where.code) ?? null,
      }),
    },
    service: (name: string) =>
      ({
        'admin::role': {
          create: async ({ code }: { code: string }) => {
            const role = { id: roles.length + 10, code };
            roles.push(role);
            return role;
          },
          assignPermissions: async (id: number, permissions: unknown[]) => {
            assigned.set(id, permissions);
          },
        },
        'admin::permission': { actionProvider: { get: (action: string) => ({ actionId: action }) } },
        // Strapi lists every field of the lead, nested ones included.
        'admin::content-type': {
          getPermissionsWithNestedFields: ([action]: { actionId: string; subjects: string[] }[]) => [
            {
              action: action!.actionId,
              subject: action!.subjects[0],
              properties: { fields: ['name', 'email', 'cv', 'counsellor', 'leadStatus'] },
            },
          ],
        },
      })[name],
  });
  return strapi;
}

test('the Admissions role reads every lead field and changes status and follow-up, nothing else, on every start', async () => {
  const strapi = admin([{ id: 3, code: ADMISSIONS_ROLE }]);
  await assertAdmissionsRole(strapi);
  expect(strapi.assigned.get(3)).toEqual([
    {
      action: READ,
      subject: 'api::lead.lead',
      properties: { fields: ['name', 'email', 'cv', 'counsellor', 'leadStatus'] },
      conditions: [],
    },
    {
      action: UPDATE,
      subject: 'api::lead.lead',
      properties: { fields: ['leadStatus', 'nextFollowUp'] },
      conditions: [],
    },
  ]);
});

test('the Admissions head role is made once with reassigning, then left to the admins', async () => {
  const fresh = admin([]);
  await ensureAdmissionsHeadRole(fresh);
  const [head] = fresh.roles;
  expect(head?.code).toBe(ADMISSIONS_HEAD_ROLE);
  expect(fresh.assigned.get(head!.id)).toContainEqual({
    action: UPDATE,
    subject: 'api::lead.lead',
    properties: { fields: ['leadStatus', 'nextFollowUp', 'counsellor'] },
    conditions: [],
  });

  const changedByTheHead = admin([{ id: 4, code: ADMISSIONS_HEAD_ROLE }]);
  await ensureAdmissionsHeadRole(changedByTheHead);
  expect(changedByTheHead.assigned.size).toBe(0);
});
