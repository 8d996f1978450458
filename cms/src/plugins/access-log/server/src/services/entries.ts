/**
 * The access record as a Super Admin reads it in the admin (`GET /access-log/entries`): newest first, a page
 * at a time, narrowed to one account, one lead or both. An entry's leads are shown by id (the first ones of a
 * long list, with how many more); accounts by their name and e-mail (admin accounts, not leads).
 */
import type { Core } from '@strapi/strapi';
import { DOCUMENT_ID, splitLeadIds } from '@codebridge/shared/access-log.mjs';
import { ENTRY_UID } from '../record';

export const PAGE_SIZE = 50;
/** An export names thousands of leads: the page shows the first ones, and how many more. */
export const LEADS_SHOWN = 20;

export interface EntryFilters {
  account?: number;
  lead?: string;
  page?: number;
}

export interface ListedEntry {
  id: number;
  at: string;
  account: number | null;
  actor: string | null;
  action: string;
  leads: string[];
  moreLeads: number;
  leadCount: number | null;
  dataRequest: string | null;
  count: number | null;
  command: string | null;
}

interface EntryRow {
  id: number;
  at: string | Date;
  account?: number | null;
  actor?: string | null;
  action: string;
  leads?: string | null;
  leadCount?: number | null;
  dataRequest?: string | null;
  count?: number | null;
  command?: string | null;
}

/** The query's filters from the page's parameters: anything malformed is refused, not ignored. */
export function parseFilters(query: Record<string, unknown>): EntryFilters | { error: string } {
  const filters: EntryFilters = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (text(query.account)) {
    const account = Number(text(query.account));
    if (!Number.isSafeInteger(account) || account <= 0) return { error: 'account: an admin account’s id' };
    filters.account = account;
  }
  if (text(query.lead)) {
    if (!DOCUMENT_ID.test(text(query.lead))) return { error: 'lead: a lead’s document id' };
    filters.lead = text(query.lead);
  }
  if (text(query.page)) {
    const page = Number(text(query.page));
    if (!Number.isSafeInteger(page) || page < 1) return { error: 'page: 1 or more' };
    filters.page = page;
  }
  return filters;
}

export async function listEntries(strapi: Core.Strapi, filters: EntryFilters) {
  const where: Record<string, unknown> = {};
  if (filters.account) where.account = filters.account;
  // Ids are apart by spaces and a document id has none, so a match on the whole id is that lead.
  if (filters.lead) where.leads = { $contains: filters.lead };
  const page = filters.page ?? 1;
  const query = strapi.db.query(ENTRY_UID as never);
  const [rows, total] = await Promise.all([
    query.findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }) as Promise<EntryRow[]>,
    query.count({ where }),
  ]);
  const entries: ListedEntry[] = rows.map((row) => {
    const leads = splitLeadIds(row.leads);
    return {
      id: row.id,
      at: new Date(row.at).toISOString(),
      account: row.account ?? null,
      actor: row.actor ?? null,
      action: row.action,
      leads: leads.slice(0, LEADS_SHOWN),
      moreLeads: Math.max(0, leads.length - LEADS_SHOWN),
      leadCount: row.leadCount ?? null,
      dataRequest: row.dataRequest ?? null,
      count: row.count ?? null,
      command: row.command ?? null,
    };
  });
  const accountIds = [...new Set(entries.map((entry) => entry.account).filter((id): id is number => !!id))];
  const accounts: { id: number; firstname?: string; lastname?: string; email?: string }[] =
    accountIds.length > 0
      ? await strapi.db.query('admin::user').findMany({
          where: { id: { $in: accountIds } },
          select: ['id', 'firstname', 'lastname', 'email'],
        })
      : [];
  return {
    entries,
    accounts: Object.fromEntries(
      accounts.map((user) => [
        user.id,
        {
          name: [user.firstname, user.lastname].filter(Boolean).join(' ') || null,
          email: user.email ?? null,
        },
      ]),
    ),
    pagination: { page, pageSize: PAGE_SIZE, total, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
  };
}

/** Every admin account, for the page's filter (id, name, e-mail). */
export async function listAccounts(strapi: Core.Strapi) {
  const users: { id: number; firstname?: string; lastname?: string; email?: string }[] = await strapi.db
    .query('admin::user')
    .findMany({ select: ['id', 'firstname', 'lastname', 'email'], orderBy: { id: 'asc' } });
  return users.map((user) => ({
    id: user.id,
    name: [user.firstname, user.lastname].filter(Boolean).join(' ') || null,
    email: user.email ?? null,
  }));
}

const entriesService = ({ strapi }: { strapi: Core.Strapi }) => ({
  list: (filters: EntryFilters) => listEntries(strapi, filters),
  accounts: () => listAccounts(strapi),
});

export default entriesService;
