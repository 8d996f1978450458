import type { Context } from 'koa';
import { ACCESS_ACTIONS } from '@codebridge/shared/access-log.mjs';
import { recordAccess } from '../../../../access-log/server/src/record';
import acknowledgements from './acknowledgements';
import { admissions } from '../services';
import { parseEntry, presentEntry } from '../services/history';
import { LEAD_UID } from '../../../common/leads';
import { alertsNow, setAlertsClockAhead } from '../lib/clock';
import { leadQueries, type UserAbility } from '../services/lead-queries';
import type { Strapi } from '../lib/types';
import { settings } from '../settings';

/** Whether the signed-in admin is a Super Admin (the test clock's routes are theirs only). */
function isSuperAdmin(ctx: Context): boolean {
  return Boolean(
    (ctx.state.user as { roles?: { code: string }[] } | undefined)?.roles?.some(
      (role) => role.code === 'strapi-super-admin',
    ),
  );
}

/**
 * The admin routes of admissions (routes/index.ts). The routes' policy lets in a role that may read leads;
 * which leads and which of their fields it gets is the one permission-checked query path's
 * (services/lead-queries.ts), as in the content manager.
 */
const leads = ({ strapi }: { strapi: Strapi }) => {
  const abilityOf = (ctx: Context) => ctx.state.userAbility as UserAbility | undefined;
  const controller = {
    /** GET /admissions/dashboard: the figures of the home page's widgets. */
    async dashboard(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await admissions(strapi).dashboard.figures(abilityOf(ctx));
    },

    /** GET /admissions/export.csv: the list's Export CSV, with the list's own filters. */
    async export(ctx: Context) {
      const { fileName, csv, documentIds } = await admissions(strapi).export.leads(
        abilityOf(ctx),
        (ctx.query as { filters?: unknown }).filters,
      );
      await recordAccess(strapi, {
        user: ctx.state.user,
        action: ACCESS_ACTIONS.leadsExported,
        leadDocumentIds: documentIds,
      });
      ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    },

    /** GET /admissions/leads/:documentId/history: the side panel's entries, newest first. */
    async history(ctx: Context) {
      const { documentId } = ctx.params as { documentId: string };
      const lead = await leadQueries(strapi, abilityOf(ctx)).findOne<{ notes?: string | null }>(documentId, {
        fields: ['notes'],
      });
      if (!lead) return ctx.notFound('No such lead.');
      ctx.set('Cache-Control', 'private, no-store');
      await recordAccess(strapi, {
        user: ctx.state.user,
        action: ACCESS_ACTIONS.historyRead,
        leadDocumentIds: [documentId],
      });
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
      const lead = await leadQueries(strapi, abilityOf(ctx)).findOne(
        documentId,
        { fields: ['documentId'] },
        'update',
      );
      if (!lead) return ctx.notFound('No such lead.');
      const user = ctx.state.user as { id: number; firstname?: string; lastname?: string };
      const created = (await admissions(strapi).history.add({
        leadDocumentId: documentId,
        ...parsed.entry,
        authorId: user.id,
      })) as unknown as Parameters<typeof presentEntry>[0];
      ctx.status = 201;
      ctx.body = { entry: presentEntry({ ...created, author: user }) };
    },

    /** GET /admissions/people: the people of admissions by name (services/people.ts says why a route). */
    async people(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { people: await admissions(strapi).people.list() };
    },

    /** GET /admissions/mail-status: whether alerts are going out (the banner of the home page and list). */
    async mailStatus(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await admissions(strapi).alerts.mailStatus();
    },

    /** GET /admissions/cvs/:name: a CV, to an admin whose role reads its lead and the lead's CV. */
    async cv(ctx: Context) {
      const served = await admissions(strapi).cvs.serve(ctx, leadQueries(strapi, abilityOf(ctx)));
      if (served)
        await recordAccess(strapi, {
          user: ctx.state.user,
          action: ACCESS_ACTIONS.cvDownloaded,
          leadDocumentIds: served.leadDocumentIds,
        });
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

    /**
     * POST /admissions/test-clock/alerts-ahead {ms}: moves the alerts' clock (lib/clock.ts) ms ahead of the
     * real time (0: back), so an end-to-end test sees a mail server that has failed for minutes at once.
     * Only when the tests' clock is on.
     */
    async alertsAhead(ctx: Context) {
      if (!settings(strapi).testClock) return ctx.notFound();
      if (!isSuperAdmin(ctx)) return ctx.forbidden('Super Admins only.');
      const ms = Number((ctx.request.body as { ms?: unknown } | undefined)?.ms);
      if (!Number.isFinite(ms) || ms < 0) return ctx.badRequest('ms: a number of milliseconds, 0 or more');
      setAlertsClockAhead(ms);
      ctx.body = { now: alertsNow().toISOString() };
    },
  };

  /** The tests' clock's `now`, or null once the call is answered (clock off, not a Super Admin, no time). */
  function testClockNow(ctx: Context): Date | null {
    if (!settings(strapi).testClock) {
      ctx.notFound();
      return null;
    }
    if (!isSuperAdmin(ctx)) {
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
