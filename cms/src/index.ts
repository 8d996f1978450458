import type { Core } from '@strapi/strapi';
import strapiPackage from '@strapi/strapi/package.json';
import { narrowAdminRoutes } from './admin-routes';
import { grantBatchesOnce } from './plugins/publishing/server/src/security';
import { assertSecurity } from './security-assertions';
import { assertCheckedStrapi } from './strapi-internals';

/**
 * The CMS's own start. Its domains are local plugins (src/plugins: admissions, data-rights, publishing) that
 * start themselves; here only what security demands: the Strapi its internal uses were checked against
 * (src/strapi-internals.ts), the admin's routes narrowed (src/admin-routes.ts), the
 * assertions of every start (src/security-assertions.ts), and then the batch calendar given once to the roles
 * those assertions make.
 */
const cms = {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertCheckedStrapi(strapiPackage.version);
    narrowAdminRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await assertSecurity(strapi);
    // After the assertions, which make the Admissions head's role on a fresh CMS.
    await grantBatchesOnce(strapi);
  },
};

export default cms;
