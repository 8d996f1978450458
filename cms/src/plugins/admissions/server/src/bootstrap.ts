import type { Strapi } from './lib/types';
import { layOutLeads, showFieldsByChannel } from './layout';
import { ensureApiUploadFolder } from './services/cvs';

/**
 * Starts admissions: the leads' view in the admin (on the first start of its version; the fields each channel
 * shows), and the upload folder the site's CVs go to, made before the first request.
 */
const bootstrap = async ({ strapi }: { strapi: Strapi }) => {
  showFieldsByChannel(strapi);
  await layOutLeads(strapi);
  await ensureApiUploadFolder(strapi);
};

export default bootstrap;
