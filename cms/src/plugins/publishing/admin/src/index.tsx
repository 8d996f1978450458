/** The admin half of publishing: the blog's list shows when a post goes live, its editor a Schedule panel. */
import type { StrapiApp } from '@strapi/strapi/admin';
import { SchedulePanel, blogListColumns } from './schedule';

const adminHalf = {
  register(app: StrapiApp) {
    app.registerPlugin({ id: 'publishing', name: 'Publishing' });
  },
  bootstrap(app: { getPlugin: StrapiApp['getPlugin']; registerHook: StrapiApp['registerHook'] }) {
    const contentManager = app.getPlugin('content-manager');
    (contentManager.apis as { addEditViewSidePanel(panels: unknown[]): void }).addEditViewSidePanel([
      SchedulePanel,
    ]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', blogListColumns);
  },
};

export default adminHalf;
