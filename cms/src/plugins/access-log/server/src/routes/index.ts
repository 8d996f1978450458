/** The admin routes of the access record, mounted under /access-log: reads, for Super Admins only. */
const superAdmins = ['admin::isAuthenticatedAdmin', 'plugin::access-log.super-admin'];

const pluginRoutes = {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/entries', handler: 'entries.list', config: { policies: superAdmins } },
      { method: 'GET', path: '/accounts', handler: 'entries.accounts', config: { policies: superAdmins } },
    ],
  },
};

export default pluginRoutes;
