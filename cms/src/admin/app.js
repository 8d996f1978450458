import { DataRequestErasurePanel } from './data-request-erasure-panel';
import { LeadCvPanel } from './lead-cv-panel';
import { LeadExportButton } from './lead-export-button';
import { SchedulePanel, blogListColumns } from './scheduled-posts';

/** Where the admin keeps the interface language a user chose (Strapi's own key). */
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    // British English: dates read day, month, year, as the institute writes them.
    locales: ['en-GB'],
    tutorials: false,
    notifications: { releases: false },
  },
  register() {
    // The default for everyone who has not picked a language in their profile.
    if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'en-GB');
  },
  bootstrap(app) {
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('listView', 'actions', { name: 'lead-export', Component: LeadExportButton });
    contentManager.apis.addEditViewSidePanel([LeadCvPanel, SchedulePanel, DataRequestErasurePanel]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', blogListColumns);
  },
};
