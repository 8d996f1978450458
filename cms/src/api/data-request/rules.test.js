'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const rules = require('./rules');

test('an Indian number is one number however it is written', () => {
  const same = [
    '+91 98765 43210',
    '+91-98765-43210',
    '098765 43210',
    '9876543210',
    '91 9876543210',
    '0091 98765 43210',
    '(+91) 98765.43210',
  ];
  for (const phone of same) assert.equal(rules.normalisePhone(phone), '9876543210', phone);
  assert.notEqual(rules.normalisePhone('98765 43211'), '9876543210');
  // Another country's number keeps its code: +1 and +91 are not the same person.
  assert.equal(rules.normalisePhone('+1 987 654 3210'), '+19876543210');
  assert.equal(rules.normalisePhone(''), '');
});

test('leads match the contact a request names: an e-mail in any case, a phone as an Indian number', () => {
  const email = rules.parseContact('  Asha.Rao@Example.COM ');
  assert.deepEqual(email, { type: 'E-mail', value: 'asha.rao@example.com' });
  assert.equal(rules.leadMatches({ email: 'ASHA.RAO@example.com', phone: '' }, email), true);
  assert.equal(rules.leadMatches({ email: 'asha.rao@example.co', phone: '' }, email), false);
  // A lead without an e-mail never matches an e-mail request, nor one without a phone a phone request.
  assert.equal(rules.leadMatches({ email: null, phone: '98765 43210' }, email), false);

  const phone = rules.parseContact('+91 98765-43210');
  assert.equal(phone.type, 'Phone');
  assert.equal(rules.leadMatches({ email: 'x@example.com', phone: '098765 43210' }, phone), true);
  assert.equal(rules.leadMatches({ email: 'x@example.com', phone: '+91 98765 43210' }, phone), true);
  assert.equal(rules.leadMatches({ email: 'x@example.com', phone: '' }, phone), false);
  assert.equal(rules.leadMatches({ email: '', phone: '' }, { type: 'Phone', value: '' }), false);
});

test('a contact is an e-mail address or a phone number of 7 to 15 digits, nothing else', () => {
  for (const bad of [
    '',
    'asha',
    'asha@',
    '12345',
    '1234567890123456',
    'call me',
    `${'a'.repeat(250)}@x.in`,
  ]) {
    assert.equal(rules.parseContact(bad), null, bad);
  }
});

test('the answer is due ANSWER_DAYS after the day the request arrived, in India', () => {
  assert.equal(rules.ANSWER_DAYS, 30);
  assert.equal(rules.deadlineFor('2026-11-27T10:00:00Z'), '2026-12-27');
  // 20:00 UTC is already the next day in India.
  assert.equal(rules.deadlineFor('2026-11-27T20:00:00Z'), '2026-12-28');
  assert.equal(rules.deadlineFor('2027-02-01T00:00:00Z'), '2027-03-03');
});

test('a code is 80 random bits in groups of four, typed back in any form, stored only as a hash', () => {
  const code = rules.newCode();
  assert.match(code, /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  assert.notEqual(rules.newCode(), code);
  const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
  assert.equal(rules.hashCode(typed), rules.hashCode(code));
  assert.match(rules.hashCode(code), /^[0-9a-f]{64}$/);
  assert.equal(rules.hashCode(code).includes(code), false);
  // Letters people confuse with digits read as the digits.
  const fixed = rules.newCode(() => Buffer.alloc(16, 0));
  assert.equal(fixed, '0000-0000-0000-0000');
  assert.equal(rules.normaliseCode('OOOO-oooo-0000-0000'), '0000000000000000');
  assert.equal(rules.normaliseCode('short'), null);
  assert.equal(rules.normaliseCode('UUUU-0000-0000-0000'), null);
});

test('two requests name the same person when their contacts are of one kind and compare equal', () => {
  assert.equal(
    rules.sameContact({ type: 'Phone', value: '+91 98765 43210' }, { type: 'Phone', value: '09876543210' }),
    true,
  );
  assert.equal(
    rules.sameContact({ type: 'E-mail', value: 'A@x.in' }, { type: 'E-mail', value: 'a@X.in' }),
    true,
  );
  assert.equal(
    rules.sameContact({ type: 'E-mail', value: 'a@x.in' }, { type: 'Phone', value: 'a@x.in' }),
    false,
  );
  assert.equal(rules.sameContact({ type: 'Phone', value: '' }, { type: 'Phone', value: '' }), false);
});
