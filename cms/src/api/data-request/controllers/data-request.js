'use strict';

const { factories } = require('@strapi/strapi');
const { isMailConfigured, mailSettings, sendMail } = require('../../../mail');
const rules = require('../rules');

const UID = 'api::data-request.data-request';
/** Control characters (line breaks aside) never reach a stored text. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_DETAILS = 2000;

function badRequest(ctx, message) {
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message } };
}

/** Where the person confirms: the site's page, the code in the fragment (never sent to a server by a browser). */
function confirmLink(siteUrl, code) {
  return `${new URL('/privacy/your-data/confirm', siteUrl).href}#code=${code}`;
}

function verificationMail(link, code, confirmPage) {
  return {
    subject: 'Confirm your request about your personal data',
    text: [
      'Someone, we hope you, asked us to act on the personal data we hold under this e-mail address.',
      '',
      `To confirm that it was you, open this link and press "Confirm my request":`,
      link,
      '',
      `Or enter this code on ${confirmPage}:`,
      code,
      '',
      `The link and the code work for ${rules.CODE_VALID_HOURS} hours, once. If you did not ask, ignore this e-mail: nothing happens without your confirmation.`,
    ].join('\n'),
  };
}

/**
 * A request arrives from the site (create, with its token) and is confirmed by the person (verify). The
 * answer never says whether the institute holds anything about the contact: that is told only to the
 * verified person, by admissions.
 */
module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = ctx.request.body?.data ?? {};
    const kind = rules.KINDS[data.kind];
    if (!kind) return badRequest(ctx, 'Unknown kind of request.');
    const contact = rules.parseContact(data.contact);
    if (!contact) return badRequest(ctx, 'The contact is not an e-mail address or a phone number.');
    const details =
      typeof data.details === 'string'
        ? data.details.replace(/\r\n?/g, '\n').replace(CONTROL, ' ').trim()
        : '';
    if (details.length > MAX_DETAILS) return badRequest(ctx, 'The details are too long.');

    const now = new Date();
    const { siteUrl } = mailSettings(strapi);
    const byEmail = contact.type === 'E-mail' && isMailConfigured(strapi) && Boolean(siteUrl);
    const code = byEmail ? rules.newCode() : null;
    const request = await strapi.documents(UID).create({
      data: {
        kind,
        requestStatus: rules.STATUS.unverified,
        contactType: contact.type,
        contact: contact.value,
        details: details || null,
        verification: byEmail ? rules.VERIFICATION.email : rules.VERIFICATION.admissions,
        receivedAt: now.toISOString(),
        deadline: rules.deadlineFor(now),
        codeHash: code ? rules.hashCode(code) : null,
        codeExpiresAt: code ? rules.codeExpiry(now) : null,
      },
    });

    let verification = byEmail ? 'email' : 'admissions';
    if (code) {
      const link = confirmLink(siteUrl, code);
      try {
        await sendMail(strapi, {
          to: contact.value,
          ...verificationMail(link, code, link.split('#')[0]),
          messageId: `data-request-${request.documentId}@codebridge`,
        });
      } catch (error) {
        // The mail server refused: admissions verify it instead, as when no mail server is configured.
        strapi.log.warn(
          `Data request ${request.id}: the verification e-mail was not sent (${error.name}); admissions verify it.`,
        );
        await strapi.documents(UID).update({
          documentId: request.documentId,
          data: { verification: rules.VERIFICATION.admissions, codeHash: null, codeExpiresAt: null },
        });
        verification = 'admissions';
      }
    }
    strapi.log.info(`Data request ${request.id} (${kind}) received; verification: ${verification}.`);
    ctx.status = 201;
    ctx.body = { data: { reference: request.id, verification, deadline: request.deadline } };
  },

  /** The person's confirmation: the code from the e-mail, once, while it is valid. */
  async verify(ctx) {
    const code = rules.normaliseCode(ctx.request.body?.data?.code);
    const unknown = () => {
      ctx.status = 404;
      ctx.body = {
        data: null,
        error: { status: 404, name: 'NotFoundError', message: 'No request waits for this code.' },
      };
    };
    if (!code) return unknown();
    const request = await strapi.documents(UID).findFirst({
      filters: { codeHash: rules.hashCode(code), requestStatus: rules.STATUS.unverified },
    });
    if (!request) return unknown();
    if (!request.codeExpiresAt || Date.parse(request.codeExpiresAt) < Date.now()) {
      ctx.status = 410;
      ctx.body = {
        data: null,
        error: { status: 410, name: 'ExpiredError', message: 'This code has expired.' },
      };
      return;
    }
    await strapi.documents(UID).update({
      documentId: request.documentId,
      data: {
        requestStatus: rules.STATUS.verified,
        verifiedAt: new Date().toISOString(),
        codeHash: null,
        codeExpiresAt: null,
      },
    });
    strapi.log.info(`Data request ${request.id} verified by its e-mail link.`);
    const kind = Object.keys(rules.KINDS).find((key) => rules.KINDS[key] === request.kind);
    ctx.body = { data: { reference: request.id, kind, deadline: request.deadline } };
  },
}));
