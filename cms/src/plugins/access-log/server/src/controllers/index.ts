import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseFilters } from '../services/entries';
import { accessLog } from '../services';

/** The admin routes of the access record (routes/index.ts); their policy lets Super Admins only. */
const entries = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /access-log/entries?account=&lead=&page=: a page of the record, newest first. */
  async list(ctx: Context) {
    const filters = parseFilters(ctx.query as Record<string, unknown>);
    if ('error' in filters) return ctx.badRequest(filters.error);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await accessLog(strapi).entries.list(filters);
  },

  /** GET /access-log/accounts: the admin accounts, for the page's filter. */
  async accounts(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { accounts: await accessLog(strapi).entries.accounts() };
  },
});

const controllers = { entries };

export default controllers;
