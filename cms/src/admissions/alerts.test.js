'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { deliverAlert, deliverDueAlerts, initialAlertState, retryDelay, STALE_CLAIM_MS } = require('./alerts');

const strapiWith = (admissions) => ({
  config: { get: (key, fallback) => (key === 'admissions' ? admissions : fallback) },
  db: {
    query: () => {
      throw new Error('no database call is expected without a mail server');
    },
  },
});

test('without a mail server a new lead’s alert waits, and the admin says so', () => {
  assert.equal(initialAlertState(strapiWith({ mailConfigured: false })), 'Waiting for mail server');
  assert.equal(initialAlertState(strapiWith({ mailConfigured: true })), 'Queued');
});

test('without a mail server nothing is claimed or sent', async () => {
  const strapi = strapiWith({ mailConfigured: false });
  assert.equal(await deliverAlert(strapi, 1), 'no-mail-server');
  assert.equal(await deliverDueAlerts(strapi), 0);
});

test('retries back off from 10 s, doubling, to at most 5 minutes', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay),
    [10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000],
  );
});

/* ---------------------------------------------------------------------------------------------------------
 * With a mail server: a real SMTP server on loopback (scripts/smtp-sink.mjs), the CMS's real mail path
 * (src/mail through Strapi's nodemailer provider, configured as config/plugins.js does) and a real SQLite
 * database holding the leads, so the claim is the database's own UPDATE … WHERE.
 * ------------------------------------------------------------------------------------------------------- */

const knexFactory = require('knex');
const path = require('node:path');
const nodemailerProvider = require('@strapi/provider-email-nodemailer');

const LEAD_COLUMNS = {
  id: 'id',
  documentId: 'document_id',
  name: 'name',
  phone: 'phone',
  course: 'course',
  form: 'form',
  submittedAt: 'submitted_at',
  phoneKey: 'phone_key',
  emailKey: 'email_key',
  alertState: 'alert_state',
  alertAttempts: 'alert_attempts',
  alertNextAttemptAt: 'alert_next_attempt_at',
  alertClaimedAt: 'alert_claimed_at',
  alertSentAt: 'alert_sent_at',
  alertError: 'alert_error',
};
const stored = (value) => (value instanceof Date ? value.getTime() : value);

/** Strapi's where, as far as alerts.js writes it, applied by knex to the real table. */
function applyWhere(builder, where) {
  for (const [field, condition] of Object.entries(where)) {
    if (field === '$or') {
      builder.where((or) => {
        for (const branch of condition) or.orWhere((inner) => applyWhere(inner, branch));
      });
      continue;
    }
    const column = LEAD_COLUMNS[field];
    if (!column) throw new Error(`unknown field ${field}`);
    if (condition === null || typeof condition !== 'object' || condition instanceof Date) {
      builder.where(column, stored(condition));
      continue;
    }
    for (const [operator, value] of Object.entries(condition)) {
      if (operator === '$in') builder.whereIn(column, value);
      else if (operator === '$null') value ? builder.whereNull(column) : builder.whereNotNull(column);
      else if (operator === '$lte') builder.where(column, '<=', stored(value));
      else if (operator === '$lt') builder.where(column, '<', stored(value));
      else if (operator === '$gte') builder.where(column, '>=', stored(value));
      else throw new Error(`unknown operator ${operator}`);
    }
  }
  return builder;
}

const fromRow = (row) =>
  row && Object.fromEntries(Object.entries(LEAD_COLUMNS).map(([field, column]) => [field, row[column]]));
const toRow = (data) =>
  Object.fromEntries(Object.entries(data).map(([field, value]) => [LEAD_COLUMNS[field], stored(value)]));

async function leadTable(t) {
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  t.after(() => knex.destroy());
  await knex.schema.createTable('leads', (table) => {
    table.increments('id');
    for (const column of Object.values(LEAD_COLUMNS)) if (column !== 'id') table.specificType(column, 'NUMERIC');
  });
  const query = {
    async updateMany({ where, data }) {
      return { count: await applyWhere(knex('leads'), { ...where }).update(toRow(data)) };
    },
    async findOne({ where }) {
      return fromRow(await applyWhere(knex('leads'), where).first());
    },
    async findMany({ where, orderBy, limit }) {
      const rows = await applyWhere(knex('leads'), where).orderBy('id', orderBy?.id ?? 'asc').limit(limit ?? 100);
      return rows.map(fromRow);
    },
  };
  return { knex, query };
}

/** The CMS as alerts.js meets it: its admissions settings, the leads' table, Strapi's e-mail feature. */
async function cmsWithMail(t, port) {
  const { knex, query } = await leadTable(t);
  const provider = nodemailerProvider.init(
    { host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 2000 },
    { defaultFrom: 'admissions-cms@unit.example' },
  );
  const warnings = [];
  const strapi = {
    config: {
      get: (key, fallback) =>
        key === 'admissions'
          ? { mailConfigured: true, admissionsEmail: 'admissions@unit.example', adminUrl: 'http://cms.unit.example' }
          : fallback,
    },
    db: { query: () => query },
    plugin: () => ({ service: () => ({ send: (options) => provider.send(options) }) }),
    log: { warn: (line) => warnings.push(line) },
  };
  return { strapi, knex, warnings };
}

let nextPort = 41_000 + Math.floor(Math.random() * 1000);
async function mailServer(t) {
  const { smtpSink } = await import(path.join(__dirname, '..', '..', '..', 'scripts', 'smtp-sink.mjs'));
  const port = nextPort++;
  const sink = smtpSink(port);
  t.after(() => sink.stop());
  return { sink, port };
}

let documents = 0;
async function newLead(knex, fields = {}) {
  const [id] = await knex('leads').insert(
    toRow({
      documentId: `lead${++documents}doc`,
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      course: 'Data Science',
      form: 'Enquiry',
      submittedAt: new Date('2026-11-27T04:30:00Z'),
      alertState: 'Queued',
      alertAttempts: 0,
      ...fields,
    }),
  );
  return id;
}

const leadRow = async (knex, id) => fromRow(await knex('leads').where({ id }).first());

test('with a mail server, a queued lead’s alert is sent once, with its Message-ID, and the lead marked Sent', async (t) => {
  const { sink, port } = await mailServer(t);
  await sink.start();
  const { strapi, knex } = await cmsWithMail(t, port);
  const id = await newLead(knex);
  const now = new Date('2026-11-27T04:30:05Z');
  assert.equal(await deliverAlert(strapi, id, now), 'sent');
  assert.equal(sink.mails.length, 1);
  assert.equal(sink.mails[0].to, 'admissions@unit.example');
  assert.match(sink.mails[0].subject, /New lead: Asha Rao, Data Science/);
  assert.equal(sink.mails[0].messageId, '<lead-alert-lead1doc@cms.unit.example>');
  assert.equal((await leadRow(knex, id)).alertState, 'Sent');
  // Asked again, now or much later: not due, nothing sent.
  assert.equal(await deliverAlert(strapi, id, now), 'not-due');
  assert.equal(await deliverDueAlerts(strapi, new Date(now.getTime() + 86_400_000)), 0);
  assert.equal(sink.mails.length, 1);
});

test('a mail server that is down: the alert is retried after its back-off, and sent once when it is up', async (t) => {
  const { sink, port } = await mailServer(t);
  const { strapi, knex, warnings } = await cmsWithMail(t, port);
  const id = await newLead(knex);
  const start = new Date('2026-11-27T04:30:05Z');
  assert.equal(await deliverAlert(strapi, id, start), 'retrying');
  const retrying = await leadRow(knex, id);
  assert.equal(retrying.alertState, 'Retrying');
  assert.equal(retrying.alertAttempts, 1);
  // Nodemailer's code for a connection refused.
  assert.match(retrying.alertError, /^(ESOCKET|ECONNREFUSED)$/);
  assert.equal(Number(retrying.alertNextAttemptAt), start.getTime() + 10_000);
  assert.match(warnings.join('\n'), /attempt 1; next try in 10 s/);
  assert.doesNotMatch(warnings.join('\n'), /Asha|98765/);
  // Before its time the round leaves it; the server comes back; at its time it goes, once.
  const due = new Date(Number(retrying.alertNextAttemptAt));
  await sink.start();
  assert.equal(await deliverDueAlerts(strapi, new Date(due.getTime() - 1)), 0);
  assert.equal(sink.mails.length, 0);
  assert.equal(await deliverDueAlerts(strapi, due), 1);
  assert.equal(await deliverDueAlerts(strapi, new Date(due.getTime() + 3_600_000)), 0);
  assert.equal(sink.mails.length, 1);
  assert.deepEqual(
    { state: (await leadRow(knex, id)).alertState, attempts: (await leadRow(knex, id)).alertAttempts },
    { state: 'Sent', attempts: 2 },
  );
});

test('two deliveries of one alert at the same moment (the create’s and the cron’s): one claim wins, one e-mail', async (t) => {
  const { sink, port } = await mailServer(t);
  await sink.start();
  const { strapi, knex } = await cmsWithMail(t, port);
  const ids = [await newLead(knex), await newLead(knex), await newLead(knex)];
  const now = new Date('2026-11-27T04:30:05Z');
  const outcomes = await Promise.all(
    ids.flatMap((id) => [deliverAlert(strapi, id, now), deliverAlert(strapi, id, now)]),
  );
  assert.deepEqual([...outcomes].sort(), ['not-due', 'not-due', 'not-due', 'sent', 'sent', 'sent']);
  assert.equal(sink.mails.length, 3);
  assert.equal(new Set(sink.mails.map((mail) => mail.messageId)).size, 3);
});

test('a claim left by a sender that died is taken again only after 5 minutes, and sent with the same Message-ID', async (t) => {
  const { sink, port } = await mailServer(t);
  await sink.start();
  const { strapi, knex } = await cmsWithMail(t, port);
  const claimedAt = new Date('2026-11-27T04:30:05Z');
  const id = await newLead(knex, { alertState: 'Sending', alertClaimedAt: claimedAt });
  assert.equal(await deliverAlert(strapi, id, new Date(claimedAt.getTime() + STALE_CLAIM_MS - 1)), 'not-due');
  assert.equal(sink.mails.length, 0);
  assert.equal(await deliverAlert(strapi, id, new Date(claimedAt.getTime() + STALE_CLAIM_MS + 1)), 'sent');
  assert.equal(sink.mails.length, 1);
});
