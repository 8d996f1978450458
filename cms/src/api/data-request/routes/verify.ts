/**
 * POST /api/data-requests/verify: the code from the verification e-mail, as the person's confirmation
 * reached the site. POST /api/data-requests/lookup: what the request behind a code asks, before the person
 * confirms it (read-only). Allowed to the site's data-requests token only (its `verify` and `lookup`
 * permissions).
 */
const verifyRoutes = {
  routes: [
    { method: 'POST', path: '/data-requests/verify', handler: 'api::data-request.data-request.verify' },
    { method: 'POST', path: '/data-requests/lookup', handler: 'api::data-request.data-request.lookup' },
  ],
};

export default verifyRoutes;
