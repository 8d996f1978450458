/**
 * The admissions dashboard on the admin's home page (admin/src/components/DashboardWidgets.tsx): students'
 * enquiries this week and last, by course and by source (channel and campaign); job applications and
 * recruiters' demo calls counted apart (they are not enquiries: lib/shared/leads.mjs); every lead by form and
 * by the way it came in (the website, a lead ad, a listing site; each listing site; each ad campaign); the
 * median time to first contact of enquiries; how many enquiries reached Enrolled, by source, over the last 90
 * days. Every figure is a database aggregate (count, sum, group by) and the median one row read at its
 * offset, so the answer costs the same few queries however many leads there are: nothing loads the leads
 * themselves. Test leads count nowhere.
 *
 * What a role sees here is what it sees in the content manager (the one permission-checked query path,
 * lead-queries.ts): the figures count only the leads it may read (a role that reads only the leads it created
 * gets figures over those), and a figure that needs a field the role may not read is left out (null), as the
 * list leaves out that column.
 */
import type { Knex } from 'knex';
import { indiaDate, indiaDayStart } from '@codebridge/shared/india-time.mjs';
import {
  ENROLLED_STATUS,
  kindsOfAudience,
  LEAD_CHANNELS,
  type LeadAudience,
} from '@codebridge/shared/leads.mjs';
import { LEAD_UID } from '../../../common/leads';
import type { Strapi } from '../lib/types';
import { leadQueries, type UserAbility } from './lead-queries';

const DAY_MS = 24 * 3600 * 1000;
/** The window of the median and of the enrolments. */
const WINDOW_DAYS = 90;
/** The longest breakdown a card shows; the rest are summed into one row. */
export const MAX_ROWS = 8;
const NONE = '(none)';

export interface Periods {
  thisWeek: Date;
  lastWeek: Date;
  window: Date;
  now: Date;
}

/**
 * The institute's weeks (Monday to Sunday, India time) around `now`: when this one and the last began, and
 * the start of the 90-day window.
 */
export function periods(now = new Date()): Periods {
  const today = indiaDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - ((weekday + 6) % 7) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const thisWeek = indiaDayStart(monday) as Date;
  return {
    thisWeek,
    lastWeek: new Date(thisWeek.getTime() - 7 * DAY_MS),
    window: new Date(now.getTime() - WINDOW_DAYS * DAY_MS),
    now,
  };
}

export interface LeadColumns {
  table: string;
  submittedAt: string;
  firstContactedAt: string;
  status: string;
  course: string;
  form: string;
  source: string;
  medium: string;
  campaign: string;
  /** The lead's channel (Website, a lead ad, a listing site), its listing site, its ad campaign's id. */
  channel: string;
  publisher: string;
  campaignId: string;
  isTest: string;
}

/** The lead table's name and its columns' names, as Strapi maps the schema's attributes. */
export function leadColumns(strapi: Strapi): LeadColumns {
  const meta = strapi.db.metadata.get(LEAD_UID);
  const column = (attribute: string) =>
    (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
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
    channel: column('channel'),
    publisher: column('publisher'),
    campaignId: column('campaignId'),
    isTest: column('isTest'),
  };
}

/**
 * Which leads a figure counts and which fields it may use: every lead and field by default; for a role
 * with conditions, the leads it may read (a subquery of their ids), and the fields it may read.
 */
export interface RoleScope {
  leadIds?: (() => Knex.QueryBuilder) | null;
  reads?: (attribute: string) => boolean;
}

/** The lead attributes each figure needs (schema names). */
export const FIGURE_FIELDS = {
  // Which audience a lead is (an enquiry, an application, a recruiter's call) is the CMS's own sorting by
  // the form, not a figure of the form: a role that may not read the form still gets its enquiries counted.
  leads: ['submittedAt'],
  byCourse: ['submittedAt', 'course'],
  byChannel: ['submittedAt', 'firstSource', 'firstMedium'],
  byCampaign: ['submittedAt', 'firstCampaign'],
  byForm: ['submittedAt', 'form'],
  byLeadChannel: ['submittedAt', 'channel'],
  byPublisher: ['submittedAt', 'publisher'],
  byAdCampaign: ['submittedAt', 'channel', 'campaignId'],
  firstContact: ['submittedAt', 'firstContactedAt'],
  enrolled: ['submittedAt', 'leadStatus', 'firstSource', 'firstMedium'],
} as const;

/** Only people's leads: an ad platform's test leads count nowhere (a lead from before the flag is a person's). */
function people(c: LeadColumns) {
  return (query: Knex.QueryBuilder) => query.whereNull(c.isTest).orWhere(c.isTest, false);
}

/** Milliseconds between two datetime columns, as each database writes it. */
function waitExpression(knex: Knex, client: string, later: string, earlier: string) {
  if (client === 'sqlite' || client === 'better-sqlite3') {
    // Strapi keeps SQLite's datetimes as milliseconds since 1970.
    return knex.raw('?? - ??', [later, earlier]);
  }
  if (client === 'mysql' || client === 'mysql2') {
    return knex.raw('TIMESTAMPDIFF(MICROSECOND, ??, ??) / 1000', [earlier, later]);
  }
  return knex.raw('EXTRACT(EPOCH FROM (?? - ??)) * 1000', [later, earlier]);
}

const number = (value: unknown) => Number(value ?? 0);

type Row = Record<string, unknown>;
export interface WeeklyRow {
  key: string;
  thisWeek: number;
  lastWeek: number;
}
export interface SourceRow {
  key: string;
  leads: number;
  enrolled: number;
}

/** Sorted, and cut to MAX_ROWS with the remainder summed into one row. */
function collapse<T extends { key: string }>(
  rows: T[],
  order: (a: T, b: T) => number,
  sumOf: (rest: T[]) => T,
): T[] {
  const sorted = [...rows].sort((a, b) => order(a, b) || String(a.key).localeCompare(String(b.key)));
  if (sorted.length <= MAX_ROWS) return sorted;
  return [...sorted.slice(0, MAX_ROWS - 1), sumOf(sorted.slice(MAX_ROWS - 1))];
}

/** Leads of one audience only (the form is required: every lead has one). */
type Scope = (query: Knex.QueryBuilder) => Knex.QueryBuilder;
const audience =
  (c: LeadColumns, who: LeadAudience): Scope =>
  (query) =>
    query.whereIn(c.form, kindsOfAudience(who));
const everyLead: Scope = (query) => query;

/** Rows of leads since last week began, grouped by some columns. */
async function weeklyBreakdown(
  knex: Knex,
  leads: () => Knex.QueryBuilder,
  c: LeadColumns,
  p: Periods,
  keys: string[],
  label: (values: (string | null)[]) => string,
  /** Only the leads that have all of these columns (a listing site's, an ad's). */
  having: string[] = [],
): Promise<WeeklyRow[]> {
  const rows: Row[] = await leads()
    .select(keys.map((key, index) => `${key} as k_${index}`))
    .select(
      knex.raw('SUM(CASE WHEN ?? >= ? THEN 1 ELSE 0 END) AS this_week', [c.submittedAt, p.thisWeek]),
      knex.raw('SUM(CASE WHEN ?? < ? THEN 1 ELSE 0 END) AS last_week', [c.submittedAt, p.thisWeek]),
    )
    .where(c.submittedAt, '>=', p.lastWeek)
    .andWhere(c.submittedAt, '<', p.now)
    .modify((query) => {
      for (const column of having) query.whereNotNull(column);
    })
    .groupBy(keys);
  // Groups with one label are one row (a lead from before channels were kept is the website's).
  const byLabel = new Map<string, WeeklyRow>();
  for (const row of rows) {
    const key = label(keys.map((_, index) => (row[`k_${index}`] as string | null | undefined) ?? null));
    const sum = byLabel.get(key) ?? { key, thisWeek: 0, lastWeek: 0 };
    sum.thisWeek += number(row.this_week);
    sum.lastWeek += number(row.last_week);
    byLabel.set(key, sum);
  }
  return collapse(
    [...byLabel.values()],
    (a, b) => b.thisWeek + b.lastWeek - (a.thisWeek + a.lastWeek),
    (rest) => ({
      key: `Others (${rest.length})`,
      thisWeek: rest.reduce((sum, row) => sum + row.thisWeek, 0),
      lastWeek: rest.reduce((sum, row) => sum + row.lastWeek, 0),
    }),
  );
}

/** 'google / cpc': a lead's channel from its first touch; leads without one say so. */
export function channelLabel([source, medium]: (string | null | undefined)[]): string {
  if (!source && !medium) return 'Direct or unknown';
  return [source || NONE, medium || NONE].join(' / ');
}
const plainLabel = ([value]: (string | null)[]) => value || NONE;
/** A lead's channel; a lead from before channels were kept came from the website. */
export const leadChannelLabel = ([value]: (string | null | undefined)[]) => value || LEAD_CHANNELS.website;
/** An ad campaign by its channel and id: 'Meta lead ad 120215678901220001'. */
export const adCampaignLabel = ([channel, id]: (string | null | undefined)[]) =>
  `${channel || LEAD_CHANNELS.website} ${id || NONE}`;

/**
 * The median wait from submission to first contact of the leads submitted in the window and contacted:
 * one count, then the middle row (or two) read at their offset in the sorted waits.
 */
async function medianFirstContact(
  knex: Knex,
  leads: () => Knex.QueryBuilder,
  client: string,
  c: LeadColumns,
  p: Periods,
) {
  const contacted = () =>
    leads()
      .whereNotNull(c.firstContactedAt)
      .andWhere(c.submittedAt, '>=', p.window)
      .andWhere(c.submittedAt, '<', p.now);
  const [counted] = await contacted().count({ count: '*' });
  const n = number(counted?.count);
  const [waitingRow] = await leads()
    .whereNull(c.firstContactedAt)
    .andWhere(c.submittedAt, '>=', p.window)
    .andWhere(c.submittedAt, '<', p.now)
    .count({ waiting: '*' });
  const notContacted = number(waitingRow?.waiting);
  if (n === 0) return { medianMs: null, contacted: 0, notContacted };
  const wait = waitExpression(knex, client, c.firstContactedAt, c.submittedAt);
  const middle: Row[] = await contacted()
    .select({ wait })
    .orderByRaw('1')
    .limit(n % 2 === 1 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2));
  const medianMs = middle.reduce((sum, row) => sum + number(row.wait), 0) / middle.length;
  return { medianMs: Math.max(0, Math.round(medianMs)), contacted: n, notContacted };
}

/** Leads of the window by channel, and how many of them reached Enrolled. */
async function enrolmentsBySource(
  knex: Knex,
  leads: () => Knex.QueryBuilder,
  c: LeadColumns,
  p: Periods,
): Promise<SourceRow[]> {
  const rows: Row[] = await leads()
    .select({ k_0: c.source, k_1: c.medium })
    .count({ leads: '*' })
    .select(knex.raw('SUM(CASE WHEN ?? = ? THEN 1 ELSE 0 END) AS enrolled', [c.status, ENROLLED_STATUS]))
    .where(c.submittedAt, '>=', p.window)
    .andWhere(c.submittedAt, '<', p.now)
    .groupBy([c.source, c.medium]);
  return collapse(
    rows.map((row) => ({
      key: channelLabel([row.k_0 as string | null, row.k_1 as string | null]),
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

/** How many leads came this week and last. */
async function weekTotals(knex: Knex, leads: () => Knex.QueryBuilder, c: LeadColumns, p: Periods) {
  const [totals]: Row[] = await leads()
    .select(
      knex.raw('SUM(CASE WHEN ?? >= ? THEN 1 ELSE 0 END) AS this_week', [c.submittedAt, p.thisWeek]),
      knex.raw('SUM(CASE WHEN ?? < ? THEN 1 ELSE 0 END) AS last_week', [c.submittedAt, p.thisWeek]),
    )
    .where(c.submittedAt, '>=', p.lastWeek)
    .andWhere(c.submittedAt, '<', p.now);
  return { thisWeek: number(totals?.this_week), lastWeek: number(totals?.last_week) };
}

/** Every figure of the dashboard, from the lead table through knex, over the leads and fields of the role. */
export async function dashboardFigures(
  knex: Knex,
  client: string,
  c: LeadColumns,
  now = new Date(),
  { leadIds = null, reads = () => true }: RoleScope = {},
) {
  const p = periods(now);
  // People's leads (no test lead) that the role may read.
  const readable = () => (leadIds ? knex(c.table).whereIn('id', leadIds()) : knex(c.table)).where(people(c));
  /** The readable leads of one audience. */
  const of = (scope: Scope) => () => scope(readable());
  const students = of(audience(c, 'student'));
  const every = of(everyLead);
  /** A figure, or null when it needs a field the role may not read. */
  const shown = <T>(figure: keyof typeof FIGURE_FIELDS, compute: () => Promise<T>): Promise<T | null> =>
    FIGURE_FIELDS[figure].every(reads) ? compute() : Promise.resolve(null);
  const [leads, applications, recruiters, byCourse, byChannel, byCampaign, byForm, firstContact, enrolled] =
    await Promise.all([
      shown('leads', () => weekTotals(knex, students, c, p)),
      shown('leads', () => weekTotals(knex, of(audience(c, 'applicant')), c, p)),
      shown('leads', () => weekTotals(knex, of(audience(c, 'recruiter')), c, p)),
      shown('byCourse', () => weeklyBreakdown(knex, students, c, p, [c.course], plainLabel)),
      shown('byChannel', () => weeklyBreakdown(knex, students, c, p, [c.source, c.medium], channelLabel)),
      shown('byCampaign', () => weeklyBreakdown(knex, students, c, p, [c.campaign], plainLabel)),
      shown('byForm', () => weeklyBreakdown(knex, every, c, p, [c.form], plainLabel)),
      shown('firstContact', () => medianFirstContact(knex, students, client, c, p)),
      shown('enrolled', () => enrolmentsBySource(knex, students, c, p)),
    ]);
  // The ways enquiries came in beside the website's sources: each channel, each listing site, each ad
  // campaign by its id.
  const [byLeadChannel, byPublisher, byAdCampaign] = await Promise.all([
    shown('byLeadChannel', () => weeklyBreakdown(knex, students, c, p, [c.channel], leadChannelLabel)),
    shown('byPublisher', () =>
      weeklyBreakdown(knex, students, c, p, [c.publisher], plainLabel, [c.publisher]),
    ),
    shown('byAdCampaign', () =>
      weeklyBreakdown(knex, students, c, p, [c.channel, c.campaignId], adCampaignLabel, [c.campaignId]),
    ),
  ]);
  return {
    weeks: { thisWeekFrom: p.thisWeek.toISOString(), lastWeekFrom: p.lastWeek.toISOString() },
    windowDays: WINDOW_DAYS,
    /** Students' enquiries (the enquiry and contact forms, demo sessions). */
    leads,
    /** Counted apart: job applications, and recruiters' demo calls. */
    applications,
    recruiters,
    byCourse,
    byChannel,
    byCampaign,
    byForm,
    byLeadChannel,
    byPublisher,
    byAdCampaign,
    firstContact,
    enrolled: enrolled && {
      leads: enrolled.reduce((sum, row) => sum + row.leads, 0),
      enrolled: enrolled.reduce((sum, row) => sum + row.enrolled, 0),
      bySource: enrolled,
    },
  };
}

const dashboardService = ({ strapi }: { strapi: Strapi }) => ({
  /** The figures as this admin's role may see them. */
  figures: async (userAbility: UserAbility | null | undefined, now?: Date) => {
    const knex = strapi.db.connection;
    const client = String(strapi.db.dialect.client ?? knex.client.config.client);
    const queries = leadQueries(strapi, userAbility);
    const readable = await queries.readableIds();
    return dashboardFigures(knex, client, leadColumns(strapi), now, {
      leadIds: readable,
      reads: queries.mayReadField,
    });
  },
});

export default dashboardService;

/** The answer of GET /admissions/dashboard, as the admin's widgets read it. */
export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>;
