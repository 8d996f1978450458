import { ChartPie, Clock, TrendUp } from '@strapi/icons';
import { DataRequestErasurePanel } from './data-request-erasure-panel';
import { LeadCvPanel } from './lead-cv-panel';
import { LeadExportButton } from './lead-export-button';
import { LeadHistoryPanel } from './lead-history-panel';
import { leadListColumns } from './lead-list';
import { SchedulePanel, blogListColumns } from './scheduled-posts';

/** Where the admin keeps the interface language a user chose (Strapi's own key). */
const LANGUAGE_KEY = 'strapi-admin-language';

/** The admissions widgets show to whoever may read leads (administrators and the Admissions role). */
const READS_LEADS = [{ action: 'plugin::content-manager.explorer.read', subject: 'api::lead.lead' }];
const LEADS_LINK = {
  label: { id: 'lead-dashboard.link', defaultMessage: 'Open the leads' },
  href: '/content-manager/collection-types/api::lead.lead',
};

export default {
  config: {
    // British English: dates read day, month, year, as the institute writes them.
    locales: ['en-GB'],
    tutorials: false,
    notifications: { releases: false },
  },
  register(app) {
    // The default for everyone who has not picked a language in their profile.
    if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'en-GB');
    // The admissions dashboard (src/admin/lead-dashboard-widget.js), first on the admin's home page.
    app.widgets.register((strapiWidgets) => [
      {
        id: 'leads-this-week',
        icon: Clock,
        title: { id: 'lead-dashboard.week', defaultMessage: 'Leads this week' },
        component: async () => (await import('./lead-dashboard-widget')).LeadsThisWeekWidget,
        link: LEADS_LINK,
        permissions: READS_LEADS,
      },
      {
        id: 'leads-by-source',
        icon: ChartPie,
        title: { id: 'lead-dashboard.sources', defaultMessage: 'Leads by course and source' },
        component: async () => (await import('./lead-dashboard-widget')).LeadsBySourceWidget,
        permissions: READS_LEADS,
      },
      {
        id: 'lead-enrolments',
        icon: TrendUp,
        title: { id: 'lead-dashboard.enrolled', defaultMessage: 'Enrolled, last 90 days' },
        component: async () => (await import('./lead-dashboard-widget')).EnrolmentsWidget,
        permissions: READS_LEADS,
      },
      ...strapiWidgets,
    ]);
  },
  bootstrap(app) {
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('listView', 'actions', { name: 'lead-export', Component: LeadExportButton });
    contentManager.apis.addEditViewSidePanel([LeadHistoryPanel, LeadCvPanel, SchedulePanel, DataRequestErasurePanel]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', blogListColumns);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', leadListColumns);
  },
};
