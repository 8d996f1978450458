import type { Core } from '@strapi/strapi';
import { layOutRequests } from './layout';

/** Starts data rights: the requests' view in the admin, on the first start of its version. */
const bootstrap = async ({ strapi }: { strapi: Core.Strapi }) => {
  await layOutRequests(strapi);
};

export default bootstrap;
