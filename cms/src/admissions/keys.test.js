'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { phoneKey, emailKey } = require('./keys');

test('an Indian number is one key however it is written', () => {
  for (const written of ['+91 98765 43210', '09876543210', '9876543210', '98765-43210', '+91-98765-43210', '0091 98765 43210', '919876543210', ' (98765) 43210 ']) {
    assert.equal(phoneKey(written), '9876543210', written);
  }
});

test('different numbers, foreign numbers and rubbish stay apart', () => {
  assert.notEqual(phoneKey('98765 43211'), phoneKey('98765 43210'));
  assert.equal(phoneKey('+44 20 7946 0958'), '+442079460958');
  assert.equal(phoneKey('+1 415 555 0100'), '+14155550100');
  assert.equal(phoneKey('123'), null);
  assert.equal(phoneKey(''), null);
  assert.equal(phoneKey(null), null);
});

test('an e-mail is compared without case or surrounding spaces', () => {
  assert.equal(emailKey(' Asha.Patil@Example.COM '), 'asha.patil@example.com');
  assert.equal(emailKey(''), null);
  assert.equal(emailKey('not an address'), null);
  assert.equal(emailKey(undefined), null);
});

test('the site and the CMS compare contacts by one rule (lib/leads/contact-keys.examples.json)', () => {
  const examples = require('../../../lib/leads/contact-keys.examples.json');
  for (const [input, key] of examples.phones) assert.equal(phoneKey(input), key, input);
  for (const [input, key] of examples.emails) assert.equal(emailKey(input), key, input);
});
