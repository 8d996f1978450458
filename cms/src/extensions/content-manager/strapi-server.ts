import { errors } from '@strapi/utils';
import type { Context } from 'koa';

/**
 * The content manager, extended the way Strapi documents for a plugin (src/extensions/{plugin}/strapi-server),
 * in two ways:
 * - Every one of its routes (the list and the page of a lead, the relation pickers, the home page's recent
 *   entries, the bulk actions, and any route a later Strapi adds) runs the access record's
 *   `plugin::access-log.record-reads` first, which records the leads the answer shows once it is made. First,
 *   so that it also sees answers the content manager's own routing middleware makes for other collections.
 * - A relation's picker asked for a field the admin's role may not read (a marketer asking for a lead's
 *   counsellor) is refused with 403. Strapi 5.54's relations controller answers "forbidden" and then goes on
 *   reading its own answer as the relation's details, which fails as a 500.
 */
interface Route {
  method: string;
  path: string;
  handler: string;
  config?: { middlewares?: unknown[] } & Record<string, unknown>;
}

interface Relations {
  extractAndValidateRequestInfo(this: Relations, ctx: Context, id?: string): Promise<unknown>;
}

interface ContentManagerPlugin {
  routes: Record<string, { routes?: Route[] } | unknown>;
  controllers: Record<string, unknown>;
}

function recordReads(plugin: ContentManagerPlugin) {
  let extended = 0;
  for (const router of Object.values(plugin.routes)) {
    const routes = (router as { routes?: Route[] } | undefined)?.routes;
    if (!Array.isArray(routes)) continue;
    for (const route of routes) {
      route.config = {
        ...route.config,
        middlewares: [
          { name: 'plugin::access-log.record-reads', config: { handler: route.handler } },
          ...(route.config?.middlewares ?? []),
        ],
      };
      extended += 1;
    }
  }
  if (extended === 0) throw new Error('The content manager has no routes: reads of leads cannot be recorded');
}

function refuseForbiddenRelations(plugin: ContentManagerPlugin) {
  const relations = plugin.controllers.relations as Relations | undefined;
  const original = relations?.extractAndValidateRequestInfo;
  if (!relations || typeof original !== 'function') {
    throw new Error('The content manager has no relations controller to guard');
  }
  relations.extractAndValidateRequestInfo = async function guarded(ctx, id) {
    const info = await original.call(this, ctx, id);
    // Strapi answered 403 (`ctx.forbidden()`) and returned nothing to go on with.
    if (info === undefined) throw new errors.ForbiddenError();
    return info;
  };
}

const extendContentManager = (plugin: ContentManagerPlugin) => {
  recordReads(plugin);
  refuseForbiddenRelations(plugin);
  return plugin;
};

export default extendContentManager;
