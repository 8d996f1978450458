'use strict';

/**
 * The CMS's one way to send e-mail (alerts, digests, escalations, verification links): Strapi's e-mail plugin
 * (config/plugins.js). `sendMail` refuses when no mail server is configured, so a caller that keeps a message
 * for later (an alert) can tell "not sent yet" from "sent", and never mistakes Strapi's default provider
 * (a local sendmail that may silently drop it) for a mail server.
 */

class MailNotConfiguredError extends Error {
  constructor() {
    super('No mail server is configured (SMTP_HOST is unset)');
    this.name = 'MailNotConfiguredError';
  }
}

function mailSettings(strapi) {
  return strapi.config.get('admissions', {});
}

function isMailConfigured(strapi) {
  return Boolean(mailSettings(strapi).mailConfigured);
}

/**
 * Sends one message. `messageId` (optional) is a stable id for the message: a message sent again after a
 * lost answer from the mail server carries the same Message-ID, which mail systems use to drop the copy.
 */
async function sendMail(strapi, { to, subject, text, html, replyTo, messageId }) {
  if (!isMailConfigured(strapi)) throw new MailNotConfiguredError();
  const recipients = (Array.isArray(to) ? to : [to]).filter(Boolean);
  if (recipients.length === 0) throw new Error('An e-mail needs at least one recipient');
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to: recipients.join(', '),
      subject,
      text,
      html,
      replyTo,
      ...(messageId ? { headers: { 'Message-ID': `<${messageId}>` } } : {}),
    });
}

module.exports = { MailNotConfiguredError, isMailConfigured, mailSettings, sendMail };
