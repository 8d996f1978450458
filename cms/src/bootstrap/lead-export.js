'use strict';

const { instituteClock } = require('./institute-time');
const { authorName, presentEntry } = require('./lead-history');
const { leadAdminUrl } = require('./lead-admin');

const UID = 'api::lead.lead';
const ACTIVITY = 'api::lead-activity.lead-activity';

/** '2026-11-27 10:15': an instant in India time, as the admin's list shows it and spreadsheets sort it. */
function indiaTime(value) {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = instituteClock(instant);
  return `${date} ${time}`;
}

/** A lead's history in one cell, oldest first: '2026-11-27 10:15 Call (Asha Patil): Rang, no answer'. */
function historyCell(entries = [], earlierNotes) {
  const lines = [...entries]
    .sort((a, b) => String(a.at).localeCompare(String(b.at)) || a.id - b.id)
    .map((entry) => `${indiaTime(entry.at)} ${entry.kind}${entry.author ? ` (${entry.author})` : ''}: ${entry.text}`);
  return [...(earlierNotes ? [`Notes: ${earlierNotes}`] : []), ...lines].join('\n');
}

/** The export's columns: a heading, and how to read it from a lead (with its history and admin address). */
const COLUMNS = [
  ['Id', (lead) => lead.id],
  ['Submitted (India time)', (lead) => indiaTime(lead.submittedAt)],
  ['Form', (lead) => lead.form],
  ['Status', (lead) => lead.leadStatus],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['City', (lead) => lead.city],
  ['Company', (lead) => lead.company],
  ['Designation', (lead) => lead.designation],
  ['Course', (lead) => lead.course],
  ['Source', (lead) => lead.firstSource],
  ['Medium', (lead) => lead.firstMedium],
  ['Campaign', (lead) => lead.firstCampaign],
  ['Counsellor', (lead) => authorName(lead.counsellor)],
  ['Next follow-up (India time)', (lead) => indiaTime(lead.nextFollowUp)],
  ['First contacted (India time)', (lead) => indiaTime(lead.firstContactedAt)],
  ['Page', (lead) => lead.page],
  ['Message', (lead) => lead.message],
  ['Details', (lead) => lead.details],
  ['E-mail sent', (lead) => lead.emailStatus],
  ['CV', (lead) => lead.cv?.name],
  ['History', (lead) => historyCell(lead.history, lead.notes)],
  ['In the admin', (lead) => lead.adminUrl],
];

/**
 * One CSV cell. A value a spreadsheet would take for a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, so it opens as the text it is; then the usual quoting.
 */
function csvCell(value) {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(leads) {
  const rows = [COLUMNS.map(([heading]) => heading), ...leads.map((lead) => COLUMNS.map(([, read]) => read(lead)))];
  // The byte order mark makes spreadsheets read the file as UTF-8 (names in Devanagari, say).
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The history entries of a page of leads, in one query: documentId → entries. */
async function historiesOf(strapi, documentIds) {
  const byLead = new Map();
  if (documentIds.length === 0) return byLead;
  const activities = await strapi.db.query(ACTIVITY).findMany({
    where: { lead: { documentId: { $in: documentIds } } },
    populate: { author: { select: ['firstname', 'lastname', 'username', 'email'] }, lead: { select: ['documentId'] } },
  });
  for (const activity of activities) {
    const key = activity.lead?.documentId;
    if (!byLead.has(key)) byLead.set(key, []);
    byLead.get(key).push(presentEntry(activity));
  }
  return byLead;
}

/**
 * GET /lead-export/leads.csv: every lead, newest first, for a signed-in admin whose role may read leads.
 * Takes the admin list's own filters (`filters[...]` in its address), so the list's Export button exports
 * what the list shows.
 */
function registerLeadExport(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/lead-export/leads.csv',
        handler: async (ctx) => {
          if (!ctx.state.userAbility?.can('plugin::content-manager.explorer.read', UID)) {
            return ctx.forbidden('Your role may not read leads.');
          }
          const leads = [];
          const pageSize = 500;
          const adminBase = strapi.config.get('admissions.adminUrl');
          for (let start = 0; ; start += pageSize) {
            const page = await strapi.documents(UID).findMany({
              filters: ctx.query.filters,
              sort: [{ submittedAt: 'desc' }, { id: 'desc' }],
              populate: {
                cv: { fields: ['name'] },
                counsellor: { fields: ['firstname', 'lastname', 'username'] },
              },
              start,
              limit: pageSize,
            });
            const histories = await historiesOf(strapi, page.map((lead) => lead.documentId));
            for (const lead of page) {
              leads.push({
                ...lead,
                history: histories.get(lead.documentId) ?? [],
                adminUrl: leadAdminUrl(adminBase, lead.documentId),
              });
            }
            if (page.length < pageSize) break;
          }
          const day = instituteClock().date;
          ctx.set('Content-Disposition', `attachment; filename="leads-${day}.csv"`);
          ctx.set('Cache-Control', 'private, no-store');
          ctx.type = 'text/csv; charset=utf-8';
          ctx.body = toCsv(leads);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { registerLeadExport, csvCell, toCsv, indiaTime, historyCell, COLUMNS };
