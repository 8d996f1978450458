/**
 * A request arrives from the site (POST /api/data-requests, the site's token), is named to the person before
 * they confirm it (POST /api/data-requests/lookup, read-only) and is confirmed by them (POST
 * /api/data-requests/verify). The answers never say whether the institute holds anything about the contact:
 * that is told only to the verified person, by admissions. Each new request is told to the grievance
 * contact (services/notices.ts).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { answerDeadline, REQUEST_KINDS, requestKindKey } from '@codebridge/shared/data-requests.mjs';
import { plainText } from '@codebridge/shared/text.mjs';
import { isMailConfigured, sendMail } from '../../../../../mail';
import {
  codeExpiry,
  CODE_VALID_HOURS,
  hashCode,
  newCode,
  normaliseCode,
  parseContact,
  CONTACT_TYPE,
  REQUEST_UID,
  STATUS,
  VERIFICATION,
} from '../lib/rules';
import { verificationMessage } from '../lib/messages';
import { settings } from '../settings';
import { tellTeamSoon } from './notices';
import { asThePersonsRequest } from '../request-documents';

export { REQUEST_UID };
const MAX_DETAILS = 2000;

function refuse(ctx: Context, status: number, name: string, message: string) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message } };
}

/** Where the person confirms: the site's page, the code in the fragment (never sent to a server by a browser). */
function confirmLink(siteUrl: string, code: string): string {
  return `${new URL('/privacy/your-data/confirm', siteUrl).href}#code=${code}`;
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

  /**
   * The unverified request the body's code confirms, while the code is valid; otherwise the refusal is
   * written to `ctx` and null returned. Neither the code nor the contact reaches a log.
   */
  async function waitingFor(ctx: Context, unknownName = 'NotFoundError'): Promise<RequestRow | null> {
    const code = normaliseCode((ctx.request.body as { data?: { code?: unknown } } | undefined)?.data?.code);
    const unknown = () => {
      refuse(ctx, 404, unknownName, 'No request waits for this code.');
      return null;
    };
    if (!code) return unknown();
    const request = (await requests().findFirst({
      filters: { codeHash: hashCode(code), requestStatus: STATUS.unverified },
    } as never)) as unknown as RequestRow | null;
    if (!request) return unknown();
    if (!request.codeExpiresAt || Date.parse(request.codeExpiresAt) < Date.now()) {
      refuse(ctx, 410, 'ExpiredError', 'This code has expired.');
      return null;
    }
    return request;
  }

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
      const byEmail = contact.type === CONTACT_TYPE.email && isMailConfigured(strapi) && Boolean(siteUrl);
      const code = byEmail ? newCode() : null;
      const request = (await asThePersonsRequest(() =>
        requests().create({
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
        } as never),
      )) as unknown as RequestRow;

      let verification = byEmail ? 'email' : 'admissions';
      if (code) {
        const link = confirmLink(siteUrl, code);
        try {
          await sendMail(strapi, {
            to: contact.value,
            ...verificationMessage({
              kind,
              link,
              code,
              confirmPage: link.split('#')[0] ?? link,
              validHours: CODE_VALID_HOURS,
            }),
            messageId: `data-request-${request.documentId}@codebridge`,
          });
        } catch (error) {
          // The mail server refused: admissions verify it instead, as when no mail server is configured.
          strapi.log.warn(
            `Data request ${request.id}: the verification e-mail was not sent (${(error as Error).name}); admissions verify it.`,
          );
          await strapi.db.query(REQUEST_UID as never).update({
            where: { id: request.id },
            data: { verification: VERIFICATION.admissions, codeHash: null, codeExpiresAt: null },
          });
          verification = 'admissions';
        }
      }
      strapi.log.info(`Data request ${request.id} (${kind}) received; verification: ${verification}.`);
      // The grievance contact hears of it at once, after the answer to the site; the cron retries a failure.
      tellTeamSoon(strapi, now);
      ctx.status = 201;
      ctx.body = { data: { reference: request.id, verification, deadline: request.deadline } };
    },

    /** The person's confirmation: the code from the e-mail, once, while it is valid. */
    async verify(ctx: Context) {
      const request = await waitingFor(ctx);
      if (!request) return;
      // Through the database layer: the request documents' middleware keeps edits off the CMS's fields.
      await strapi.db.query(REQUEST_UID as never).update({
        where: { id: request.id },
        data: {
          requestStatus: STATUS.verified,
          verifiedAt: new Date().toISOString(),
          codeHash: null,
          codeExpiresAt: null,
        },
      });
      strapi.log.info(`Data request ${request.id} verified by its e-mail link.`);
      ctx.body = {
        data: { reference: request.id, kind: requestKindKey(request.kind), deadline: request.deadline },
      };
    },

    /**
     * What the request behind a code asks, before the person confirms it: the confirmation page names it.
     * Changes nothing, and answers as `verify` would refuse (404 `UnknownCode` when no request waits for
     * the code, 410 when it expired).
     */
    async lookup(ctx: Context) {
      const request = await waitingFor(ctx, 'UnknownCode');
      if (!request) return;
      ctx.body = { data: { kind: requestKindKey(request.kind) } };
    },
  };
};

export default requestsService;
