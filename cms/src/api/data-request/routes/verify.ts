/**
 * POST /api/data-requests/verify: the code from the verification e-mail, as the person's confirmation
 * reached the site. Allowed to the site's data-requests token only (its `verify` permission).
 */
const verifyRoutes = {
  routes: [
    { method: 'POST', path: '/data-requests/verify', handler: 'api::data-request.data-request.verify' },
  ],
};

export default verifyRoutes;
