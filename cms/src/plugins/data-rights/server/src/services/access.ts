/**
 * Admissions answer a verified access request from its page (the Access panel): one action gathers
 * everything held on the person (services/people.ts: every lead found by the rule erasure uses, each with
 * its counsellor, CV and history, and their requests about their data, this one included) and
 *
 * - for an e-mail request, sends it as a readable summary (plain text and simple HTML) to the verified
 *   address. The CV is named, not attached: the person sent it, a copy goes on request, and a file in a
 *   mailbox is one more copy to lose. The send is claimed first (src/claims.ts: `answeredAt` from empty
 *   to now, on a Verified request), so two presses send once; a failed send releases it. The request is
 *   then Done, answered by e-mail, with a line in Outcome.
 * - for a phone request, marks it for a call (answered by: Call) and shows the same summary in the panel,
 *   to read out; it stays Verified until whoever calls sets it Done (the request documents' middleware then
 *   records `answeredAt`).
 *
 * Either way the summary's text is returned for the panel. The read of the person's data is an access by
 * the signed-in admin (see `recordPersonalDataRead`).
 */
import type { Core } from '@strapi/strapi';
import { indiaDate } from '@codebridge/shared/india-time.mjs';
import { claim } from '../../../../../claims';
import { sendMail } from '../../../../../mail';
import { accessAnswerMessage, plural, type HeldRequest } from '../lib/messages';
import {
  ANSWER_METHOD,
  CONTACT_TYPE,
  REQUEST_UID,
  STATUS,
  withOutcomeLine,
  type Contact,
} from '../lib/rules';
import { settings } from '../settings';
import { RequestRefused } from './refusals';
import { heldOn, REQUEST_FIELDS } from './people';
import { recordPersonalDataRead } from './access-record';

type Strapi = Core.Strapi;

interface RequestRow extends HeldRequest {
  contact?: string | null;
  contactType?: Contact['type'] | null;
}

export interface AccessAnswer {
  reference: number;
  method: (typeof ANSWER_METHOD)[keyof typeof ANSWER_METHOD];
  /** The summary as the person reads it (the e-mail's text), for the panel. */
  summary: string;
  outcome: string | null;
}

async function accessRequest(
  strapi: Strapi,
  documentId: string,
): Promise<RequestRow & { contact: string; contactType: Contact['type'] }> {
  const request: RequestRow | null = await strapi.db.query(REQUEST_UID as never).findOne({
    where: { documentId },
    select: REQUEST_FIELDS,
  });
  if (!request) throw new RequestRefused('No such request.', 404);
  if (request.kind !== 'Access')
    throw new RequestRefused('This request does not ask for a copy of the person’s data.');
  if (request.requestStatus !== STATUS.verified) {
    throw new RequestRefused(
      request.requestStatus === STATUS.done
        ? 'This request was answered already.'
        : 'Verify the request first: a person’s data goes only to them.',
    );
  }
  if (!request.contactType || !request.contact) throw new RequestRefused('This request names no contact.');
  return request as RequestRow & { contact: string; contactType: Contact['type'] };
}

export async function answerAccess(
  strapi: Strapi,
  documentId: string,
  { now = () => new Date(), adminId }: { now?: () => Date; adminId?: number | null } = {},
): Promise<AccessAnswer> {
  const request = await accessRequest(strapi, documentId);
  const contact: Contact = { type: request.contactType, value: request.contact };
  const { leadRetentionDays, siteUrl } = settings(strapi);
  const held = await heldOn(strapi, contact);
  await recordPersonalDataRead(strapi, {
    adminId: adminId ?? null,
    action: 'access-answer',
    requestDocumentId: documentId,
    leadDocumentIds: held.leads.map((lead) => lead.documentId),
  });
  const message = accessAnswerMessage({
    request,
    leads: held.leads,
    requests: held.requests,
    retentionDays: leadRetentionDays,
    siteUrl,
  });
  const requests = strapi.db.query(REQUEST_UID as never);
  const what = `${plural(held.leads.length, 'lead')}, ${plural(
    held.leads.reduce((sum, lead) => sum + lead.history.length, 0),
    'history entry',
    'history entries',
  )}, ${plural(held.requests.length, 'request')}`;

  if (contact.type === CONTACT_TYPE.phone) {
    await requests.update({ where: { id: request.id }, data: { answerMethod: ANSWER_METHOD.call } });
    return { reference: request.id, method: ANSWER_METHOD.call, summary: message.text, outcome: null };
  }

  const at = now();
  const due = { id: request.id, requestStatus: STATUS.verified, answeredAt: { $null: true } };
  if (!(await claim(strapi, REQUEST_UID, due, { answeredAt: at, answerMethod: ANSWER_METHOD.email }))) {
    throw new RequestRefused('This request is being answered, or was answered already: reload the page.');
  }
  try {
    await sendMail(strapi, {
      to: contact.value,
      ...message,
      messageId: `data-request-access-${request.documentId}@codebridge`,
    });
  } catch (error) {
    await requests.update({ where: { id: request.id }, data: { answeredAt: null, answerMethod: null } });
    const code = (error as { code?: string })?.code ?? (error as Error)?.name ?? 'error';
    strapi.log.warn(`Data request ${request.id}: the access answer was not sent (${code}).`);
    throw new RequestRefused(`The e-mail could not be sent (${code}). Nothing was recorded: try again.`, 503);
  }
  const line = `Answered on ${indiaDate(at)} (India time): what we hold (${what}) e-mailed to the verified address.`;
  const outcome = withOutcomeLine(request.outcome, line);
  await requests.update({ where: { id: request.id }, data: { requestStatus: STATUS.done, outcome } });
  strapi.log.info(`Data request ${request.id}: answered by e-mail (${what}).`);
  return { reference: request.id, method: ANSWER_METHOD.email, summary: message.text, outcome };
}

const accessService = ({ strapi }: { strapi: Strapi }) => ({
  answer: (documentId: string, adminId?: number | null) => answerAccess(strapi, documentId, { adminId }),
});

export default accessService;
