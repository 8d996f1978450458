/**
 * What publishing asserts at every start, because security demands it (listed in src/security-assertions.ts):
 * marketers get Strapi's Editor role (or Author): posts, images and the preview. Strapi gives those roles every
 * collection that exists when it makes them, leads included, and leads are personal data for the admissions
 * team only (a role of their own). So the two roles lose whatever they were given on collections other than
 * the blog's, whoever gave it; nothing else of theirs is touched.
 */
import type { Core } from '@strapi/strapi';
import { POST_UID } from './lib/rules';

const MARKETER_ROLES = ['strapi-editor', 'strapi-author'];
const MARKETER_COLLECTIONS = [POST_UID];

export async function assertMarketersKeepToTheBlog(strapi: Core.Strapi): Promise<void> {
  const roles: { id: number }[] = await strapi.db
    .query('admin::role')
    .findMany({ select: ['id'], where: { code: { $in: MARKETER_ROLES } } });
  if (roles.length === 0) return;
  const permissions = strapi.service('admin::permission');
  const granted: { id: number; action: string; subject?: string | null }[] = await permissions.findMany({
    where: { role: { id: { $in: roles.map((role) => role.id) } } },
  });
  const beyond = granted.filter(
    ({ action, subject }) =>
      action.startsWith('plugin::content-manager.explorer.') &&
      typeof subject === 'string' &&
      subject.startsWith('api::') &&
      !MARKETER_COLLECTIONS.includes(subject),
  );
  if (beyond.length === 0) return;
  await permissions.deleteByIds(beyond.map((permission) => permission.id));
  strapi.log.info(
    `Editor and Author keep to the blog: ${beyond.length} permissions on other collections removed.`,
  );
}
