'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const hours = require('./working-hours');

const ist = (text) => new Date(`${text}+05:30`);

test('working days are Monday to Saturday, on India’s calendar', () => {
  assert.equal(hours.isWorkingDay(ist('2026-12-05T10:00')), true); // Saturday
  assert.equal(hours.isWorkingDay(ist('2026-12-06T10:00')), false); // Sunday
  assert.equal(hours.isWorkingDay(ist('2026-12-07T00:10')), true); // Monday, still Sunday in UTC
  assert.equal(hours.indiaDate(ist('2026-12-07T00:10')), '2026-12-07');
});

test('working time counts 09:00 to 18:00 only, and skips Sundays', () => {
  assert.equal(hours.workingMsBetween(ist('2026-12-07T10:00'), ist('2026-12-07T12:00')), 2 * 3600_000);
  assert.equal(hours.workingMsBetween(ist('2026-12-07T17:00'), ist('2026-12-08T10:00')), 2 * 3600_000);
  assert.equal(hours.workingMsBetween(ist('2026-12-07T20:00'), ist('2026-12-08T08:59')), 0);
  // Saturday 17:30 to Monday 10:30: half an hour on Saturday, none on Sunday, an hour and a half on Monday.
  assert.equal(hours.workingMsBetween(ist('2026-12-05T17:30'), ist('2026-12-07T10:30')), 2 * 3600_000);
  assert.equal(hours.workingMsBetween(ist('2026-12-07T12:00'), ist('2026-12-07T10:00')), 0);
});

test('a lead is escalated after two working hours, not two hours of night', () => {
  assert.equal(hours.isEscalationDue(ist('2026-12-07T10:00'), ist('2026-12-07T11:59')), false);
  assert.equal(hours.isEscalationDue(ist('2026-12-07T10:00'), ist('2026-12-07T12:00')), true);
  assert.equal(hours.isEscalationDue(ist('2026-12-07T22:00'), ist('2026-12-08T10:30')), false);
  assert.equal(hours.isEscalationDue(ist('2026-12-07T22:00'), ist('2026-12-08T11:00')), true);
});

test('the digest is due from 09:00 on a working day', () => {
  assert.equal(hours.isDigestTime(ist('2026-12-07T08:59')), false);
  assert.equal(hours.isDigestTime(ist('2026-12-07T09:00')), true);
  assert.equal(hours.isDigestTime(ist('2026-12-07T16:00')), true);
  assert.equal(hours.isDigestTime(ist('2026-12-06T10:00')), false);
  assert.equal(hours.endOfIndiaDay(ist('2026-12-07T10:00')).toISOString(), ist('2026-12-08T00:00').toISOString());
});
