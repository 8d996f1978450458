/**
 * `plugin::access-log.record-reads`: on every route of the content manager (put there by
 * src/extensions/content-manager), once the handler has answered, the leads its answer shows go to the
 * access record (`lib/reads.ts` says which), under the signed-in admin, before the answer leaves. A record
 * that cannot be written fails the request (Strapi answers 500 and the leads do not leave).
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { leadsInAnswer } from '../lib/reads';
import { recordAccess } from '../record';

const recordReads =
  (config: { handler?: string } = {}, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300 || !config.handler) return;
    const read = leadsInAnswer(
      {
        handler: config.handler,
        method: ctx.method,
        params: ctx.params as { model?: string; targetField?: string },
        body: ctx.body,
      },
      (model, field) => {
        const schema = strapi.getModel(model as never) as
          { attributes?: Record<string, { target?: string }> } | undefined;
        return schema?.attributes?.[field]?.target;
      },
    );
    if (read) await recordAccess(strapi, { user: ctx.state.user as { id: number } | undefined, ...read });
  };

export default recordReads;
