/**
 * The upload plugin, extended the way Strapi documents for a plugin's routes (src/extensions/{plugin}/
 * strapi-server): the REST API's upload (POST /api/upload) also runs admissions' CV check
 * (`plugin::admissions.cv-upload`), so the site's token can upload one PDF or Word file whose bytes are what
 * its name says and nothing else. The admin's uploads (blog images) keep Strapi's own rules.
 */
interface Route {
  method: string;
  path: string;
  config?: { middlewares?: unknown[] } & Record<string, unknown>;
}

interface UploadPlugin {
  routes: Record<string, { routes: Route[] } | unknown>;
}

const extendUpload = (plugin: UploadPlugin) => {
  const contentApi = plugin.routes['content-api'] as { routes: Route[] } | undefined;
  const upload = contentApi?.routes.find((route) => route.method === 'POST' && route.path === '/');
  if (!upload) throw new Error('The upload plugin has no POST / route: the CV check cannot be added');
  upload.config = {
    ...upload.config,
    middlewares: [...(upload.config?.middlewares ?? []), 'plugin::admissions.cv-upload'],
  };
  return plugin;
};

export default extendUpload;
