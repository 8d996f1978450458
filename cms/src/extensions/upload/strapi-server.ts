/**
 * The upload plugin, extended the way Strapi documents for a plugin's routes (src/extensions/{plugin}/
 * strapi-server):
 * - every route of the media library's admin API and of the REST API runs admissions' CV guard
 *   (`plugin::admissions.cv-guard`): CVs are listed and read only by roles that read every lead's CV, and
 *   changed or moved by nobody (they go with their leads); the blog's images are untouched;
 * - the REST API's upload (POST /api/upload) also runs admissions' CV check (`plugin::admissions.cv-upload`),
 *   so a token that may upload sends one PDF or Word file whose bytes are what its name says and nothing
 *   else. The admin's uploads (blog images) keep Strapi's own rules;
 * - the admin's upload from URLs (POST /upload/actions/upload-from-urls) is refused to everyone
 *   (`plugin::publishing.no-url-upload`): it would make the CMS fetch addresses of its own machine.
 */
interface Route {
  method: string;
  path: string;
  handler?: string;
  config?: { middlewares?: unknown[] } & Record<string, unknown>;
}

interface UploadPlugin {
  routes: Record<string, { routes: Route[] } | unknown>;
}

function withMiddleware(route: Route, middleware: unknown) {
  route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), middleware] };
}

const extendUpload = (plugin: UploadPlugin) => {
  const admin = plugin.routes.admin as { routes: Route[] } | undefined;
  const contentApi = plugin.routes['content-api'] as { routes: Route[] } | undefined;
  if (!admin || !contentApi)
    throw new Error('The upload plugin has no admin or REST routes: CVs cannot be guarded');
  for (const route of [...admin.routes, ...contentApi.routes]) {
    withMiddleware(route, { name: 'plugin::admissions.cv-guard', config: { handler: route.handler } });
  }
  const upload = contentApi.routes.find((route) => route.method === 'POST' && route.path === '/');
  if (!upload) throw new Error('The upload plugin has no POST / route: the CV check cannot be added');
  withMiddleware(upload, 'plugin::admissions.cv-upload');
  const fromUrls = admin.routes.find(
    (route) => route.method === 'POST' && route.path === '/actions/upload-from-urls',
  );
  if (!fromUrls) throw new Error('The upload plugin has no upload-from-urls route: it cannot be closed');
  withMiddleware(fromUrls, 'plugin::publishing.no-url-upload');
  return plugin;
};

export default extendUpload;
