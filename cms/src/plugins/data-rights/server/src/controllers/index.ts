import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { UserAbility } from '../../../../admissions/server/src/services/lead-queries';
import { ErasureRefused } from '../services/erasure';
import { dataRights } from '../services';

const requests = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /data-rights/requests/:documentId/erasure: the Erase button on a verified erasure request. */
  async erase(ctx: Context) {
    try {
      ctx.body = {
        data: await dataRights(strapi).erasure.erase(
          (ctx.params as { documentId: string }).documentId,
          ctx.state.userAbility as UserAbility | undefined,
        ),
      };
    } catch (error) {
      if (!(error instanceof ErasureRefused)) throw error;
      ctx.status = error.status;
      ctx.body = { data: null, error: { status: error.status, name: error.name, message: error.message } };
    }
  },
});

const controllers = { requests };

export default controllers;
