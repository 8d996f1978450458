/**
 * What the access record asserts at every start, because security demands it (listed in
 * src/security-assertions.ts): only Super Admins read it. Its admin page's permission
 * (`plugin::access-log.read`) and any content-manager permission on its collections are taken from every
 * other role, whoever gave them; Super Admins hold every permission by Strapi's own rule.
 */
import type { Core } from '@strapi/strapi';
import { PURGE_UID } from './entries-guard';
import { SUPER_ADMIN } from './policies';
import { ENTRY_UID } from './record';

export const READ_RECORD = 'plugin::access-log.read';

/** The admin page's permission (register phase): what its menu link asks for. */
export async function registerReadPermission(strapi: Core.Strapi): Promise<void> {
  await strapi
    .service('admin::permission')
    .actionProvider.registerMany([
      { section: 'plugins', displayName: 'Read the access record', uid: 'read', pluginName: 'access-log' },
    ]);
}

export async function assertOnlySuperAdminsReadTheRecord(strapi: Core.Strapi): Promise<void> {
  const others: { id: number }[] = await strapi.db
    .query('admin::role')
    .findMany({ select: ['id'], where: { code: { $ne: SUPER_ADMIN } } });
  if (others.length === 0) return;
  const permissions = strapi.service('admin::permission');
  const granted: { id: number; action: string; subject?: string | null }[] = await permissions.findMany({
    where: { role: { id: { $in: others.map((role) => role.id) } } },
  });
  const beyond = granted.filter(
    ({ action, subject }) => action === READ_RECORD || subject === ENTRY_UID || subject === PURGE_UID,
  );
  if (beyond.length === 0) return;
  await permissions.deleteByIds(beyond.map((permission) => permission.id));
  strapi.log.info(`Only Super Admins read the access record: ${beyond.length} permissions removed.`);
}
