'use strict';

const { allowPublicRead } = require('./bootstrap/public-access');
const { configureAdmin } = require('./bootstrap/admin-layout');
const { numberExistingPosts, registerPostNumbers } = require('./bootstrap/post-numbers');
const { excerptExistingPosts, registerPostExcerpts } = require('./bootstrap/post-excerpts');
const { movePicturesFromImages } = require('./bootstrap/pictures-from-images');
const { ensureRevalidationWebhook } = require('./bootstrap/revalidation-webhook');
const { ensureApiTokens } = require('./bootstrap/api-tokens');
const { seedSamplePosts } = require('./bootstrap/seed');
const { defaultDateToToday, registerPublishingRules } = require('./bootstrap/publishing-rules');
const { registerScheduledPublishing } = require('./bootstrap/scheduled-publishing');
const { keepMarketersToTheBlog } = require('./bootstrap/marketer-roles');
const { ensureApiUploadFolder, registerPrivateUploads } = require('./bootstrap/private-uploads');
const { registerLeadExport } = require('./bootstrap/lead-export');
const { registerCvCleanup, scheduleLeadRetention } = require('./bootstrap/lead-retention');
const { configureLeadAdmin } = require('./bootstrap/lead-admin');
const { registerLeadHistory, registerLeadHistoryRoutes } = require('./bootstrap/lead-history');
const { registerLeadDashboard } = require('./bootstrap/lead-dashboard');
const { registerAdmissionsHooks } = require('./admissions/lead-hooks');
const { registerTestClock } = require('./admissions/test-clock');
const { ensureAdmissionsRole } = require('./admissions/role');
const { closePublicRegistration } = require('./bootstrap/registration');
const { registerErasureRoute } = require('./api/data-request/erasure');
const { configureDataRequestAdmin } = require('./api/data-request/admin');
const { scheduleRequestRetention } = require('./api/data-request/retention');

module.exports = {
  register({ strapi }) {
    // The rules first: a refused request takes no post number.
    registerPublishingRules(strapi);
    registerScheduledPublishing(strapi);
    registerPostNumbers(strapi);
    registerPostExcerpts(strapi);
    registerPrivateUploads(strapi);
    registerLeadExport(strapi);
    registerCvCleanup(strapi);
    registerLeadHistory(strapi);
    registerLeadHistoryRoutes(strapi);
    registerLeadDashboard(strapi);
    registerAdmissionsHooks(strapi);
    registerTestClock(strapi);
    registerErasureRoute(strapi);
  },

  /** Everything the site relies on is set up on every start, so a fresh database needs no manual steps. */
  async bootstrap({ strapi }) {
    await allowPublicRead(strapi, 'api::blog.blog', ['find', 'findOne']);
    await closePublicRegistration(strapi);
    await ensureRevalidationWebhook(strapi);
    await ensureApiTokens(strapi);
    await numberExistingPosts(strapi);
    await excerptExistingPosts(strapi);
    await movePicturesFromImages(strapi);
    await ensureApiUploadFolder(strapi);
    await seedSamplePosts(strapi);
    defaultDateToToday(strapi);
    await configureAdmin(strapi);
    await keepMarketersToTheBlog(strapi);
    await ensureAdmissionsRole(strapi);
    await configureLeadAdmin(strapi);
    await configureDataRequestAdmin(strapi);
    await scheduleRequestRetention(strapi);
    await scheduleLeadRetention(strapi);
  },
};
