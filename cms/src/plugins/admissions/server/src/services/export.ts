/**
 * The export of leads to a spreadsheet (the list's Export CSV button): every lead the list's filters pick,
 * newest first, with its counsellor by name, the lead it repeats, both touches with their click ids (for an
 * offline conversion upload), its history and its address in the admin; times in India time; each cell that
 * could run as a formula prefixed with an apostrophe. Read through the one permission-checked query path
 * (lead-queries.ts): the leads and the columns the admin's role sees in the list, and a filter that names
 * anything else refused.
 */
import { indiaDate, indiaDateTime } from '@codebridge/shared/india-time.mjs';
import { LEAD_UID, leadAdminUrl } from '../../../common/leads';
import { personName } from '../../../common/people';
import type { AdminUser, Strapi } from '../lib/types';
import { settings } from '../settings';
import { historiesOf, type Entry } from './history';
import { leadQueries, type UserAbility } from './lead-queries';
import { people } from './people';

/** A lead as the export reads it. */
export interface ExportLead {
  id: number;
  documentId: string;
  submittedAt?: string | null;
  form?: string | null;
  leadStatus?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  city?: string | null;
  company?: string | null;
  designation?: string | null;
  course?: string | null;
  position?: string | null;
  firstSource?: string | null;
  firstMedium?: string | null;
  firstCampaign?: string | null;
  counsellor?: Partial<AdminUser> | null;
  /** The counsellor's name as admissions shows it (GET /admissions/people), when known. */
  counsellorName?: string | null;
  repeatOf?: { id?: number } | null;
  enquiryCount?: number | null;
  [touchField: string]: unknown;
  nextFollowUp?: string | null;
  firstContactedAt?: string | null;
  page?: string | null;
  message?: string | null;
  details?: string | null;
  notes?: string | null;
  cv?: { name?: string } | null;
  history?: Entry[];
  adminUrl?: string;
}

/** A lead's history in one cell, oldest first: '2026-11-27 10:15 Call (Asha Patil): Rang, no answer'. */
export function historyCell(entries: Entry[] = [], earlierNotes?: string | null): string {
  const lines = [...entries]
    .sort((a, b) => String(a.at).localeCompare(String(b.at)) || a.id - b.id)
    .map(
      (entry) =>
        `${indiaDateTime(entry.at)} ${entry.kind}${entry.author ? ` (${entry.author})` : ''}: ${entry.text}`,
    );
  return [...(earlierNotes ? [`Notes: ${earlierNotes}`] : []), ...lines].join('\n');
}

type Column = [heading: string, fields: string[], read: (lead: ExportLead) => unknown];

/** A touch's columns after the first touch's source, medium and campaign (which keep their short headings). */
function touchColumns(prefix: 'first' | 'latest', title: string): Column[] {
  const column = (heading: string, name: string): Column => [
    `${title}: ${heading}`,
    [`${prefix}${name}`],
    (lead) => lead[`${prefix}${name}`],
  ];
  return [
    ...(prefix === 'latest'
      ? [column('source', 'Source'), column('medium', 'Medium'), column('campaign', 'Campaign')]
      : []),
    column('term', 'Term'),
    column('content', 'Content'),
    column('referring site', 'ReferrerHost'),
    column('landing page', 'LandingPage'),
    [
      `${title}: when (India time)`,
      [`${prefix}TouchAt`],
      (lead) => indiaDateTime(lead[`${prefix}TouchAt`] as string | null),
    ],
    column('Google Ads click id (gclid)', 'Gclid'),
    column('Meta click id (fbclid)', 'Fbclid'),
  ];
}

/**
 * The export's columns: a heading, the lead's fields it shows (a role that may not read one of them does not
 * get the column), and how to read it from a lead (with its history and admin address).
 */
export const COLUMNS: Column[] = [
  ['Id', [], (lead) => lead.id],
  ['Submitted (India time)', ['submittedAt'], (lead) => indiaDateTime(lead.submittedAt)],
  ['Form', ['form'], (lead) => lead.form],
  ['Status', ['leadStatus'], (lead) => lead.leadStatus],
  ['Name', ['name'], (lead) => lead.name],
  ['Email', ['email'], (lead) => lead.email],
  ['Phone', ['phone'], (lead) => lead.phone],
  ['City', ['city'], (lead) => lead.city],
  ['Company', ['company'], (lead) => lead.company],
  ['Designation', ['designation'], (lead) => lead.designation],
  ['Course', ['course'], (lead) => lead.course],
  ['Position', ['position'], (lead) => lead.position],
  ['Source', ['firstSource'], (lead) => lead.firstSource],
  ['Medium', ['firstMedium'], (lead) => lead.firstMedium],
  ['Campaign', ['firstCampaign'], (lead) => lead.firstCampaign],
  ['Counsellor', ['counsellor'], (lead) => lead.counsellorName ?? personName(lead.counsellor)],
  ['Next follow-up (India time)', ['nextFollowUp'], (lead) => indiaDateTime(lead.nextFollowUp)],
  ['First contacted (India time)', ['firstContactedAt'], (lead) => indiaDateTime(lead.firstContactedAt)],
  ['Repeat of (id)', ['repeatOf'], (lead) => lead.repeatOf?.id],
  ['Enquiries', ['enquiryCount'], (lead) => lead.enquiryCount],
  ...touchColumns('first', 'First touch'),
  ...touchColumns('latest', 'Latest touch'),
  ['Page', ['page'], (lead) => lead.page],
  ['Message', ['message'], (lead) => lead.message],
  ['Details', ['details'], (lead) => lead.details],
  ['CV', ['cv'], (lead) => lead.cv?.name],
  // The calls and notes on a lead the role reads; its old free-text notes only when it reads that field.
  ['History', [], (lead) => historyCell(lead.history, lead.notes)],
  ['In the admin', [], (lead) => lead.adminUrl],
];

/**
 * One CSV cell. A value a spreadsheet would take for a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, so it opens as the text it is; then the usual quoting.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV of these leads, with the columns a role that reads these fields gets (every column by default). */
export function toCsv(leads: ExportLead[], mayReadField: (field: string) => boolean = () => true): string {
  const columns = COLUMNS.filter(([, fields]) => fields.every(mayReadField));
  const rows = [
    columns.map(([heading]) => heading),
    ...leads.map((lead) => columns.map(([, , read]) => read(lead))),
  ];
  // The byte order mark makes spreadsheets read the file as UTF-8 (names in Devanagari, say).
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The counsellor (an admin user's id) of each of these leads, read below the content manager's sanitising,
 * which leaves out an admin user populated into a lead: named by the people of admissions, as the list
 * names them, for a role that reads the field.
 */
async function counsellorsOf(strapi: Strapi, documentIds: string[]): Promise<Map<string, number>> {
  const rows: { documentId: string; counsellor?: { id?: number } | null }[] = await strapi.db
    .query(LEAD_UID)
    .findMany({
      where: { documentId: { $in: documentIds } },
      select: ['documentId'],
      populate: { counsellor: { select: ['id'] } },
    });
  return new Map(
    rows.flatMap((row) =>
      row.counsellor?.id ? [[row.documentId, row.counsellor.id] as [string, number]] : [],
    ),
  );
}

/**
 * Every lead the admin list's filters (`filters[...]` of its address) pick among those the admin's role may
 * read, read a page at a time, as the role sees them.
 */
export async function exportLeads(
  strapi: Strapi,
  userAbility: UserAbility | null | undefined,
  filters: unknown,
): Promise<{ fileName: string; csv: string; documentIds: string[] }> {
  const queries = leadQueries(strapi, userAbility);
  const leads: ExportLead[] = [];
  const pageSize = 500;
  const { adminUrl } = settings(strapi);
  const names = new Map((await people(strapi)).map((person) => [person.id, person.name]));
  for (let start = 0; ; start += pageSize) {
    const page = (await queries.findMany(
      { filters },
      {
        sort: [{ submittedAt: 'desc' }, { id: 'desc' }],
        populate: {
          cv: { fields: ['name'] },
          repeatOf: { fields: ['id'] },
        },
        start,
        limit: pageSize,
      },
    )) as unknown as ExportLead[];
    const histories = await historiesOf(
      strapi,
      page.map((lead) => lead.documentId),
    );
    const counsellors = queries.mayReadField('counsellor')
      ? await counsellorsOf(
          strapi,
          page.map((lead) => lead.documentId),
        )
      : new Map<string, number>();
    for (const lead of page) {
      leads.push({
        ...lead,
        counsellorName: names.get(counsellors.get(lead.documentId) ?? -1) ?? null,
        history: histories.get(lead.documentId) ?? [],
        adminUrl: leadAdminUrl(adminUrl, lead.documentId),
      });
    }
    if (page.length < pageSize) break;
  }
  return {
    fileName: `leads-${indiaDate(new Date())}.csv`,
    csv: toCsv(leads, queries.mayReadField),
    // For the access record: which leads the file holds.
    documentIds: leads.map((lead) => lead.documentId),
  };
}

const exportService = ({ strapi }: { strapi: Strapi }) => ({
  leads: (userAbility: UserAbility | null | undefined, filters: unknown) =>
    exportLeads(strapi, userAbility, filters),
});

export default exportService;
