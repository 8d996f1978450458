import type { Core } from '@strapi/strapi';
import { assertSecurity } from './security-assertions';

/**
 * The CMS's own start. Its domains are local plugins (src/plugins: admissions, data-rights, publishing) that
 * start themselves; here only what security demands is asserted, on every start (src/security-assertions.ts).
 */
const cms = {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await assertSecurity(strapi);
  },
};

export default cms;
