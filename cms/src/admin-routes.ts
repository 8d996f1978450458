import type { Core } from '@strapi/strapi';

interface AdminRoute {
  method: string;
  path: string;
  config?: { policies?: unknown[] } & Record<string, unknown>;
}

/**
 * The admin's homepage "key statistics" (GET /admin/homepage/key-statistics) counts the CMS's admins, API
 * tokens, webhooks and files. Strapi shows its card to Super Admins only, but answers the route to every
 * signed-in account; here it asks for the right to read admin users, which only those who manage users have.
 */
export function narrowAdminRoutes(strapi: Core.Strapi): void {
  const routers = (strapi.admin as unknown as { routes: Record<string, { routes: AdminRoute[] }> }).routes;
  const route = Object.values(routers)
    .flatMap((router) => router.routes ?? [])
    .find((candidate) => candidate.method === 'GET' && candidate.path === '/homepage/key-statistics');
  if (!route) throw new Error('The admin has no key-statistics route: it cannot be narrowed');
  route.config = {
    ...route.config,
    policies: [
      ...(route.config?.policies ?? []),
      { name: 'admin::hasPermissions', config: { actions: ['admin::users.read'] } },
    ],
  };
}
