import type { Core } from '@strapi/strapi';
import { indiaDate } from '@codebridge/shared/india-time.mjs';
import { BATCH_UID } from './lib/batches';
import { POST_UID } from './lib/rules';
import { layOutBatches, layOutPosts } from './layout';
import { grantEditorsTheListingSitesOnce } from './security';
import { seedSamplePosts } from './services/seed';
import { keepRevalidationWebhook } from './services/webhook';

/**
 * Public read of what the site shows (the blog's find and findOne, the batches' find), granted on the first
 * start that knows it: after that it is the admins' (the users-permissions settings), as the rest of the
 * public role is.
 */
async function grantPublicReadOnce(strapi: Core.Strapi, key: string, uid: string, actions: string[]) {
  const granted = strapi.store({ type: 'core', name: 'codebridge', key });
  if (await granted.get({})) return;
  const publicRole: { id: number } | null = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  if (!publicRole) return;
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of actions) {
    const name = `${uid}.${action}`;
    if (!(await permissions.findOne({ where: { action: name, role: publicRole.id } }))) {
      await permissions.create({ data: { action: name, role: publicRole.id } });
    }
  }
  await granted.set({ value: true });
}

/**
 * A new post's date is today in India unless one is given: in the admin's form (which reads the schema's
 * default whenever it opens a new entry) and over REST (the database applies the same default). A getter,
 * so the default follows the calendar without a restart. Set after Strapi has built its tables, so no
 * column default is derived from it: a content type's default has no other way to be "today".
 */
function defaultDateToToday(strapi: Core.Strapi) {
  const date = strapi.contentType(POST_UID as 'api::blog.blog').attributes.date;
  Object.defineProperty(date, 'default', {
    get: () => indiaDate(new Date()),
    enumerable: true,
    configurable: true,
  });
}

/** Starts publishing. */
const bootstrap = async ({ strapi }: { strapi: Core.Strapi }) => {
  await grantPublicReadOnce(strapi, 'public-read-of-the-blog', POST_UID, ['find', 'findOne']);
  await grantPublicReadOnce(strapi, 'public-read-of-the-batches', BATCH_UID, ['find']);
  await grantEditorsTheListingSitesOnce(strapi);
  await keepRevalidationWebhook(strapi);
  await seedSamplePosts(strapi);
  defaultDateToToday(strapi);
  await layOutPosts(strapi);
  await layOutBatches(strapi);
};

export default bootstrap;
