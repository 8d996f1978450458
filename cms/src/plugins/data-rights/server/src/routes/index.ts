/** The admin routes of data rights, mounted under /data-rights. */
const pluginRoutes = {
  admin: {
    type: 'admin',
    routes: [
      {
        method: 'POST',
        path: '/requests/:documentId/erasure',
        handler: 'requests.erase',
        config: { policies: ['admin::isAuthenticatedAdmin', 'plugin::data-rights.may-erase'] },
      },
      {
        method: 'POST',
        path: '/requests/:documentId/access',
        handler: 'requests.answerAccess',
        config: { policies: ['admin::isAuthenticatedAdmin', 'plugin::data-rights.may-answer'] },
      },
    ],
  },
};

export default pluginRoutes;
