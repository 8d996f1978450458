/**
 * The admin half of the access record: a page for Super Admins (its menu link asks for the record's own
 * permission, which only Super Admins keep: the server's security assertion) that lists the record newest
 * first, narrowed to an account or a lead. It only reads: the record has no way to be changed.
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { Eye } from '@strapi/icons';

const PLUGIN_ID = 'access-log';

const adminHalf = {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Access record' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Eye,
      intlLabel: { id: 'access-log.menu', defaultMessage: 'Access record' },
      Component: () => import('./pages/AccessRecordPage'),
      permissions: [{ action: 'plugin::access-log.read', subject: null }],
    });
  },
  bootstrap() {},
};

export default adminHalf;
