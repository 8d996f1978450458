import { afterAll, beforeAll, expect, test } from '@jest/globals';
import knexFactory, { type Knex } from 'knex';
import {
  adCampaignLabel,
  channelLabel,
  dashboardFigures,
  leadChannelLabel,
  MAX_ROWS,
  periods,
} from './dashboard';

/** The lead table as Strapi makes it on SQLite (datetimes in milliseconds), only the columns read here. */
const columns = {
  table: 'leads',
  submittedAt: 'submitted_at',
  firstContactedAt: 'first_contacted_at',
  status: 'lead_status',
  course: 'course',
  form: 'form',
  source: 'first_source',
  medium: 'first_medium',
  campaign: 'first_campaign',
  channel: 'channel',
  publisher: 'publisher',
  campaignId: 'campaign_id',
  isTest: 'is_test',
};

// Thursday 26 November 2026, 12:00 India time: this week began Monday 23 November, 00:00 India time.
const NOW = new Date('2026-11-26T12:00:00+05:30');
const at = (iso: string) => new Date(iso);
const MIN = 60_000;

let knex: Knex;
beforeAll(async () => {
  knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
  await knex.schema.createTable('leads', (table) => {
    table.increments('id');
    table.datetime('submitted_at');
    table.datetime('first_contacted_at');
    table.string('lead_status');
    table.string('course');
    table.string('form');
    table.string('first_source');
    table.string('first_medium');
    table.string('first_campaign');
    table.string('channel');
    table.string('publisher');
    table.string('campaign_id');
    table.boolean('is_test');
  });
  const lead = (submitted: string, fields: Record<string, unknown> = {}, contactedAfterMin?: number) => ({
    submitted_at: at(submitted),
    first_contacted_at:
      contactedAfterMin === undefined ? null : new Date(at(submitted).getTime() + contactedAfterMin * MIN),
    lead_status: 'New',
    course: null,
    form: 'Enquiry',
    first_source: null,
    first_medium: null,
    first_campaign: null,
    ...fields,
  });
  await knex('leads').insert([
    // This week (from Monday 23 Nov 00:00 India time = 22 Nov 18:30 UTC).
    lead(
      '2026-11-23T00:00:00+05:30',
      { course: 'Data Science', first_source: 'google', first_medium: 'cpc', first_campaign: 'ds-nov' },
      4,
    ),
    lead(
      '2026-11-24T10:00:00+05:30',
      {
        course: 'Data Science',
        form: 'Demo session',
        first_source: 'google',
        first_medium: 'cpc',
        first_campaign: 'ds-nov',
        lead_status: 'Enrolled',
      },
      10,
    ),
    lead('2026-11-26T11:00:00+05:30', { course: 'MERN Stack Development' }),
    // Last week (16–22 Nov): the last minute of Sunday India time still counts as last week.
    lead(
      '2026-11-22T23:59:00+05:30',
      { course: 'MERN Stack Development', first_source: 'newsletter', first_medium: 'email' },
      30,
    ),
    lead('2026-11-16T00:00:00+05:30', { form: 'Contact', lead_status: 'Enrolled' }, 120),
    // Before last week, inside the 90 days.
    lead(
      '2026-10-01T09:00:00+05:30',
      { first_source: 'google', first_medium: 'cpc', lead_status: 'Enrolled' },
      60,
    ),
    // Older than 90 days: in no figure.
    lead(
      '2026-08-01T09:00:00+05:30',
      { first_source: 'google', first_medium: 'cpc', lead_status: 'Enrolled' },
      1,
    ),
    // After now (a clock moved back): in no figure.
    lead('2026-11-27T09:00:00+05:30', { course: 'Data Science' }, 1),
    // Not enquiries: a trainer's job application and a recruiter's demo call, this week, from a campaign
    // (counted apart, and only by form).
    lead(
      '2026-11-25T10:00:00+05:30',
      { form: 'Job application', first_source: 'google', first_medium: 'cpc', first_campaign: 'ds-nov' },
      5,
    ),
    lead('2026-11-25T11:00:00+05:30', { form: 'Recruiter demo call', lead_status: 'Enrolled' }, 3),
    lead('2026-11-18T11:00:00+05:30', { form: 'Recruiter demo call' }),
  ]);
});
afterAll(() => knex.destroy());

test('the weeks are Monday to Sunday in India time, whatever the server’s zone', () => {
  const p = periods(NOW);
  expect(p.thisWeek.toISOString()).toBe('2026-11-22T18:30:00.000Z');
  expect(p.lastWeek.toISOString()).toBe('2026-11-15T18:30:00.000Z');
  // Monday 00:10 India time is still Sunday in UTC: it belongs to the new week.
  expect(periods(new Date('2026-11-23T00:10:00+05:30')).thisWeek.toISOString()).toBe(
    '2026-11-22T18:30:00.000Z',
  );
  // Sunday 23:50 India time belongs to the week that began the Monday before.
  expect(periods(new Date('2026-11-29T23:50:00+05:30')).thisWeek.toISOString()).toBe(
    '2026-11-22T18:30:00.000Z',
  );
});

test('enquiries this week and last, by course, channel and campaign; applications and recruiters apart', async () => {
  const figures = await dashboardFigures(knex, 'better-sqlite3', columns, NOW);
  expect(figures.leads).toEqual({ thisWeek: 3, lastWeek: 2 });
  expect(figures.applications).toEqual({ thisWeek: 1, lastWeek: 0 });
  expect(figures.recruiters).toEqual({ thisWeek: 1, lastWeek: 1 });
  expect(figures.byCourse).toEqual([
    { key: 'Data Science', thisWeek: 2, lastWeek: 0 },
    { key: 'MERN Stack Development', thisWeek: 1, lastWeek: 1 },
    { key: '(none)', thisWeek: 0, lastWeek: 1 },
  ]);
  expect(figures.byChannel).toEqual([
    { key: 'Direct or unknown', thisWeek: 1, lastWeek: 1 },
    { key: 'google / cpc', thisWeek: 2, lastWeek: 0 },
    { key: 'newsletter / email', thisWeek: 0, lastWeek: 1 },
  ]);
  expect(figures.byCampaign).toEqual([
    { key: '(none)', thisWeek: 1, lastWeek: 2 },
    { key: 'ds-nov', thisWeek: 2, lastWeek: 0 },
  ]);
  expect(figures.byForm).toEqual([
    { key: 'Enquiry', thisWeek: 2, lastWeek: 1 },
    { key: 'Recruiter demo call', thisWeek: 1, lastWeek: 1 },
    { key: 'Contact', thisWeek: 0, lastWeek: 1 },
    { key: 'Demo session', thisWeek: 1, lastWeek: 0 },
    { key: 'Job application', thisWeek: 1, lastWeek: 0 },
  ]);
});

test('by the way in: each channel beside the website (older leads are the website’s), each listing site, each ad campaign', async () => {
  const channelLead = (submitted: string, fields: Record<string, unknown>) => ({
    submitted_at: at(submitted),
    lead_status: 'New',
    form: 'Enquiry',
    ...fields,
  });
  await knex('leads').insert([
    channelLead('2026-11-25T10:00:00+05:30', {
      channel: 'Meta lead ad',
      campaign_id: '1202',
      is_test: false,
    }),
    channelLead('2026-11-25T11:00:00+05:30', {
      channel: 'Meta lead ad',
      campaign_id: '1202',
      is_test: false,
    }),
    channelLead('2026-11-18T11:00:00+05:30', { channel: 'Google Ads lead form', campaign_id: '2187' }),
    channelLead('2026-11-25T12:00:00+05:30', { channel: 'Listing site', publisher: 'JustDial' }),
    channelLead('2026-11-25T12:30:00+05:30', { channel: 'Website', is_test: false }),
    // Test leads (the ad platforms' test data): in no figure at all.
    channelLead('2026-11-25T13:00:00+05:30', {
      channel: 'Google Ads lead form',
      campaign_id: '2187',
      is_test: true,
    }),
    channelLead('2026-11-25T13:05:00+05:30', { channel: 'Meta lead ad', campaign_id: '1202', is_test: true }),
  ]);
  try {
    const figures = await dashboardFigures(knex, 'better-sqlite3', columns, NOW);
    expect(figures.leads).toEqual({ thisWeek: 3 + 4, lastWeek: 2 + 1 });
    expect(figures.byLeadChannel).toEqual([
      { key: 'Website', thisWeek: 4, lastWeek: 2 },
      { key: 'Meta lead ad', thisWeek: 2, lastWeek: 0 },
      { key: 'Google Ads lead form', thisWeek: 0, lastWeek: 1 },
      { key: 'Listing site', thisWeek: 1, lastWeek: 0 },
    ]);
    expect(figures.byPublisher).toEqual([{ key: 'JustDial', thisWeek: 1, lastWeek: 0 }]);
    expect(figures.byAdCampaign).toEqual([
      { key: 'Meta lead ad 1202', thisWeek: 2, lastWeek: 0 },
      { key: 'Google Ads lead form 2187', thisWeek: 0, lastWeek: 1 },
    ]);
    // Every breakdown adds up to the leads counted: the test leads are in none.
    for (const rows of [figures.byCourse, figures.byLeadChannel]) {
      expect(rows!.reduce((sum, row) => sum + row.thisWeek + row.lastWeek, 0)).toBe(10);
    }
  } finally {
    await knex('leads').whereNotNull('channel').delete();
  }
  expect(leadChannelLabel([null])).toBe('Website');
  expect(adCampaignLabel(['Meta lead ad', null])).toBe('Meta lead ad (none)');
});

test('the median time to first contact, over the contacted leads of the last 90 days', async () => {
  const figures = await dashboardFigures(knex, 'better-sqlite3', columns, NOW);
  // Waits 4, 10, 30, 60 and 120 minutes: the middle one.
  expect(figures.firstContact).toEqual({ medianMs: 30 * MIN, contacted: 5, notContacted: 1 });
  // With an even count, the mean of the two middle waits.
  const evenNow = new Date('2026-11-26T12:00:00+05:30');
  await knex('leads').insert({
    submitted_at: at('2026-11-25T09:00:00+05:30'),
    first_contacted_at: at('2026-11-25T09:45:00+05:30'),
    lead_status: 'Contacted',
    form: 'Enquiry',
  });
  try {
    const even = await dashboardFigures(knex, 'better-sqlite3', columns, evenNow);
    expect(even.firstContact!.medianMs).toBe(((30 + 45) / 2) * MIN);
    expect(even.firstContact!.contacted).toBe(6);
  } finally {
    await knex('leads').where({ lead_status: 'Contacted' }).delete();
  }
});

test('enrolments by source over the last 90 days', async () => {
  const figures = await dashboardFigures(knex, 'better-sqlite3', columns, NOW);
  expect(figures.enrolled).toEqual({
    leads: 6,
    enrolled: 3,
    bySource: [
      { key: 'google / cpc', leads: 3, enrolled: 2 },
      { key: 'Direct or unknown', leads: 2, enrolled: 1 },
      { key: 'newsletter / email', leads: 1, enrolled: 0 },
    ],
  });
});

test('no leads: zeros and no median', async () => {
  const empty = await dashboardFigures(knex, 'better-sqlite3', columns, new Date('2020-01-01T00:00:00Z'));
  expect(empty.leads).toEqual({ thisWeek: 0, lastWeek: 0 });
  expect(empty.byCourse).toEqual([]);
  expect(empty.firstContact).toEqual({ medianMs: null, contacted: 0, notContacted: 0 });
});

test('a long breakdown keeps its largest rows and sums the rest', async () => {
  const many = Array.from({ length: MAX_ROWS + 3 }, (_, index) => ({
    submitted_at: at('2026-11-25T10:00:00+05:30'),
    lead_status: 'New',
    form: 'Enquiry',
    first_campaign: `campaign-${String(index).padStart(2, '0')}`,
  }));
  await knex('leads').insert(many);
  try {
    const figures = await dashboardFigures(knex, 'better-sqlite3', columns, NOW);
    expect(figures.byCampaign!.length).toBe(MAX_ROWS);
    const others = figures.byCampaign!.at(-1);
    expect(others?.key).toMatch(/^Others \(\d+\)$/);
    const total = figures.byCampaign!.reduce((sum, row) => sum + row.thisWeek + row.lastWeek, 0);
    expect(total).toBe(figures.leads!.thisWeek + figures.leads!.lastWeek);
  } finally {
    await knex('leads').where('first_campaign', 'like', 'campaign-%').delete();
  }
});

test('a role’s scope: the figures over the leads it may read, and none that needs a field it may not read', async () => {
  // The leads a role with a condition reads, as a subquery of their ids (here: the Data Science leads).
  const readable = () => knex('leads').select('id').where('course', 'Data Science');
  const scoped = await dashboardFigures(knex, 'better-sqlite3', columns, NOW, {
    leadIds: readable,
    reads: (field) => ['submittedAt', 'course', 'leadStatus'].includes(field),
  });
  expect(scoped.leads).toEqual({ thisWeek: 2, lastWeek: 0 });
  expect(scoped.byCourse).toEqual([{ key: 'Data Science', thisWeek: 2, lastWeek: 0 }]);
  expect(scoped).toMatchObject({
    byChannel: null,
    byCampaign: null,
    byForm: null,
    firstContact: null,
    enrolled: null,
  });

  const everyField = await dashboardFigures(knex, 'better-sqlite3', columns, NOW, { leadIds: readable });
  expect(everyField.enrolled).toMatchObject({ leads: 2, enrolled: 1 });
  expect(everyField.firstContact).toMatchObject({ contacted: 2 });
});

test('channel labels', () => {
  expect(channelLabel([null, null])).toBe('Direct or unknown');
  expect(channelLabel(['google', null])).toBe('google / (none)');
  expect(channelLabel(['', 'cpc'])).toBe('(none) / cpc');
});
