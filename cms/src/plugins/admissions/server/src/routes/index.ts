/**
 * The admin routes of admissions, mounted under /admissions: for a signed-in admin
 * (`admin::isAuthenticatedAdmin`) whose role may read leads (`plugin::admissions.leads`, the one place that
 * decides it), and update them to write a lead's history.
 */
const reads = ['admin::isAuthenticatedAdmin', 'plugin::admissions.leads'];
const updates = [
  'admin::isAuthenticatedAdmin',
  { name: 'plugin::admissions.leads', config: { update: true } },
];

const adminRoutes = [
  { method: 'GET', path: '/dashboard', handler: 'leads.dashboard', config: { policies: reads } },
  { method: 'GET', path: '/export.csv', handler: 'leads.export', config: { policies: reads } },
  {
    method: 'GET',
    path: '/leads/:documentId/history',
    handler: 'leads.history',
    config: { policies: reads },
  },
  {
    method: 'POST',
    path: '/leads/:documentId/history',
    handler: 'leads.addToHistory',
    config: { policies: updates },
  },
  { method: 'GET', path: '/cvs/:name', handler: 'leads.cv', config: { policies: reads } },
  // The people of admissions by name, and whether alerts are going out: for every role that reads leads.
  { method: 'GET', path: '/people', handler: 'leads.people', config: { policies: reads } },
  { method: 'GET', path: '/mail-status', handler: 'leads.mailStatus', config: { policies: reads } },
  // For the end-to-end tests only: 404 unless the plugin's `testClock` is on (e2e/cms-hub.mjs sets
  // ADMISSIONS_TEST_CLOCK), then for a signed-in Super Admin.
  {
    method: 'POST',
    path: '/test-clock/reminders',
    handler: 'leads.reminders',
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  },
  {
    method: 'POST',
    path: '/test-clock/alerts-ahead',
    handler: 'leads.alertsAhead',
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  },
  {
    method: 'POST',
    path: '/test-clock/alert',
    handler: 'leads.alert',
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  },
  // A lead's acknowledgements to its person (the side panel), and their round at a given time (tests only).
  {
    method: 'GET',
    path: '/leads/:documentId/acknowledgements',
    handler: 'acknowledgements.of',
    config: { policies: reads },
  },
  {
    method: 'POST',
    path: '/test-clock/acknowledgements',
    handler: 'acknowledgements.round',
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  },
];

const pluginRoutes = {
  admin: { type: 'admin', routes: adminRoutes },
};

export default pluginRoutes;
