/**
 * The admin half of admissions: on the home page, whether alert e-mails go out and the dashboard's widgets
 * (and Strapi's project statistics only for those who administer the CMS); the list of leads (a repeat
 * marked, a phone that calls, names, the follow-up and the time it came in India time, Filters → Counsellor
 * by name, My leads, Export CSV, a banner while alerts fail); a lead's page (Counsellor by name, its history,
 * CV and acknowledgement panels); the assignment rules (forms to tick, counsellors by name); and menus that
 * offer only what the role may do.
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { ChartCircle, ChartPie, Clock, Mail, Stack, TrendUp } from '@strapi/icons';
import { READ_LEADS, LEAD_UID } from '../../common/leads';
import { onlyActionsTheRoleMayUse } from './actions';
import { FormsInput } from './components/FormsInput';
import { LeadAcknowledgementsPanel } from './components/LeadAcknowledgementsPanel';
import { LeadCvPanel } from './components/LeadCvPanel';
import { LeadExportButton } from './components/LeadExportButton';
import { LeadHistoryPanel } from './components/LeadHistoryPanel';
import { MailStatusBanner } from './components/MailStatus';
import { MyLeadsButton } from './components/MyLeadsButton';
import { PeopleInput } from './components/PeopleInput';
import { admissionsInputs, FORMS_INPUT, PEOPLE_INPUT } from './edit-view';
import { leadListColumns, leadListFilters } from './lead-list';

const PLUGIN_ID = 'admissions';
/** The dashboard shows to whoever may read leads (administrators and the Admissions role). */
const READS_LEADS = [{ action: READ_LEADS.action, subject: READ_LEADS.subject }];
/** Strapi's project statistics (admins, API tokens, webhooks…): for those who may manage admin users. */
const ADMINISTERS = [{ action: 'admin::users.read' }];
const LEADS_LINK = {
  label: { id: 'lead-dashboard.link', defaultMessage: 'Open the leads' },
  href: `/content-manager/collection-types/${LEAD_UID}`,
};

/** What Strapi gives a plugin's bootstrap. */
interface Bootstrap {
  getPlugin: StrapiApp['getPlugin'];
  registerHook: StrapiApp['registerHook'];
}

const widget = (
  id: string,
  title: string,
  icon: typeof Clock,
  load: () => Promise<React.ComponentType>,
  link?: typeof LEADS_LINK,
) => ({
  id,
  pluginId: PLUGIN_ID,
  icon,
  title: { id: `lead-dashboard.${id}`, defaultMessage: title },
  component: load,
  ...(link ? { link } : {}),
  permissions: READS_LEADS,
});

const dashboard = () => import('./components/DashboardWidgets');

const adminHalf = {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Admissions' });
    app.addFields([
      { type: PEOPLE_INPUT, Component: PeopleInput },
      { type: FORMS_INPUT, Component: FormsInput },
    ] as never);
    // First on the admin's home page; Strapi's project statistics only for those who administer the CMS.
    app.widgets.register((strapiWidgets) => [
      widget(
        'alert-mail',
        'Alert e-mails',
        Mail,
        async () => (await import('./components/MailStatus')).MailStatusWidget,
      ),
      widget(
        'leads-this-week',
        'Enquiries this week',
        Clock,
        async () => (await dashboard()).LeadsThisWeekWidget,
        LEADS_LINK,
      ),
      widget('leads-by-form', 'Leads by form', Stack, async () => (await dashboard()).LeadsByFormWidget),
      widget('leads-by-way-in', 'Leads by way in', Stack, async () => (await dashboard()).LeadsByWayInWidget),
      widget(
        'leads-by-course',
        'Enquiries by course',
        ChartPie,
        async () => (await dashboard()).LeadsByCourseWidget,
      ),
      widget(
        'leads-by-channel',
        'Enquiries by source',
        ChartCircle,
        async () => (await dashboard()).LeadsByChannelWidget,
      ),
      widget(
        'leads-by-campaign',
        'Enquiries by campaign',
        ChartCircle,
        async () => (await dashboard()).LeadsByCampaignWidget,
      ),
      widget(
        'lead-enrolments',
        'Enrolled, last 90 days',
        TrendUp,
        async () => (await dashboard()).EnrolmentsWidget,
      ),
      ...strapiWidgets.map((strapiWidget) =>
        strapiWidget.id === 'key-statistics' ? { ...strapiWidget, permissions: ADMINISTERS } : strapiWidget,
      ),
    ]);
  },
  bootstrap(app: Bootstrap) {
    const contentManager = app.getPlugin('content-manager');
    for (const [name, Component] of [
      ['lead-mail-status', MailStatusBanner],
      ['lead-my-leads', MyLeadsButton],
      ['lead-export', LeadExportButton],
    ] as const) {
      contentManager.injectComponent('listView', 'actions', { name, Component });
    }
    const apis = contentManager.apis as {
      addEditViewSidePanel(panels: unknown[]): void;
      addDocumentAction(reducer: (actions: never[]) => never[]): void;
    };
    apis.addEditViewSidePanel([LeadHistoryPanel, LeadCvPanel, LeadAcknowledgementsPanel]);
    apis.addDocumentAction((actions) => onlyActionsTheRoleMayUse(actions));
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', leadListColumns);
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', leadListFilters);
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', admissionsInputs);
  },
};

export default adminHalf;
