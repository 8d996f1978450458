'use strict';

const UID = 'api::lead.lead';

/** The export's columns: a heading, and how to read it from a lead. */
const COLUMNS = [
  ['Submitted', (lead) => lead.submittedAt],
  ['Form', (lead) => lead.form],
  ['Status', (lead) => lead.leadStatus],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['City', (lead) => lead.city],
  ['Company', (lead) => lead.company],
  ['Designation', (lead) => lead.designation],
  ['Course', (lead) => lead.course],
  ['Page', (lead) => lead.page],
  ['Message', (lead) => lead.message],
  ['Details', (lead) => lead.details],
  ['E-mail sent', (lead) => lead.emailStatus],
  ['CV', (lead) => lead.cv?.name],
  ['Notes', (lead) => lead.notes],
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
          for (let start = 0; ; start += pageSize) {
            const page = await strapi.documents(UID).findMany({
              filters: ctx.query.filters,
              sort: [{ submittedAt: 'desc' }, { id: 'desc' }],
              populate: { cv: { fields: ['name'] } },
              start,
              limit: pageSize,
            });
            leads.push(...page);
            if (page.length < pageSize) break;
          }
          const day = new Date().toISOString().slice(0, 10);
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

module.exports = { registerLeadExport, csvCell, toCsv };
