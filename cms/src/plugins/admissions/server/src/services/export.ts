/**
 * The export of leads to a spreadsheet (the list's Export CSV button): every lead the list's filters pick,
 * newest first, with its counsellor by name, the lead it repeats, both touches with their click ids (for an
 * offline conversion upload), its history and its address in the admin; times in India time; each cell that
 * could run as a formula prefixed with an apostrophe.
 */
import { indiaDate, indiaDateTime } from '@codebridge/shared/india-time.mjs';
import { LEAD_UID, leadAdminUrl } from '../../../common/leads';
import { personName } from '../../../common/people';
import type { AdminUser, Strapi } from '../lib/types';
import { settings } from '../settings';
import { historiesOf, type Entry } from './history';
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

/** A touch's columns after the first touch's source, medium and campaign (which keep their short headings). */
function touchColumns(prefix: 'first' | 'latest', title: string): [string, (lead: ExportLead) => unknown][] {
  const field = (name: string) => (lead: ExportLead) => lead[`${prefix}${name}`];
  return [
    ...(prefix === 'latest'
      ? ([
          [`${title}: source`, field('Source')],
          [`${title}: medium`, field('Medium')],
          [`${title}: campaign`, field('Campaign')],
        ] as [string, (lead: ExportLead) => unknown][])
      : []),
    [`${title}: term`, field('Term')],
    [`${title}: content`, field('Content')],
    [`${title}: referring site`, field('ReferrerHost')],
    [`${title}: landing page`, field('LandingPage')],
    [`${title}: when (India time)`, (lead) => indiaDateTime(lead[`${prefix}TouchAt`] as string | null)],
    [`${title}: Google Ads click id (gclid)`, field('Gclid')],
    [`${title}: Meta click id (fbclid)`, field('Fbclid')],
  ];
}

/** The export's columns: a heading, and how to read it from a lead (with its history and admin address). */
export const COLUMNS: [string, (lead: ExportLead) => unknown][] = [
  ['Id', (lead) => lead.id],
  ['Submitted (India time)', (lead) => indiaDateTime(lead.submittedAt)],
  ['Form', (lead) => lead.form],
  ['Status', (lead) => lead.leadStatus],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['City', (lead) => lead.city],
  ['Company', (lead) => lead.company],
  ['Designation', (lead) => lead.designation],
  ['Course', (lead) => lead.course],
  ['Position', (lead) => lead.position],
  ['Source', (lead) => lead.firstSource],
  ['Medium', (lead) => lead.firstMedium],
  ['Campaign', (lead) => lead.firstCampaign],
  ['Counsellor', (lead) => lead.counsellorName ?? personName(lead.counsellor)],
  ['Next follow-up (India time)', (lead) => indiaDateTime(lead.nextFollowUp)],
  ['First contacted (India time)', (lead) => indiaDateTime(lead.firstContactedAt)],
  ['Repeat of (id)', (lead) => lead.repeatOf?.id],
  ['Enquiries', (lead) => lead.enquiryCount],
  ...touchColumns('first', 'First touch'),
  ...touchColumns('latest', 'Latest touch'),
  ['Page', (lead) => lead.page],
  ['Message', (lead) => lead.message],
  ['Details', (lead) => lead.details],
  ['CV', (lead) => lead.cv?.name],
  ['History', (lead) => historyCell(lead.history, lead.notes)],
  ['In the admin', (lead) => lead.adminUrl],
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

export function toCsv(leads: ExportLead[]): string {
  const rows = [
    COLUMNS.map(([heading]) => heading),
    ...leads.map((lead) => COLUMNS.map(([, read]) => read(lead))),
  ];
  // The byte order mark makes spreadsheets read the file as UTF-8 (names in Devanagari, say).
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Every lead the admin list's filters (`filters[...]` of its address) pick, read a page at a time. */
export async function exportLeads(
  strapi: Strapi,
  filters: unknown,
): Promise<{ fileName: string; csv: string }> {
  const leads: ExportLead[] = [];
  const pageSize = 500;
  const { adminUrl } = settings(strapi);
  const names = new Map((await people(strapi)).map((person) => [person.id, person.name]));
  for (let start = 0; ; start += pageSize) {
    const page = (await strapi.documents(LEAD_UID as 'api::lead.lead').findMany({
      filters,
      sort: [{ submittedAt: 'desc' }, { id: 'desc' }],
      populate: {
        cv: { fields: ['name'] },
        counsellor: { fields: ['id'] },
        repeatOf: { fields: ['id'] },
      },
      start,
      limit: pageSize,
    } as never)) as unknown as ExportLead[];
    const histories = await historiesOf(
      strapi,
      page.map((lead) => lead.documentId),
    );
    for (const lead of page) {
      leads.push({
        ...lead,
        counsellorName: lead.counsellor?.id ? (names.get(lead.counsellor.id) ?? null) : null,
        history: histories.get(lead.documentId) ?? [],
        adminUrl: leadAdminUrl(adminUrl, lead.documentId),
      });
    }
    if (page.length < pageSize) break;
  }
  return { fileName: `leads-${indiaDate(new Date())}.csv`, csv: toCsv(leads) };
}

const exportService = ({ strapi }: { strapi: Strapi }) => ({
  leads: (filters: unknown) => exportLeads(strapi, filters),
});

export default exportService;
