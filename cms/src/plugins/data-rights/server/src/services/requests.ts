/**
 * A request arrives from the site (POST /api/data-requests, the site's token) and is confirmed by the person
 * (POST /api/data-requests/verify). The answer never says whether the institute holds anything about the
 * contact: that is told only to the verified person, by admissions.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { answerDeadline, REQUEST_KINDS } from '@codebridge/shared/data-requests.mjs';
import { plainText } from '@codebridge/shared/text.mjs';
import { isMailConfigured, sendMail } from '../../../../../mail';
import {
  codeExpiry,
  CODE_VALID_HOURS,
  hashCode,
  newCode,
  normaliseCode,
  parseContact,
  STATUS,
  VERIFICATION,
} from '../lib/rules';
import { settings } from '../settings';

export const REQUEST_UID = 'api::data-request.data-request';
const MAX_DETAILS = 2000;

function refuse(ctx: Context, status: number, name: string, message: string) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message } };
}

/** Where the person confirms: the site's page, the code in the fragment (never sent to a server by a browser). */
function confirmLink(siteUrl: string, code: string): string {
  return `${new URL('/privacy/your-data/confirm', siteUrl).href}#code=${code}`;
}

function verificationMail(link: string, code: string, confirmPage: string) {
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
      `The link and the code work for ${CODE_VALID_HOURS} hours, once. If you did not ask, ignore this e-mail: nothing happens without your confirmation.`,
    ].join('\n'),
  };
}

interface RequestRow {
  id: number;
  documentId: string;
  kind: string;
  deadline: string;
  codeExpiresAt?: string | null;
}

const requestsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const requests = () => strapi.documents(REQUEST_UID as 'api::data-request.data-request');
  return {
    async create(ctx: Context) {
      const data = ((ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data ??
        {}) as Record<string, unknown>;
      if (!Object.hasOwn(REQUEST_KINDS, String(data.kind))) {
        return refuse(ctx, 400, 'ValidationError', 'Unknown kind of request.');
      }
      const kind = REQUEST_KINDS[data.kind as keyof typeof REQUEST_KINDS];
      const contact = parseContact(data.contact);
      if (!contact) {
        return refuse(ctx, 400, 'ValidationError', 'The contact is not an e-mail address or a phone number.');
      }
      // Plain text by the site's rule: controls, direction and invisible characters never reach a stored text.
      const details = typeof data.details === 'string' ? plainText(data.details).trim() : '';
      if (details.length > MAX_DETAILS)
        return refuse(ctx, 400, 'ValidationError', 'The details are too long.');

      const now = new Date();
      const { siteUrl } = settings(strapi);
      const byEmail = contact.type === 'E-mail' && isMailConfigured(strapi) && Boolean(siteUrl);
      const code = byEmail ? newCode() : null;
      const request = (await requests().create({
        data: {
          kind,
          requestStatus: STATUS.unverified,
          contactType: contact.type,
          contact: contact.value,
          details: details || null,
          verification: byEmail ? VERIFICATION.email : VERIFICATION.admissions,
          receivedAt: now.toISOString(),
          deadline: answerDeadline(now),
          codeHash: code ? hashCode(code) : null,
          codeExpiresAt: code ? codeExpiry(now) : null,
        },
      } as never)) as unknown as RequestRow;

      let verification = byEmail ? 'email' : 'admissions';
      if (code) {
        const link = confirmLink(siteUrl, code);
        try {
          await sendMail(strapi, {
            to: contact.value,
            ...verificationMail(link, code, link.split('#')[0] ?? link),
            messageId: `data-request-${request.documentId}@codebridge`,
          });
        } catch (error) {
          // The mail server refused: admissions verify it instead, as when no mail server is configured.
          strapi.log.warn(
            `Data request ${request.id}: the verification e-mail was not sent (${(error as Error).name}); admissions verify it.`,
          );
          await requests().update({
            documentId: request.documentId,
            data: { verification: VERIFICATION.admissions, codeHash: null, codeExpiresAt: null },
          } as never);
          verification = 'admissions';
        }
      }
      strapi.log.info(`Data request ${request.id} (${kind}) received; verification: ${verification}.`);
      ctx.status = 201;
      ctx.body = { data: { reference: request.id, verification, deadline: request.deadline } };
    },

    /** The person's confirmation: the code from the e-mail, once, while it is valid. */
    async verify(ctx: Context) {
      const code = normaliseCode((ctx.request.body as { data?: { code?: unknown } } | undefined)?.data?.code);
      const unknown = () => refuse(ctx, 404, 'NotFoundError', 'No request waits for this code.');
      if (!code) return unknown();
      const request = (await requests().findFirst({
        filters: { codeHash: hashCode(code), requestStatus: STATUS.unverified },
      } as never)) as unknown as RequestRow | null;
      if (!request) return unknown();
      if (!request.codeExpiresAt || Date.parse(request.codeExpiresAt) < Date.now()) {
        return refuse(ctx, 410, 'ExpiredError', 'This code has expired.');
      }
      await requests().update({
        documentId: request.documentId,
        data: {
          requestStatus: STATUS.verified,
          verifiedAt: new Date().toISOString(),
          codeHash: null,
          codeExpiresAt: null,
        },
      } as never);
      strapi.log.info(`Data request ${request.id} verified by its e-mail link.`);
      const kind = Object.keys(REQUEST_KINDS).find(
        (key) => REQUEST_KINDS[key as keyof typeof REQUEST_KINDS] === request.kind,
      );
      ctx.body = { data: { reference: request.id, kind, deadline: request.deadline } };
    },
  };
};

export default requestsService;
