import type { Strapi } from './lib/types';
import { layOutLeads, layOutRules } from './layout';
import { ensureApiUploadFolder } from './services/cvs';

/**
 * Starts admissions: the leads' and the assignment rules' views in the admin (on the first start of their
 * versions), and the upload folder the site's CVs go to, made before the first request. (The roles are made
 * with the security assertions, once Strapi has made its own: security.ts.)
 */
const bootstrap = async ({ strapi }: { strapi: Strapi }) => {
  await layOutLeads(strapi);
  await layOutRules(strapi);
  await ensureApiUploadFolder(strapi);
};

export default bootstrap;
