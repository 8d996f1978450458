import { expect, test } from '@jest/globals';
import { emailPlugin, fakeStrapi } from '../../test/fake-strapi';
import { MailNotConfiguredError, sendMail } from './index';

/** A Strapi whose e-mail plugin records what it sends, with a mail server or none. */
function strapiWith(mailServer: boolean) {
  const sent: Record<string, unknown>[] = [];
  return fakeStrapi({
    sent,
    plugin: emailPlugin(mailServer, (message) => sent.push(message as Record<string, unknown>)),
  });
}

test('refuses to send without a mail server, so callers keep the message for later', async () => {
  const strapi = strapiWith(false);
  await expect(sendMail(strapi, { to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(
    MailNotConfiguredError,
  );
  expect(strapi.sent).toHaveLength(0);
});

test('sends through the e-mail plugin with a stable Message-ID', async () => {
  const strapi = strapiWith(true);
  await sendMail(strapi, {
    to: ['a@example.com', '', 'b@example.com'],
    subject: 's',
    text: 't',
    messageId: 'x@y',
  });
  expect(strapi.sent).toHaveLength(1);
  expect(strapi.sent[0]?.name).toBe('email');
  expect(strapi.sent[0]?.to).toBe('a@example.com, b@example.com');
  expect(strapi.sent[0]?.headers).toEqual({ 'Message-ID': '<x@y>' });
});

test('refuses a message with no recipient', async () => {
  const strapi = strapiWith(true);
  await expect(sendMail(strapi, { to: [''], subject: 's', text: 't' })).rejects.toThrow(/recipient/);
});
