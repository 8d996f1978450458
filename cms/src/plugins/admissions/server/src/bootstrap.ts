import { isMailConfigured } from '../../../../mail';
import { acknowledgementChannelsLine } from './lib/acknowledgements';
import type { Strapi } from './lib/types';
import { layOutLeads, layOutRules, showFieldsByChannel } from './layout';
import { ensureApiUploadFolder } from './services/cvs';
import { settings } from './settings';

/**
 * Starts admissions: the leads' and the assignment rules' views in the admin (on the first start of their
 * versions; the fields each channel shows), the upload folder the site's CVs go to, made before the first
 * request, and one line saying how enquirers are acknowledged. (The roles are made with the security
 * assertions, once Strapi has made its own: security.ts.)
 */
const bootstrap = async ({ strapi }: { strapi: Strapi }) => {
  showFieldsByChannel(strapi);
  await layOutLeads(strapi);
  await layOutRules(strapi);
  await ensureApiUploadFolder(strapi);
  strapi.log.info(
    acknowledgementChannelsLine({
      mail: isMailConfigured(strapi),
      whatsapp: Boolean(settings(strapi).whatsapp),
    }),
  );
};

export default bootstrap;
