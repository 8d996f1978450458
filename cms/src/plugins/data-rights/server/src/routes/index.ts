/** The admin route of data rights, mounted under /data-rights. */
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
    ],
  },
};

export default pluginRoutes;
