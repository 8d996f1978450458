'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const facts = require('./lead-facts');
const lead = require('../api/lead/content-types/lead/schema.json');
const activity = require('../api/lead-activity/content-types/lead-activity/schema.json');

test('the lead schema’s enumerations are the shared facts', () => {
  assert.deepEqual(lead.attributes.form.enum, facts.kinds);
  assert.deepEqual(lead.attributes.leadStatus.enum, facts.statuses);
  assert.equal(lead.attributes.leadStatus.default, facts.statuses[0]);
  assert.deepEqual(lead.attributes.emailStatus.enum, Object.values(facts.emailStatuses));
  assert.equal(lead.attributes.emailStatus.default, facts.emailStatuses.unknown);
});

test('the CMS keeps leads as long as the site says', () => {
  const { retentionDays } = require('./lead-retention');
  const saved = process.env.LEAD_RETENTION_DAYS;
  delete process.env.LEAD_RETENTION_DAYS;
  try {
    assert.equal(retentionDays(), facts.retentionDays);
  } finally {
    if (saved !== undefined) process.env.LEAD_RETENTION_DAYS = saved;
  }
});

test('the history’s kinds are its own, and a status change names the shared statuses', () => {
  assert.deepEqual(activity.attributes.kind.enum, ['Call', 'Note', 'Status change']);
  assert.ok(facts.statuses.includes('Enrolled'), 'the dashboard counts Enrolled');
  assert.equal(facts.statuses[0], 'New');
});

test('every course has a slug, a title and the demo form’s label', () => {
  for (const course of facts.courses) {
    assert.match(course.slug, /^[a-z]+$/);
    assert.ok(course.title && course.interest, course.slug);
  }
});
