import type { Core } from '@strapi/strapi';

/**
 * The CMS's one way to send e-mail (alerts, digests, escalations, verification links): Strapi's e-mail plugin
 * (config/plugins.ts). `sendMail` refuses when no mail server is configured, so a caller that keeps a message
 * for later (an alert) can tell "not sent yet" from "sent", and never mistakes Strapi's default provider
 * (a local sendmail that may silently drop it) for a mail server.
 */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('No mail server is configured (SMTP_HOST is unset)');
    this.name = 'MailNotConfiguredError';
  }
}

/** Whether the CMS has a mail server: the e-mail plugin is configured with one only when SMTP_HOST is set. */
export function isMailConfigured(strapi: Core.Strapi): boolean {
  return strapi.plugin('email').config('provider') === 'nodemailer';
}

export interface Mail {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * A stable id for the message: a message sent again after a lost answer from the mail server carries the
   * same Message-ID, which mail systems use to drop the copy.
   */
  messageId?: string;
}

/** Text made safe to place in an e-mail's HTML part. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Sends one message. */
export async function sendMail(strapi: Core.Strapi, { to, subject, text, html, replyTo, messageId }: Mail) {
  if (!isMailConfigured(strapi)) throw new MailNotConfiguredError();
  const recipients = (typeof to === 'string' ? [to] : [...to]).filter(Boolean);
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

/**
 * A stable Message-ID for a message the CMS may have to send again (an alert, an acknowledgement):
 * `{localPart}@{the admin's host}`, the local part unique to the message (its lead's documentId).
 */
export function stableMessageId(localPart: string, adminUrl: string): string {
  let host = 'cms.invalid';
  try {
    host = new URL(adminUrl).hostname || host;
  } catch {
    // The admin's address is not a URL: the id stays unique by its local part.
  }
  return `${localPart}@${host}`;
}
