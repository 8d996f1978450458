import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { dataRights } from '../../../plugins/data-rights/server/src/services';

/**
 * POST /api/data-requests, /api/data-requests/lookup and /api/data-requests/verify, the site's REST
 * contract: a request, what it asks, and the person's confirmation are data rights' (the data-rights
 * plugin's `requests` service).
 */
export default factories.createCoreController('api::data-request.data-request', ({ strapi }) => ({
  async create(ctx: Context) {
    return dataRights(strapi).requests.create(ctx);
  },
  async verify(ctx: Context) {
    return dataRights(strapi).requests.verify(ctx);
  },
  async lookup(ctx: Context) {
    return dataRights(strapi).requests.lookup(ctx);
  },
}));
