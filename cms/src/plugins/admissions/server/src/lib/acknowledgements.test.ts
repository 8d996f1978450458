import { expect, test } from '@jest/globals';
import {
  acknowledgementChannelsLine,
  acknowledgementKey,
  afterFailure,
  channelsFor,
  contactDigest,
  deliveryStatusOf,
  digestsOf,
  mailFailure,
  retryDelay,
  statusesBelow,
  whyNoWhatsapp,
  whyNone,
} from './acknowledgements';

const on = { mail: true, whatsapp: true };

test('who is acknowledged on which channel', () => {
  const person = { form: 'Enquiry', email: 'a@example.in', phone: '98765 43210' };
  expect(channelsFor(person, on)).toEqual(['E-mail', 'WhatsApp']);
  expect(channelsFor({ ...person, form: 'Demo session' }, on)).toEqual(['E-mail', 'WhatsApp']);
  expect(channelsFor({ ...person, form: 'Contact' }, on)).toEqual(['E-mail', 'WhatsApp']);
  // A job applicant is told by e-mail only: the WhatsApp template is a student's (a course and its batch).
  expect(channelsFor({ ...person, form: 'Job application' }, on)).toEqual(['E-mail']);
  expect(channelsFor({ ...person, form: 'Job application', email: '' }, on)).toEqual([]);
  // Nobody is written to for a test lead or a recruiter's call.
  expect(channelsFor({ ...person, isTest: true }, on)).toEqual([]);
  expect(channelsFor({ ...person, form: 'Recruiter demo call' }, on)).toEqual([]);
  // A channel that is off, or nothing to write to on it.
  expect(channelsFor(person, { mail: true, whatsapp: false })).toEqual(['E-mail']);
  expect(channelsFor(person, { mail: false, whatsapp: true })).toEqual(['WhatsApp']);
  expect(channelsFor({ ...person, email: 'not an address' }, on)).toEqual(['WhatsApp']);
  expect(channelsFor({ ...person, phone: '26 12 345' }, on)).toEqual(['E-mail']);
  expect(whyNone({ ...person, isTest: true })).toMatch(/test lead/);
  expect(whyNone({ ...person, form: 'Recruiter demo call' })).toMatch(/Only enquiries/);
  expect(whyNone({ ...person, form: 'Job application' })).toBeNull();
  expect(whyNone({ ...person, form: 'Job application', email: '' })).toBe('No e-mail address to write to.');
  expect(whyNone({ form: 'Enquiry' })).toMatch(/No e-mail address/);
  expect(whyNone(person)).toBeNull();
});

test('a WhatsApp message goes to a mobile only: never a landline, nor a foreign number typed without its code', () => {
  const person = { form: 'Enquiry', email: 'a@example.in' };
  expect(channelsFor({ ...person, phone: '+91 98765 43210' }, on)).toEqual(['E-mail', 'WhatsApp']);
  expect(channelsFor({ ...person, phone: '+44 7911 123456' }, on)).toEqual(['E-mail', 'WhatsApp']);
  // A Pune landline, a US number and a UK mobile without their codes: the old rule made each a +91 mobile.
  for (const phone of ['020 2612 3456', '415 555 2671', '07911 123456']) {
    expect([phone, channelsFor({ ...person, phone }, on)]).toEqual([phone, ['E-mail']]);
    expect(whyNoWhatsapp({ ...person, phone }, on)).toBe(
      'No WhatsApp message: the phone is not a mobile number.',
    );
  }
  expect(whyNoWhatsapp({ ...person, phone: '12345' }, on)).toBe(
    'No WhatsApp message: the phone is not a valid phone number.',
  );
  // Nothing to say when it went, when WhatsApp is off, or when the lead is not meant to get one.
  expect(whyNoWhatsapp({ ...person, phone: '9876543210' }, on)).toBeNull();
  expect(whyNoWhatsapp({ ...person, phone: '020 2612 3456' }, { whatsapp: false })).toBeNull();
  expect(whyNoWhatsapp({ ...person, form: 'Job application', phone: '020 2612 3456' }, on)).toBeNull();
  expect(whyNone({ form: 'Enquiry', phone: '020 2612 3456' })).toBe(
    'No e-mail address or mobile number to write to.',
  );
});

test('the start line names the channels that are on and why the others are off, no secret', () => {
  expect(acknowledgementChannelsLine(on)).toBe('Acknowledgements to enquirers: e-mail on, WhatsApp on.');
  expect(acknowledgementChannelsLine({ mail: false, whatsapp: false })).toBe(
    'Acknowledgements to enquirers: e-mail off (no SMTP_HOST), WhatsApp off (no WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN).',
  );
});

test('the key is one per lead and channel, whatever the attempt', () => {
  expect(acknowledgementKey('k3x9', 'E-mail')).toBe('ack-k3x9-email');
  expect(acknowledgementKey('k3x9', 'WhatsApp')).toBe('ack-k3x9-whatsapp');
});

test('backoff: 10 s, doubling, at most 5 minutes, from the injected time', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
    10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
  ]);
  const now = new Date('2026-11-26T10:00:00Z');
  const down = { reason: 'ECONNREFUSED', refused: false };
  expect(afterFailure({ attempts: 0 }, down, now)).toEqual({
    state: 'Retrying',
    attempts: 1,
    refusals: 0,
    error: 'ECONNREFUSED',
    nextAttemptAt: new Date('2026-11-26T10:00:10Z'),
  });
  expect(afterFailure({ attempts: 2 }, down, now).nextAttemptAt).toEqual(new Date('2026-11-26T10:00:40Z'));
  // Refusals in a row fail it on the third; a "not now" in between starts the count again.
  const refused = { reason: 'SMTP 550', refused: true };
  expect(afterFailure({ attempts: 1, refusals: 1 }, refused, now).state).toBe('Retrying');
  expect(afterFailure({ attempts: 2, refusals: 2 }, refused, now)).toMatchObject({
    state: 'Failed',
    refusals: 3,
    nextAttemptAt: null,
  });
  expect(afterFailure({ attempts: 2, refusals: 2 }, down, now)).toMatchObject({
    state: 'Retrying',
    refusals: 0,
  });
});

test('a mail server’s answer: 5xx refuses, 4xx and no connection are "not now"; never an address', () => {
  expect(mailFailure({ responseCode: 550, message: 'No such user asha@example.in' })).toEqual({
    reason: 'SMTP 550',
    refused: true,
  });
  expect(mailFailure({ responseCode: 421 })).toEqual({ reason: 'SMTP 421', refused: false });
  expect(mailFailure({ code: 'ECONNREFUSED' })).toEqual({ reason: 'ECONNREFUSED', refused: false });
  expect(mailFailure(null)).toEqual({ reason: 'not sent', refused: false });
});

test('WhatsApp’s statuses, and which a status replaces', () => {
  expect(['sent', 'delivered', 'read', 'failed', 'opened'].map(deliveryStatusOf)).toEqual([
    'Sent',
    'Delivered',
    'Read',
    'Failed',
    null,
  ]);
  expect(statusesBelow('Sent')).toEqual([]);
  expect(statusesBelow('Read')).toEqual(['Sent', 'Delivered']);
  expect(statusesBelow('Failed')).toEqual(['Sent', 'Delivered', 'Read']);
});

test('the stop list’s digests: one per person however the contact is written, and no contact in them', () => {
  const phone = contactDigest('Phone', '+91 98765 43210');
  expect(phone).toMatch(/^[0-9a-f]{64}$/);
  expect(contactDigest('Phone', '09876543210')).toBe(phone);
  expect(contactDigest('E-mail', ' Asha@Example.IN ')).toBe(contactDigest('E-mail', 'asha@example.in'));
  expect(contactDigest('E-mail', '9876543210')).toBeNull();
  expect(digestsOf({ phone: '98765 43210', email: 'asha@example.in' })).toHaveLength(2);
  expect(digestsOf({})).toEqual([]);
});
