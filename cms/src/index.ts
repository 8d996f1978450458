import type { Core } from '@strapi/strapi';
import { narrowAdminRoutes } from './admin-routes';
import { assertSecurity } from './security-assertions';

/**
 * The CMS's own start. Its domains are local plugins (src/plugins: admissions, data-rights, publishing) that
 * start themselves; here only what security demands: the admin's routes narrowed (src/admin-routes.ts), and
 * the assertions of every start (src/security-assertions.ts).
 */
const cms = {
  register({ strapi }: { strapi: Core.Strapi }) {
    narrowAdminRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await assertSecurity(strapi);
  },
};

export default cms;
