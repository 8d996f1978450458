import type { Context } from 'koa';
import acknowledgements from './acknowledgements';
import { admissions } from '../services';
import { parseEntry, presentEntry } from '../services/history';
import { LEAD_UID } from '../../../common/leads';
import type { Strapi } from '../lib/types';
import { settings } from '../settings';

/** The admin routes of admissions (routes/index.ts); who may call them is the routes' policy's business. */
const leads = ({ strapi }: { strapi: Strapi }) => {
  const leadOf = (documentId: string) =>
    strapi
      .documents(LEAD_UID as 'api::lead.lead')
      .findOne({ documentId, fields: ['notes'] } as never) as Promise<{
      notes?: string | null;
    } | null>;
  const controller = {
    /** GET /admissions/dashboard: the figures of the home page's widgets. */
    async dashboard(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await admissions(strapi).dashboard.figures();
    },

    /** GET /admissions/export.csv: the list's Export CSV, with the list's own filters. */
    async export(ctx: Context) {
      const { fileName, csv } = await admissions(strapi).export.leads(
        (ctx.query as { filters?: unknown }).filters,
      );
      ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    },

    /** GET /admissions/leads/:documentId/history: the side panel's entries, newest first. */
    async history(ctx: Context) {
      const { documentId } = ctx.params as { documentId: string };
      const lead = await leadOf(documentId);
      if (!lead) return ctx.notFound('No such lead.');
      ctx.set('Cache-Control', 'private, no-store');
      // Notes written in the free-text box before the history existed stay readable, as its oldest entry.
      ctx.body = {
        entries: await admissions(strapi).history.of(documentId),
        earlierNotes: lead.notes || null,
      };
    },

    /** POST /admissions/leads/:documentId/history: a call or a note, by the signed-in admin. */
    async addToHistory(ctx: Context) {
      const { documentId } = ctx.params as { documentId: string };
      const parsed = parseEntry(ctx.request.body);
      if (parsed.error !== undefined) return ctx.badRequest(parsed.error);
      if (!(await leadOf(documentId))) return ctx.notFound('No such lead.');
      const user = ctx.state.user as { id: number; firstname?: string; lastname?: string };
      const created = (await admissions(strapi).history.add({
        leadDocumentId: documentId,
        ...parsed.entry,
        authorId: user.id,
      })) as unknown as Parameters<typeof presentEntry>[0];
      ctx.status = 201;
      ctx.body = { entry: presentEntry({ ...created, author: user }) };
    },

    /** GET /admissions/cvs/:name: a CV, to an admin who may read leads. */
    async cv(ctx: Context) {
      await admissions(strapi).cvs.serve(ctx);
    },

    /**
     * POST /admissions/test-clock/reminders {now}: runs the reminders at a given time, so an end-to-end test
     * sees tomorrow's digest or an escalation without waiting. Only when the tests' clock is on.
     */
    async reminders(ctx: Context) {
      const now = testClockNow(ctx);
      if (now) ctx.body = await admissions(strapi).reminders.run(now);
    },

    /**
     * POST /admissions/test-clock/alert {documentId, now}: one lead's alert as the cron's round would try it at
     * `now` ('sent', 'retrying', 'not-due', ...), so a test sees a retry round without waiting.
     */
    async alert(ctx: Context) {
      const now = testClockNow(ctx);
      if (!now) return;
      const documentId = String((ctx.request.body as { documentId?: unknown } | undefined)?.documentId ?? '');
      const lead = (await strapi.db.query(LEAD_UID).findOne({ where: { documentId }, select: ['id'] })) as {
        id: number;
      } | null;
      if (!lead) return ctx.notFound('No such lead.');
      ctx.body = { outcome: await admissions(strapi).alerts.deliver(lead.id, now) };
    },
  };

  /** The tests' clock's `now`, or null once the call is answered (clock off, not a Super Admin, no time). */
  function testClockNow(ctx: Context): Date | null {
    if (!settings(strapi).testClock) {
      ctx.notFound();
      return null;
    }
    const superAdmin = (ctx.state.user as { roles?: { code: string }[] } | undefined)?.roles?.some(
      (role) => role.code === 'strapi-super-admin',
    );
    if (!superAdmin) {
      ctx.forbidden('Super Admins only.');
      return null;
    }
    const now = new Date((ctx.request.body as { now?: string } | undefined)?.now ?? Number.NaN);
    if (Number.isNaN(now.getTime())) {
      ctx.badRequest('now: an ISO time');
      return null;
    }
    return now;
  }

  return controller;
};

const controllers = { leads, acknowledgements };

export default controllers;
