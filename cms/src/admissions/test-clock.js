'use strict';

/**
 * For the end-to-end tests only: runs the reminders, or one lead's alert, with a given time, so a test sees
 * tomorrow's digest, an escalation or a retry round without waiting. Registered only when ADMISSIONS_TEST_CLOCK is 'true' (the tests' CMS hub
 * sets it; nothing else does), and only a signed-in Super Admin may call it.
 */
const { runReminders } = require('./reminders');
const { deliverAlert } = require('./alerts');

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
      {
        // One lead's alert as the cron's round would try it at `now`: 'sent', 'retrying', 'not-due', ...
        method: 'POST',
        path: '/admissions-test/alert',
        handler: async (ctx) => {
          const superAdmin = ctx.state.user?.roles?.some((role) => role.code === 'strapi-super-admin');
          if (!superAdmin) return ctx.forbidden('Super Admins only.');
          const now = new Date(ctx.request.body?.now);
          if (Number.isNaN(now.getTime())) return ctx.badRequest('now: an ISO time');
          const lead = await strapi.db
            .query('api::lead.lead')
            .findOne({ where: { documentId: String(ctx.request.body?.documentId ?? '') }, select: ['id'] });
          if (!lead) return ctx.notFound('No such lead.');
          ctx.body = { outcome: await deliverAlert(strapi, lead.id, now) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { registerTestClock };
