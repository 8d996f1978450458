'use strict';

/**
 * For the end-to-end tests only: runs the reminders with a given time, so a test sees tomorrow's digest or
 * an escalation without waiting. Registered only when ADMISSIONS_TEST_CLOCK is 'true' (the tests' CMS hub
 * sets it; nothing else does), and only a signed-in Super Admin may call it.
 */
const { runReminders } = require('./reminders');

function registerTestClock(strapi) {
  if (process.env.ADMISSIONS_TEST_CLOCK !== 'true') return;
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'POST',
        path: '/admissions-test/reminders',
        handler: async (ctx) => {
          const superAdmin = ctx.state.user?.roles?.some((role) => role.code === 'strapi-super-admin');
          if (!superAdmin) return ctx.forbidden('Super Admins only.');
          const now = new Date(ctx.request.body?.now);
          if (Number.isNaN(now.getTime())) return ctx.badRequest('now: an ISO time');
          ctx.body = await runReminders(strapi, now);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { registerTestClock };
