'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { deliverAlert, deliverDueAlerts, initialAlertState, retryDelay } = require('./alerts');

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
