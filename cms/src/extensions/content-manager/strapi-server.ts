/**
 * The content manager, extended the way Strapi documents for a plugin's routes (src/extensions/{plugin}/
 * strapi-server): every one of its routes (the list and the page of a lead, the relation pickers, the home
 * page's recent entries, the bulk actions, and any route a later Strapi adds) runs the access record's
 * `plugin::access-log.record-reads` first, which records the leads the answer shows once it is made. First,
 * so that it also sees answers the content manager's own routing middleware makes for other collections.
 */
interface Route {
  method: string;
  path: string;
  handler: string;
  config?: { middlewares?: unknown[] } & Record<string, unknown>;
}

interface ContentManagerPlugin {
  routes: Record<string, { routes?: Route[] } | unknown>;
}

const extendContentManager = (plugin: ContentManagerPlugin) => {
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
  return plugin;
};

export default extendContentManager;
