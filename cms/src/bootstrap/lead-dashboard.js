'use strict';

const { instituteClock } = require('./institute-time');

/**
 * The admissions dashboard on the admin's home page (src/admin/lead-dashboard-widget.js): leads this week and
 * last, by course, by source (channel and campaign) and by form; the median time to first contact; how many
 * reached Enrolled, by source, over the last 90 days. Every figure is a database aggregate (count, sum, group
 * by) and the median one row read at its offset, so the answer costs the same few queries however many
 * leads there are: nothing loads the leads themselves.
 */
const LEAD = 'api::lead.lead';
const DAY_MS = 24 * 3600 * 1000;
/** The window of the median and of the enrolments. */
const WINDOW_DAYS = 90;
/** The longest breakdown a card shows; the rest are summed into one row. */
const MAX_ROWS = 8;
const NONE = '(none)';

/**
 * The institute's weeks (Monday to Sunday, India time) around `now`: when this one and the last began, and
 * the start of the 90-day window.
 */
function periods(now = new Date()) {
  const { date } = instituteClock(now);
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const monday = new Date(Date.UTC(year, month - 1, day - ((weekday + 6) % 7)));
  const thisWeek = new Date(`${monday.toISOString().slice(0, 10)}T00:00:00+05:30`);
  return {
    thisWeek,
    lastWeek: new Date(thisWeek.getTime() - 7 * DAY_MS),
    window: new Date(now.getTime() - WINDOW_DAYS * DAY_MS),
    now,
  };
}

/** The lead table's name and its columns' names, as Strapi maps the schema's attributes. */
function leadColumns(strapi) {
  const meta = strapi.db.metadata.get(LEAD);
  const column = (attribute) => meta.attributes[attribute]?.columnName ?? attribute;
  return {
    table: meta.tableName,
    submittedAt: column('submittedAt'),
    firstContactedAt: column('firstContactedAt'),
    status: column('leadStatus'),
    course: column('course'),
    form: column('form'),
    source: column('firstSource'),
    medium: column('firstMedium'),
    campaign: column('firstCampaign'),
  };
}

/** Milliseconds between two datetime columns, as each database writes it. */
function waitExpression(knex, client, later, earlier) {
  if (client === 'sqlite' || client === 'better-sqlite3') {
    // Strapi keeps SQLite's datetimes as milliseconds since 1970.
    return knex.raw('?? - ??', [later, earlier]);
  }
  if (client === 'mysql' || client === 'mysql2') return knex.raw('TIMESTAMPDIFF(MICROSECOND, ??, ??) / 1000', [earlier, later]);
  return knex.raw('EXTRACT(EPOCH FROM (?? - ??)) * 1000', [later, earlier]);
}

const number = (value) => Number(value ?? 0);

/** Rows [{ key, thisWeek, lastWeek }] of leads since last week began, grouped by some columns. */
async function weeklyBreakdown(knex, c, p, keys, label) {
  const rows = await knex(c.table)
    .select(keys.map((key) => `${key} as k_${keys.indexOf(key)}`))
    .select(
      knex.raw('SUM(CASE WHEN ?? >= ? THEN 1 ELSE 0 END) AS this_week', [c.submittedAt, p.thisWeek]),
      knex.raw('SUM(CASE WHEN ?? < ? THEN 1 ELSE 0 END) AS last_week', [c.submittedAt, p.thisWeek]),
    )
    .where(c.submittedAt, '>=', p.lastWeek)
    .andWhere(c.submittedAt, '<', p.now)
    .groupBy(keys);
  return collapse(
    rows.map((row) => ({
      key: label(keys.map((_, index) => row[`k_${index}`] ?? null)),
      thisWeek: number(row.this_week),
      lastWeek: number(row.last_week),
    })),
    (a, b) => b.thisWeek + b.lastWeek - (a.thisWeek + a.lastWeek),
    (rest) => ({
      key: `Others (${rest.length})`,
      thisWeek: rest.reduce((sum, row) => sum + row.thisWeek, 0),
      lastWeek: rest.reduce((sum, row) => sum + row.lastWeek, 0),
    }),
  );
}

/** Sorted, and cut to MAX_ROWS with the remainder summed into one row. */
function collapse(rows, order, sumOf) {
  const sorted = [...rows].sort((a, b) => order(a, b) || String(a.key).localeCompare(String(b.key)));
  if (sorted.length <= MAX_ROWS) return sorted;
  return [...sorted.slice(0, MAX_ROWS - 1), sumOf(sorted.slice(MAX_ROWS - 1))];
}

/** 'google / cpc': a lead's channel from its first touch; leads without one say so. */
function channelLabel([source, medium]) {
  if (!source && !medium) return 'Direct or unknown';
  return [source || NONE, medium || NONE].join(' / ');
}
const plainLabel = ([value]) => value || NONE;

/**
 * The median wait from submission to first contact of the leads submitted in the window and contacted:
 * one count, then the middle row (or two) read at their offset in the sorted waits.
 */
async function medianFirstContact(knex, client, c, p) {
  const contacted = () =>
    knex(c.table)
      .whereNotNull(c.firstContactedAt)
      .andWhere(c.submittedAt, '>=', p.window)
      .andWhere(c.submittedAt, '<', p.now);
  const [{ count }] = await contacted().count({ count: '*' });
  const n = number(count);
  const [{ waiting }] = await knex(c.table)
    .whereNull(c.firstContactedAt)
    .andWhere(c.submittedAt, '>=', p.window)
    .andWhere(c.submittedAt, '<', p.now)
    .count({ waiting: '*' });
  if (n === 0) return { medianMs: null, contacted: 0, notContacted: number(waiting) };
  const wait = waitExpression(knex, client, c.firstContactedAt, c.submittedAt);
  const middle = await contacted()
    .select({ wait })
    .orderByRaw('1')
    .limit(n % 2 === 1 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2));
  const medianMs = middle.reduce((sum, row) => sum + number(row.wait), 0) / middle.length;
  return { medianMs: Math.max(0, Math.round(medianMs)), contacted: n, notContacted: number(waiting) };
}

/** Leads of the window by channel, and how many of them reached Enrolled. */
async function enrolmentsBySource(knex, c, p) {
  const rows = await knex(c.table)
    .select({ k_0: c.source, k_1: c.medium })
    .count({ leads: '*' })
    .select(knex.raw('SUM(CASE WHEN ?? = ? THEN 1 ELSE 0 END) AS enrolled', [c.status, 'Enrolled']))
    .where(c.submittedAt, '>=', p.window)
    .andWhere(c.submittedAt, '<', p.now)
    .groupBy([c.source, c.medium]);
  return collapse(
    rows.map((row) => ({
      key: channelLabel([row.k_0, row.k_1]),
      leads: number(row.leads),
      enrolled: number(row.enrolled),
    })),
    (a, b) => b.enrolled - a.enrolled || b.leads - a.leads,
    (rest) => ({
      key: `Others (${rest.length})`,
      leads: rest.reduce((sum, row) => sum + row.leads, 0),
      enrolled: rest.reduce((sum, row) => sum + row.enrolled, 0),
    }),
  );
}

/** Every figure of the dashboard, from the lead table through knex. */
async function dashboardFigures(knex, client, c, now = new Date()) {
  const p = periods(now);
  const [totals] = await knex(c.table)
    .select(
      knex.raw('SUM(CASE WHEN ?? >= ? THEN 1 ELSE 0 END) AS this_week', [c.submittedAt, p.thisWeek]),
      knex.raw('SUM(CASE WHEN ?? < ? THEN 1 ELSE 0 END) AS last_week', [c.submittedAt, p.thisWeek]),
    )
    .where(c.submittedAt, '>=', p.lastWeek)
    .andWhere(c.submittedAt, '<', p.now);
  const [byCourse, byChannel, byCampaign, byForm, firstContact, enrolled] = await Promise.all([
    weeklyBreakdown(knex, c, p, [c.course], plainLabel),
    weeklyBreakdown(knex, c, p, [c.source, c.medium], channelLabel),
    weeklyBreakdown(knex, c, p, [c.campaign], plainLabel),
    weeklyBreakdown(knex, c, p, [c.form], plainLabel),
    medianFirstContact(knex, client, c, p),
    enrolmentsBySource(knex, c, p),
  ]);
  return {
    weeks: { thisWeekFrom: p.thisWeek.toISOString(), lastWeekFrom: p.lastWeek.toISOString() },
    windowDays: WINDOW_DAYS,
    leads: { thisWeek: number(totals?.this_week), lastWeek: number(totals?.last_week) },
    byCourse,
    byChannel,
    byCampaign,
    byForm,
    firstContact,
    enrolled: {
      leads: enrolled.reduce((sum, row) => sum + row.leads, 0),
      enrolled: enrolled.reduce((sum, row) => sum + row.enrolled, 0),
      bySource: enrolled,
    },
  };
}

/** GET /lead-dashboard: for signed-in admins whose role may read leads (administrators, Admissions). */
function registerLeadDashboard(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/lead-dashboard',
        handler: async (ctx) => {
          if (!ctx.state.userAbility?.can('plugin::content-manager.explorer.read', LEAD)) {
            return ctx.forbidden('Your role may not read leads.');
          }
          const knex = strapi.db.connection;
          const client = strapi.db.dialect.client ?? knex.client.config.client;
          ctx.set('Cache-Control', 'private, no-store');
          ctx.body = await dashboardFigures(knex, client, leadColumns(strapi));
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { registerLeadDashboard, dashboardFigures, periods, leadColumns, channelLabel, MAX_ROWS };
