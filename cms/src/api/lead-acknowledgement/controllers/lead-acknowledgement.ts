import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { admissions } from '../../../plugins/admissions/server/src/services';

/** POST /api/lead-acknowledgements/statuses, the site's REST contract: admissions' acknowledgements apply it. */
export default factories.createCoreController(
  'api::lead-acknowledgement.lead-acknowledgement',
  ({ strapi }) => ({
    async statuses(ctx: Context) {
      return admissions(strapi).acknowledgements.reportStatuses(ctx);
    },
  }),
);
