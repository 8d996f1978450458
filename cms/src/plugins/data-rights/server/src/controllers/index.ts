import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ACCESS_ACTIONS } from '@codebridge/shared/access-log.mjs';
import { recordAccess } from '../../../../access-log/server/src/record';
import type { UserAbility } from '../../../../admissions/server/src/services/lead-queries';
import { RequestRefused } from '../services/refusals';
import { dataRights } from '../services';

/** The signed-in admin's id (the admin routes' policy makes sure there is one). */
function adminId(ctx: Context): number | null {
  return (ctx.state as { user?: { id?: number } }).user?.id ?? null;
}

/** Runs an admin's action on a request; a refusal answers with its status and message, nothing changed. */
async function act(ctx: Context, action: () => Promise<unknown>) {
  try {
    ctx.body = { data: await action() };
  } catch (error) {
    if (!(error instanceof RequestRefused)) throw error;
    ctx.status = error.status;
    ctx.body = { data: null, error: { status: error.status, name: error.name, message: error.message } };
  }
}

const requests = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /data-rights/requests/:documentId/erasure: the Erase button on a verified erasure request. */
  async erase(ctx: Context) {
    const { documentId } = ctx.params as { documentId: string };
    await act(ctx, async () => {
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
      return erased;
    });
  },
  /** POST /data-rights/requests/:documentId/access: the Access panel's button on a verified access request. */
  async answerAccess(ctx: Context) {
    const { documentId } = ctx.params as { documentId: string };
    await act(ctx, () => dataRights(strapi).access.answer(documentId, adminId(ctx)));
  },
});

const controllers = { requests };

export default controllers;
