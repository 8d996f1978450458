'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { MailNotConfiguredError, sendMail } = require('./index');

/** A Strapi with the e-mail plugin's service recorded, and the admissions config given. */
function fakeStrapi(admissions) {
  const sent = [];
  return {
    sent,
    config: { get: (key, fallback) => (key === 'admissions' ? admissions : fallback) },
    plugin: (name) => ({ service: () => ({ send: async (message) => sent.push({ name, ...message }) }) }),
  };
}

test('refuses to send without a mail server, so callers keep the message for later', async () => {
  const strapi = fakeStrapi({ mailConfigured: false });
  await assert.rejects(sendMail(strapi, { to: 'a@example.com', subject: 's', text: 't' }), MailNotConfiguredError);
  assert.equal(strapi.sent.length, 0);
});

test('sends through the e-mail plugin with a stable Message-ID', async () => {
  const strapi = fakeStrapi({ mailConfigured: true });
  await sendMail(strapi, { to: ['a@example.com', '', 'b@example.com'], subject: 's', text: 't', messageId: 'x@y' });
  assert.equal(strapi.sent.length, 1);
  assert.equal(strapi.sent[0].name, 'email');
  assert.equal(strapi.sent[0].to, 'a@example.com, b@example.com');
  assert.deepEqual(strapi.sent[0].headers, { 'Message-ID': '<x@y>' });
});

test('refuses a message with no recipient', async () => {
  const strapi = fakeStrapi({ mailConfigured: true });
  await assert.rejects(sendMail(strapi, { to: [''], subject: 's', text: 't' }), /recipient/);
});
