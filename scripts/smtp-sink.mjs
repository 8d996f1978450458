/**
 * A real SMTP server on loopback that keeps every message it takes, parsed (smtp-server and mailparser): the
 * admissions e2e tests and the lead benchmark point the CMS's SMTP_HOST/SMTP_PORT at it. It can be stopped
 * and started again on the same port (a mail server that is down for a while).
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/**
 * @typedef {object} SunkMail
 * @property {string} to
 * @property {string} subject
 * @property {string} text
 * @property {string} html
 * @property {string} messageId
 * @property {string[]} attachments  the attached files' names
 * @property {number} receivedAt  when the sink took it (ms since the epoch)
 */

/** @param {number} port */
export function smtpSink(port) {
  /** @type {SunkMail[]} */
  const mails = [];
  /** @type {SMTPServer | null} */
  let server = null;

  function start() {
    if (server) return Promise.resolve();
    const current = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      hideSTARTTLS: true,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const to = parsed.to;
            mails.push({
              to: (Array.isArray(to) ? to : to ? [to] : []).map((address) => address.text).join(', '),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              attachments: parsed.attachments.map((attachment) => attachment.filename ?? ''),
              receivedAt: Date.now(),
            });
            callback();
          })
          .catch((/** @type {Error} */ error) => callback(error));
      },
    });
    server = current;
    return new Promise((resolve, reject) => {
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve(undefined));
    });
  }

  function stop() {
    const current = server;
    server = null;
    return new Promise((resolve) => (current ? current.close(() => resolve(undefined)) : resolve(undefined)));
  }

  return { mails, start, stop };
}
