/**
 * POST /api/lead-acknowledgements/statuses: what WhatsApp's signed webhook reported (the acknowledgements'
 * statuses, and people who wrote STOP), passed on by the site once it checked the signature. Allowed to the
 * site's leads token only (its `statuses` permission); nothing else of the collection is served.
 */
const statusRoutes = {
  routes: [
    {
      method: 'POST',
      path: '/lead-acknowledgements/statuses',
      handler: 'api::lead-acknowledgement.lead-acknowledgement.statuses',
    },
  ],
};

export default statusRoutes;
