import type { Context } from 'koa';
import type { Strapi } from '../lib/types';
import { admissions } from '../services';
import { settings } from '../settings';

/** The admin routes of a lead's acknowledgements (routes/index.ts; who may call them is the policy's business). */
const acknowledgements = ({ strapi }: { strapi: Strapi }) => ({
  /** GET /admissions/leads/:documentId/acknowledgements: the side panel's rows, or why there are none. */
  async of(ctx: Context) {
    const { documentId } = ctx.params as { documentId: string };
    const found = await admissions(strapi).acknowledgements.of(documentId);
    if (!found) return ctx.notFound('No such lead.');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = found;
  },

  /**
   * POST /admissions/test-clock/acknowledgements {now}: runs the acknowledgements' round at a given time, so
   * an end-to-end test sees a claim left by a killed CMS taken again without waiting for it to go stale. Only
   * when the tests' clock is on, for Super Admins.
   */
  async round(ctx: Context) {
    if (!settings(strapi).testClock) return ctx.notFound();
    const superAdmin = (ctx.state.user as { roles?: { code: string }[] } | undefined)?.roles?.some(
      (role) => role.code === 'strapi-super-admin',
    );
    if (!superAdmin) return ctx.forbidden('Super Admins only.');
    const now = new Date((ctx.request.body as { now?: string } | undefined)?.now ?? Number.NaN);
    if (Number.isNaN(now.getTime())) return ctx.badRequest('now: an ISO time');
    ctx.body = { sent: await admissions(strapi).acknowledgements.deliverDue(now) };
  },
});

export default acknowledgements;
