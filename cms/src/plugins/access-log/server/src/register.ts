import type { Core } from '@strapi/strapi';
import { guardEntryDocuments, guardEntryRoutes } from './entries-guard';
import { registerReadPermission } from './security';

/** What the access record adds to Strapi before it starts: its append-only guards, its page's permission. */
const register = async ({ strapi }: { strapi: Core.Strapi }) => {
  guardEntryDocuments(strapi);
  guardEntryRoutes(strapi);
  await registerReadPermission(strapi);
};

export default register;
