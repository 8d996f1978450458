/**
 * The admin half of admissions: the dashboard's widgets on the home page, the list of leads (a phone that
 * calls, the follow-up in India time, the Export CSV button) and the side panels of a lead's page (its
 * history, its CV, the acknowledgement sent to the person).
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { ChartPie, Clock, TrendUp } from '@strapi/icons';
import { READ_LEADS, LEAD_UID } from '../../common/leads';
import { LeadAcknowledgementsPanel } from './components/LeadAcknowledgementsPanel';
import { LeadCvPanel } from './components/LeadCvPanel';
import { LeadExportButton } from './components/LeadExportButton';
import { LeadHistoryPanel } from './components/LeadHistoryPanel';
import { leadListColumns } from './lead-list';

const PLUGIN_ID = 'admissions';
/** The dashboard shows to whoever may read leads (administrators and the Admissions role). */
const READS_LEADS = [{ action: READ_LEADS.action, subject: READ_LEADS.subject }];

/** What Strapi gives a plugin's bootstrap. */
interface Bootstrap {
  getPlugin: StrapiApp['getPlugin'];
  registerHook: StrapiApp['registerHook'];
}

const adminHalf = {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Admissions' });
    // First on the admin's home page.
    app.widgets.register((strapiWidgets) => [
      {
        id: 'leads-this-week',
        pluginId: PLUGIN_ID,
        icon: Clock,
        title: { id: 'lead-dashboard.week', defaultMessage: 'Leads this week' },
        component: async () => (await import('./components/DashboardWidgets')).LeadsThisWeekWidget,
        link: {
          label: { id: 'lead-dashboard.link', defaultMessage: 'Open the leads' },
          href: `/content-manager/collection-types/${LEAD_UID}`,
        },
        permissions: READS_LEADS,
      },
      {
        id: 'leads-by-source',
        pluginId: PLUGIN_ID,
        icon: ChartPie,
        title: { id: 'lead-dashboard.sources', defaultMessage: 'Leads by course and source' },
        component: async () => (await import('./components/DashboardWidgets')).LeadsBySourceWidget,
        permissions: READS_LEADS,
      },
      {
        id: 'leads-by-channel',
        pluginId: PLUGIN_ID,
        icon: ChartPie,
        title: { id: 'lead-dashboard.channels', defaultMessage: 'Leads by channel' },
        component: async () => (await import('./components/DashboardWidgets')).LeadsByChannelWidget,
        permissions: READS_LEADS,
      },
      {
        id: 'lead-enrolments',
        pluginId: PLUGIN_ID,
        icon: TrendUp,
        title: { id: 'lead-dashboard.enrolled', defaultMessage: 'Enrolled, last 90 days' },
        component: async () => (await import('./components/DashboardWidgets')).EnrolmentsWidget,
        permissions: READS_LEADS,
      },
      ...strapiWidgets,
    ]);
  },
  bootstrap(app: Bootstrap) {
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('listView', 'actions', {
      name: 'lead-export',
      Component: LeadExportButton,
    });
    (contentManager.apis as { addEditViewSidePanel(panels: unknown[]): void }).addEditViewSidePanel([
      LeadHistoryPanel,
      LeadCvPanel,
      LeadAcknowledgementsPanel,
    ]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', leadListColumns);
  },
};

export default adminHalf;
