import { errors } from '@strapi/utils';
import type { Context } from 'koa';

/**
 * The content manager, extended the way Strapi documents for a plugin (src/extensions/{plugin}/strapi-server):
 * a relation's picker asked for a field the admin's role may not read (a marketer asking for a lead's
 * counsellor) is refused with 403. Strapi 5.54's relations controller answers "forbidden" and then goes on
 * reading its own answer as the relation's details, which fails as a 500.
 */
interface Relations {
  extractAndValidateRequestInfo(this: Relations, ctx: Context, id?: string): Promise<unknown>;
}

interface ContentManagerPlugin {
  controllers: Record<string, unknown>;
}

const extendContentManager = (plugin: ContentManagerPlugin) => {
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
  return plugin;
};

export default extendContentManager;
