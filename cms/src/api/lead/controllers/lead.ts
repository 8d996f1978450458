import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { admissions } from '../../../plugins/admissions/server/src/services';

/**
 * POST /api/leads, the site's REST contract: the lead's intake is admissions' (the admissions plugin's
 * `intake` service), with the core controller's own checks of the input.
 */
export default factories.createCoreController('api::lead.lead', ({ strapi }) => ({
  async create(ctx: Context) {
    return admissions(strapi).intake.create(ctx, {
      validateInput: (data, context) => this.validateInput!(data as never, context),
      sanitizeInput: (data, context) =>
        this.sanitizeInput!(data as never, context) as Promise<Record<string, unknown>>,
    });
  },
}));
