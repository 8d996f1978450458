import { expect, test } from '@jest/globals';
import * as rules from './rules';

test('leads match the contact a request names: an e-mail in any case, a phone as an Indian number', () => {
  const email = rules.parseContact('  Asha.Rao@Example.COM ');
  expect(email).toEqual({ type: 'E-mail', value: 'asha.rao@example.com' });
  expect(rules.leadMatches({ email: 'ASHA.RAO@example.com', phone: '' }, email)).toBe(true);
  expect(rules.leadMatches({ email: 'asha.rao@example.co', phone: '' }, email)).toBe(false);
  // A lead without an e-mail never matches an e-mail request, nor one without a phone a phone request.
  expect(rules.leadMatches({ email: null, phone: '98765 43210' }, email)).toBe(false);

  const phone = rules.parseContact('+91 98765-43210');
  expect(phone?.type).toBe('Phone');
  expect(rules.leadMatches({ email: 'x@example.com', phone: '098765 43210' }, phone)).toBe(true);
  expect(rules.leadMatches({ email: 'x@example.com', phone: '+91 98765 43210' }, phone)).toBe(true);
  expect(rules.leadMatches({ email: 'x@example.com', phone: '' }, phone)).toBe(false);
  expect(rules.leadMatches({ email: '', phone: '' }, { type: 'Phone', value: '' })).toBe(false);
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
    expect(rules.parseContact(bad)).toBe(null);
  }
});

test('a code is 80 random bits in groups of four, typed back in any form, stored only as a hash', () => {
  const code = rules.newCode();
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  expect(rules.newCode()).not.toBe(code);
  const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
  expect(rules.hashCode(typed)).toBe(rules.hashCode(code));
  expect(rules.hashCode(code)).toMatch(/^[0-9a-f]{64}$/);
  expect(rules.hashCode(code).includes(code)).toBe(false);
  // Letters people confuse with digits read as the digits.
  const fixed = rules.newCode(() => new Uint8Array(16));
  expect(fixed).toBe('0000-0000-0000-0000');
  expect(rules.normaliseCode('OOOO-oooo-0000-0000')).toBe('0000000000000000');
  expect(rules.normaliseCode('short')).toBe(null);
  expect(rules.normaliseCode('UUUU-0000-0000-0000')).toBe(null);
});

test('two requests name the same person when their contacts are of one kind and compare equal', () => {
  expect(
    rules.sameContact({ type: 'Phone', value: '+91 98765 43210' }, { type: 'Phone', value: '09876543210' }),
  ).toBe(true);
  expect(rules.sameContact({ type: 'E-mail', value: 'A@x.in' }, { type: 'E-mail', value: 'a@X.in' })).toBe(
    true,
  );
  expect(rules.sameContact({ type: 'E-mail', value: 'a@x.in' }, { type: 'Phone', value: 'a@x.in' })).toBe(
    false,
  );
  expect(rules.sameContact({ type: 'Phone', value: '' }, { type: 'Phone', value: '' })).toBe(false);
});
