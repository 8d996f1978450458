/**
 * The access record is append-only for every role, Super Admin included: Super Admins pass every permission
 * check, so the record is closed where no role is asked.
 *
 * - The document service (every create, change, delete, publish or copy of an entry, from the admin, the
 *   REST API or the CMS's own code) refuses every write to the record and to its purges' bookkeeping: only
 *   reads pass. `recordAccess` and the retention write below it, through the database layer.
 * - The admin's API refuses every request but a read to the content manager's routes of the two
 *   collections, before any handler runs (the content manager would otherwise reach the database layer for
 *   some bulk actions).
 * The collections are hidden from the content manager's menu and from the content-type builder; a Super
 * Admin reads the record in its own page (the plugin's admin half), which has no way to change it.
 */
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { onDocuments } from '../../../../documents';
import { ENTRY_UID } from './record';

export const PURGE_UID = 'api::access-log-purge.access-log-purge';
const GUARDED = [ENTRY_UID, PURGE_UID];
/** The document service's reads; anything else writes. */
const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

export const APPEND_ONLY =
  'The access record is append-only: no one changes or deletes its entries (they are deleted only by its retention).';

/** The document service's part (register phase). */
export function guardEntryDocuments(strapi: Core.Strapi): void {
  for (const uid of GUARDED) {
    onDocuments(strapi, uid, async (context, next) => {
      if (!READS.has(context.action)) throw new errors.ForbiddenError(APPEND_ONLY);
      return next();
    });
  }
}

/** Whether an admin API request would write to the record through the content manager. */
export function writesToRecord(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const decoded = (() => {
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  })();
  return GUARDED.some((uid) =>
    new RegExp(
      `^/content-manager/(collection-types|single-types|relations)/${uid.replace(/\./g, '\\.')}(/|$)`,
    ).test(decoded),
  );
}

/** The admin routes' part: a server middleware, before routing (register phase). */
export function guardEntryRoutes(strapi: Core.Strapi): void {
  strapi.server.use(async (ctx: Context, next: Next) => {
    if (!writesToRecord(ctx.method, ctx.path)) return next();
    ctx.status = 403;
    ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: APPEND_ONLY } };
  });
}
