/**
 * Admissions approve the erasure of a verified request (the Erase button on its page): the person's leads
 * waiting on the site go first (so none reaches the CMS afterwards), then every lead of theirs in the CMS
 * (services/people.ts, the rule the access answer uses too), each with its CV and history (the admissions
 * plugin's lead middleware deletes those with the lead).
 *
 * Then the people whose inboxes hold alerts about those leads (each lead's counsellor, and admissions, who
 * get alerts without a counsellor and the escalations) are asked by e-mail to delete them, by form and time,
 * never by the person's name; the person is answered at the e-mail address they verified (a phone request's
 * answer is the call that verified it). The request is kept as the record: what the verifier wrote first,
 * then the erasure dated in India time, the alert e-mails, the answer; without the contact, which is kept
 * only while the answer e-mail has not gone (pressing the button again sends it).
 *
 * The person's other requests: those answered or refused lose their contact, which nothing needs any more;
 * those still open keep it and stay open, because they are still owed an answer (an access request is then
 * answered with what remains: their requests, and no forms), and get a line saying the forms were erased.
 *
 * The admin's role must be allowed the whole of it, as the content manager would allow it (admissions'
 * permission-checked queries, with their conditions): update the request, and delete every one of the
 * person's leads; otherwise nothing is deleted.
 */
import type { Core } from '@strapi/strapi';
import { REQUEST_KINDS } from '@codebridge/shared/data-requests.mjs';
import { indiaDate } from '@codebridge/shared/india-time.mjs';
import { errors } from '@strapi/utils';
import {
  documentQueries,
  leadQueries,
  type UserAbility,
} from '../../../../admissions/server/src/services/lead-queries';
import { isMailConfigured, sendMail } from '../../../../../mail';
import {
  deleteAlertsMessage,
  erasureAnswerMessage,
  erasureLine,
  erasureOutcome,
  type ErasureCounts,
  type ErasedLead,
} from '../lib/messages';
import {
  ANSWER_METHOD,
  CONTACT_TYPE,
  isOpen,
  REQUEST_UID,
  sameContact,
  STATUS,
  withOutcomeLine,
  type Contact,
} from '../lib/rules';
import { settings } from '../settings';
import { LEAD_UID, leadsOf, type MatchedLead } from './people';
import { RequestRefused } from './refusals';

/** The site answers a purge in this time, or the erasure waits for another try. */
const SITE_TIMEOUT_MS = 15_000;

/** An erasure that cannot go ahead; its message is for the admin who asked. Nothing was deleted. */
export class ErasureRefused extends RequestRefused {
  constructor(message: string, status = 409) {
    super(message, status);
    this.name = 'ErasureRefused';
  }
}

type Strapi = Core.Strapi;

/**
 * Tells the site to delete the person's leads waiting in its outbox (POST {SITE_URL}/api/leads/purge, with
 * the token the site creates requests with). Resolves to how many it deleted.
 */
export async function purgeSiteOutbox(strapi: Strapi, contact: Contact): Promise<number> {
  const { siteUrl, siteToken } = settings(strapi);
  if (!siteUrl || !siteToken) {
    throw new ErasureRefused(
      "The site's outbox cannot be checked: set SITE_URL and CMS_DATA_REQUESTS_TOKEN (the site's DATA_REQUESTS_API_TOKEN). Nothing was deleted.",
    );
  }
  let answer: Response;
  try {
    answer = await fetch(new URL('/api/leads/purge', siteUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${siteToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contactType: contact.type, contact: contact.value }),
      signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ErasureRefused(
      `The site did not answer (${(error as Error).name}). Nothing was deleted: try again in a minute.`,
      503,
    );
  }
  if (!answer.ok) {
    throw new ErasureRefused(
      `The site answered ${answer.status}. Nothing was deleted: try again in a minute.`,
      503,
    );
  }
  const body = (await answer.json().catch(() => ({}))) as { purged?: unknown };
  if (!Number.isSafeInteger(body.purged))
    throw new ErasureRefused('The site gave no count. Nothing was deleted.', 503);
  return body.purged as number;
}

/** What the admin's role may do, asked before anything is deleted. */
export interface ErasureAccess {
  mayUpdateRequest(documentId: string): Promise<boolean>;
  mayDeleteLeads(documentIds: string[]): Promise<boolean>;
}

/** The admin's role, through the permission-checked queries the content manager's checks are made with. */
export function erasureAccess(strapi: Strapi, userAbility: UserAbility | null | undefined): ErasureAccess {
  return {
    async mayUpdateRequest(documentId) {
      try {
        const queries = documentQueries(strapi, userAbility, REQUEST_UID);
        return Boolean(await queries.findOne(documentId, { fields: ['documentId'] }, 'update'));
      } catch (error) {
        if (error instanceof errors.ForbiddenError) return false;
        throw error;
      }
    },
    mayDeleteLeads: (documentIds) => leadQueries(strapi, userAbility).mayAll('delete', documentIds),
  };
}

const NOT_ALL_YOURS =
  'Your role may not delete every lead of this person (or this request): nothing was deleted.';

interface RequestRow {
  id: number;
  documentId: string;
  kind: string;
  requestStatus: string;
  contactType?: Contact['type'] | null;
  contact?: string | null;
  receivedAt: string;
  outcome?: string | null;
  answeredAt?: string | null;
  erasedAt?: string | null;
  erasedLeads?: number | null;
  erasedFiles?: number | null;
  erasedWaiting?: number | null;
}

interface LeadToErase extends MatchedLead, ErasedLead {
  cv?: { id?: number } | null;
  counsellor?: { email?: string | null } | null;
}

const REQUEST_FIELDS = [
  'id',
  'documentId',
  'kind',
  'requestStatus',
  'contactType',
  'contact',
  'receivedAt',
  'outcome',
  'answeredAt',
  'erasedAt',
  'erasedLeads',
  'erasedFiles',
  'erasedWaiting',
];

const CLEARED = { contact: null, details: null, codeHash: null, codeExpiresAt: null };

function failure(error: unknown): string {
  return (error as { code?: string })?.code ?? (error as Error)?.name ?? 'error';
}

/** Asks everyone whose inbox got alerts, digests or escalations about these leads to delete them. */
async function tellTeamToDeleteAlerts(
  strapi: Strapi,
  request: RequestRow,
  leads: LeadToErase[],
  erasedAt: Date,
): Promise<{ told: number } | { error: string }> {
  if (leads.length === 0) return { told: 0 };
  const recipients = [
    ...new Set(
      [...leads.map((lead) => lead.counsellor?.email), settings(strapi).admissionsEmail]
        .map((address) => address?.trim().toLowerCase())
        .filter((address): address is string => Boolean(address)),
    ),
  ];
  if (recipients.length === 0) return { told: 0 };
  if (!isMailConfigured(strapi)) return { error: 'no mail server' };
  try {
    await sendMail(strapi, {
      to: recipients,
      ...deleteAlertsMessage({ request, leads, erasedAt }),
      messageId: `data-request-erased-${request.documentId}@codebridge`,
    });
  } catch (error) {
    strapi.log.warn(
      `Data request ${request.id}: the note to delete alert e-mails was not sent (${failure(error)}).`,
    );
    return { error: failure(error) };
  }
  return { told: recipients.length };
}

/**
 * Answers the person at the e-mail address they verified. A phone request was answered on the call that
 * verified it. Resolves to the answer's line for the record, and whether it went.
 */
async function answerPerson(
  strapi: Strapi,
  request: RequestRow,
  counts: ErasureCounts,
  openRequests: { kind: string }[],
): Promise<{ sent: boolean; line: string }> {
  if (request.contactType !== 'E-mail' || !request.contact) {
    return { sent: true, line: 'Answer: by the call that verified the request.' };
  }
  try {
    if (!isMailConfigured(strapi))
      throw Object.assign(new Error('no mail server'), { code: 'no mail server' });
    await sendMail(strapi, {
      to: request.contact,
      ...erasureAnswerMessage({ request, counts, openRequests }),
      messageId: `data-request-erasure-answer-${request.documentId}@codebridge`,
    });
  } catch (error) {
    strapi.log.warn(`Data request ${request.id}: the erasure's answer was not sent (${failure(error)}).`);
    return {
      sent: false,
      line: `The answer to the person could not be e-mailed (${failure(error)}): their address is kept until it goes. Press "Send the answer" to try again.`,
    };
  }
  return { sent: true, line: `Answered on ${indiaDate(counts.erasedAt)}: the person was told by e-mail.` };
}

/** What the erasure route answers: the record's counts and outcome, and whether the answer still waits. */
export interface ErasureResult {
  reference: number;
  /** For the access record: which leads went (ids only). */
  erasedLeadDocumentIds: string[];
  erasedLeads: number;
  erasedFiles: number;
  erasedWaiting: number;
  outcome: string;
  answerPending: boolean;
}

/** The answer of an erasure done earlier whose e-mail did not go: sent again, then the address cleared. */
async function sendPendingAnswer(
  strapi: Strapi,
  request: RequestRow,
  now: () => Date,
): Promise<ErasureResult> {
  const counts: ErasureCounts = {
    erasedAt: new Date(request.erasedAt ?? now()),
    leads: request.erasedLeads ?? 0,
    files: request.erasedFiles ?? 0,
    waiting: request.erasedWaiting ?? 0,
  };
  const answer = await answerPerson(strapi, request, counts, []);
  if (!answer.sent) throw new ErasureRefused(answer.line, 503);
  const at = now();
  const outcome = withOutcomeLine(
    request.outcome,
    `Answered on ${indiaDate(at)}: the person was told by e-mail.`,
  );
  await strapi.db.query(REQUEST_UID as never).update({
    where: { id: request.id },
    data: { ...CLEARED, outcome, answeredAt: at.toISOString(), answerMethod: ANSWER_METHOD.email },
  });
  return {
    reference: request.id,
    // The leads went with the first press; this one only sent the answer.
    erasedLeadDocumentIds: [],
    erasedLeads: counts.leads,
    erasedFiles: counts.files,
    erasedWaiting: counts.waiting,
    outcome,
    answerPending: false,
  };
}

export async function eraseForRequest(
  strapi: Strapi,
  documentId: string,
  {
    purgeOutbox = purgeSiteOutbox,
    now = () => new Date(),
    access,
  }: {
    purgeOutbox?: (strapi: Strapi, contact: Contact) => Promise<number>;
    now?: () => Date;
    /** The admin's role (every admin route passes it); without it, the CMS itself erases. */
    access?: ErasureAccess;
  } = {},
): Promise<ErasureResult> {
  // The request documents' middleware keeps an admin's edits off the CMS's fields: the CMS writes them
  // through the database layer.
  const requests = strapi.db.query(REQUEST_UID as never);
  const request: RequestRow | null = await requests.findOne({
    where: { documentId },
    select: REQUEST_FIELDS,
  });
  if (!request) throw new ErasureRefused('No such request.', 404);
  if (request.kind !== REQUEST_KINDS.erasure)
    throw new ErasureRefused('This request does not ask for erasure.');
  if (request.requestStatus === STATUS.done && request.contact && !request.answeredAt) {
    return sendPendingAnswer(strapi, request, now);
  }
  if (request.requestStatus !== STATUS.verified) {
    throw new ErasureRefused(
      request.requestStatus === STATUS.done
        ? 'This erasure was done already.'
        : 'Verify the request first: only a verified person’s data is erased.',
    );
  }
  if (!request.contactType || !request.contact) throw new ErasureRefused('This request names no contact.');
  const contact: Contact = { type: request.contactType, value: request.contact };
  const mayDeleteAll = async (found: { documentId: string }[]) =>
    !access || (await access.mayDeleteLeads(found.map((lead) => lead.documentId)));
  if (access && !(await access.mayUpdateRequest(documentId))) throw new ErasureRefused(NOT_ALL_YOURS, 403);
  if (!(await mayDeleteAll(await leadsOf(strapi, contact)))) throw new ErasureRefused(NOT_ALL_YOURS, 403);

  const waiting = await purgeOutbox(strapi, contact);
  const leads = await leadsOf<LeadToErase>(strapi, contact, {
    fields: ['form', 'course', 'submittedAt'],
    populate: { cv: { select: ['id'] }, counsellor: { select: ['email'] } },
  });
  // Leads that arrived while the outbox was purged are checked too.
  if (!(await mayDeleteAll(leads))) throw new ErasureRefused(NOT_ALL_YOURS, 403);
  let files = 0;
  for (const lead of leads) {
    if (lead.cv?.id) files += 1;
    await strapi.documents(LEAD_UID as 'api::lead.lead').delete({ documentId: lead.documentId });
  }
  const erasedAt = now();
  const counts: ErasureCounts = { erasedAt, leads: leads.length, files, waiting };

  // The person's other requests: closed ones lose their contact, open ones stay open and keep it.
  const others: RequestRow[] = await strapi.db.query(REQUEST_UID as never).findMany({
    select: ['id', 'documentId', 'kind', 'contact', 'contactType', 'requestStatus', 'outcome'],
    where: { contact: { $notNull: true }, documentId: { $ne: documentId } },
  });
  const openRequests: { id: number; kind: string }[] = [];
  for (const other of others) {
    if (!sameContact(contact, { type: other.contactType ?? undefined, value: other.contact ?? undefined }))
      continue;
    if (isOpen(other.requestStatus)) {
      openRequests.push({ id: other.id, kind: other.kind });
      await requests.update({
        where: { id: other.id },
        data: {
          outcome: withOutcomeLine(
            other.outcome,
            `This person's forms were erased on ${indiaDate(erasedAt)} (India time) by request ${request.id}: answer with what remains.`,
          ),
        },
      });
    } else {
      await requests.update({ where: { id: other.id }, data: CLEARED });
    }
  }

  const teamTold = await tellTeamToDeleteAlerts(strapi, request, leads, erasedAt);
  const answer = await answerPerson(strapi, request, counts, openRequests);
  const outcome = withOutcomeLine(
    request.outcome,
    erasureOutcome(counts, { teamTold, openRequests, answer: answer.line }),
  );
  await requests.update({
    where: { id: request.id },
    data: {
      requestStatus: STATUS.done,
      ...(answer.sent ? CLEARED : { details: null, codeHash: null, codeExpiresAt: null }),
      ...(answer.sent
        ? {
            answeredAt: erasedAt.toISOString(),
            answerMethod:
              request.contactType === CONTACT_TYPE.email ? ANSWER_METHOD.email : ANSWER_METHOD.call,
          }
        : {}),
      erasedAt: erasedAt.toISOString(),
      erasedLeads: leads.length,
      erasedFiles: files,
      erasedWaiting: waiting,
      outcome,
    },
  });
  strapi.log.info(`Data request ${request.id}: ${erasureLine(counts)}`);
  return {
    reference: request.id,
    // For the access record: which leads went (ids only).
    erasedLeadDocumentIds: leads.map((lead) => lead.documentId),
    erasedLeads: leads.length,
    erasedFiles: files,
    erasedWaiting: waiting,
    outcome,
    answerPending: !answer.sent,
  };
}

const erasureService = ({ strapi }: { strapi: Strapi }) => ({
  /** The Erase button: for this admin, whose role must be allowed the whole erasure. */
  erase: (documentId: string, userAbility: UserAbility | null | undefined) =>
    eraseForRequest(strapi, documentId, { access: erasureAccess(strapi, userAbility) }),
});

export default erasureService;
