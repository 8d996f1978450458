/**
 * What publishing asserts at every start, because security demands it (listed in src/security-assertions.ts):
 * marketers get Strapi's Editor role (or Author): posts, images and the preview, and Editors also the
 * listing sites (the `publisher` collection: each site's name, address, key and field mapping, no personal
 * data), which marketers set up as they set up campaigns. Strapi gives those roles every collection that
 * exists when it makes them, leads included, and leads are personal data for the admissions team only (a
 * role of their own). So the two roles lose whatever they were given on other collections, whoever gave it;
 * nothing else of theirs is touched.
 *
 * Editors are given the listing sites once, on the first start that knows this (collections made after the
 * roles are not Strapi's to give); after that it is the admins' to take away. So are the batch calendar
 * (the `batch` collection: courses and dates, no personal data) to Editors and the Admissions head, who
 * announce and run the batches.
 */
import type { Core } from '@strapi/strapi';
import { BATCH_UID } from './lib/batches';
import { POST_UID } from './lib/rules';

const PUBLISHER_UID = 'api::publisher.publisher';
const EDITOR = 'strapi-editor';
const AUTHOR = 'strapi-author';
/** The collections each marketers' role may have. */
export const MARKETER_COLLECTIONS: Record<string, string[]> = {
  [EDITOR]: [POST_UID, PUBLISHER_UID, BATCH_UID],
  [AUTHOR]: [POST_UID],
};
const CONTENT_MANAGER = 'plugin::content-manager.explorer.';

export async function assertMarketersKeepToTheBlog(strapi: Core.Strapi): Promise<void> {
  const roles: { id: number; code: string }[] = await strapi.db
    .query('admin::role')
    .findMany({ select: ['id', 'code'], where: { code: { $in: Object.keys(MARKETER_COLLECTIONS) } } });
  if (roles.length === 0) return;
  const allowed = new Map(roles.map((role) => [role.id, MARKETER_COLLECTIONS[role.code] ?? [POST_UID]]));
  const permissions = strapi.service('admin::permission');
  const granted: { id: number; action: string; subject?: string | null; role?: { id: number } }[] =
    await permissions.findMany({
      where: { role: { id: { $in: roles.map((role) => role.id) } } },
      populate: ['role'],
    });
  const beyond = granted.filter(
    ({ action, subject, role }) =>
      action.startsWith(CONTENT_MANAGER) &&
      typeof subject === 'string' &&
      subject.startsWith('api::') &&
      !(allowed.get(role?.id ?? 0) ?? [POST_UID]).includes(subject),
  );
  if (beyond.length === 0) return;
  await permissions.deleteByIds(beyond.map((permission) => permission.id));
  strapi.log.info(
    `Editor and Author keep to the blog (and Editors to the listing sites): ${beyond.length} permissions on other collections removed.`,
  );
}

/** The Admissions head's role (made by the admissions plugin's security assertions, src/security-assertions.ts). */
const ADMISSIONS_HEAD = 'admissions-head';

/** Gives roles the whole of one collection in the content manager, once (`key` remembers it). */
async function grantCollectionOnce(strapi: Core.Strapi, key: string, codes: string[], uid: string) {
  const granted = strapi.store({ type: 'core', name: 'codebridge', key });
  if (await granted.get({})) return;
  const roles: { id: number }[] = await strapi.db
    .query('admin::role')
    .findMany({ select: ['id'], where: { code: { $in: codes } } });
  if (roles.length === 0) return;
  const { actionProvider } = strapi.service('admin::permission');
  const actions = ['create', 'read', 'update', 'delete'].map((action) => ({
    ...actionProvider.get(`${CONTENT_MANAGER}${action}`),
    subjects: [uid],
  }));
  const permissions = strapi.service('admin::content-type').getPermissionsWithNestedFields(actions);
  for (const role of roles) await strapi.service('admin::role').addPermissions(role.id, permissions);
  await granted.set({ value: true });
}

/** Editors manage the listing sites: given once (see above). */
export function grantEditorsTheListingSitesOnce(strapi: Core.Strapi): Promise<void> {
  return grantCollectionOnce(strapi, 'editors-manage-listing-sites', [EDITOR], PUBLISHER_UID);
}

/**
 * Editors and the Admissions head keep the batch calendar: given once (see above), by the CMS's own start after
 * its assertions made the head's role (src/index.ts), so a fresh CMS gives it to both.
 */
export function grantBatchesOnce(strapi: Core.Strapi): Promise<void> {
  return grantCollectionOnce(
    strapi,
    'batches-kept-by-editors-and-head',
    [EDITOR, ADMISSIONS_HEAD],
    BATCH_UID,
  );
}
