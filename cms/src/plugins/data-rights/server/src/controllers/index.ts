import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { UserAbility } from '../../../../admissions/server/src/services/lead-queries';
import { ACCESS_ACTIONS } from '@codebridge/shared/access-log.mjs';
import { recordAccess } from '../../../../access-log/server/src/record';
import { ErasureRefused } from '../services/erasure';
import { dataRights } from '../services';

const requests = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /data-rights/requests/:documentId/erasure: the Erase button on a verified erasure request. */
  async erase(ctx: Context) {
    const { documentId } = ctx.params as { documentId: string };
    try {
      const { erasedLeadDocumentIds, ...erased } = await dataRights(strapi).erasure.erase(
        documentId,
        ctx.state.userAbility as UserAbility | undefined,
      );
      await recordAccess(strapi, {
        user: ctx.state.user,
        action: ACCESS_ACTIONS.dataRequestErased,
        leadDocumentIds: erasedLeadDocumentIds,
        dataRequest: documentId,
      });
      ctx.body = { data: erased };
    } catch (error) {
      if (!(error instanceof ErasureRefused)) throw error;
      ctx.status = error.status;
      ctx.body = { data: null, error: { status: error.status, name: error.name, message: error.message } };
    }
  },
});

const controllers = { requests };

export default controllers;
