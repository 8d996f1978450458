/**
 * Admissions approve the erasure of a verified request (the Erase button on its page): the person's leads
 * waiting on the site go first (so none reaches the CMS afterwards), then every lead of theirs in the CMS,
 * each with its CV and history (the admissions plugin's lead middleware deletes those with the lead). The
 * request is kept as the record that an erasure happened, with its date and counts and without the contact;
 * the person's other requests lose their contact too. The admin's role must be allowed the whole of it, as
 * the content manager would allow it (admissions' permission-checked queries, with their conditions): update
 * the request, and delete every one of the person's leads; otherwise nothing is deleted.
 */
import type { Core } from '@strapi/strapi';
import { REQUEST_KINDS } from '@codebridge/shared/data-requests.mjs';
import { errors } from '@strapi/utils';
import {
  documentQueries,
  leadQueries,
  type UserAbility,
} from '../../../../admissions/server/src/services/lead-queries';
import { leadMatches, sameContact, STATUS, type Contact } from '../lib/rules';
import { settings } from '../settings';
import { REQUEST_UID } from './requests';

const LEADS = 'api::lead.lead';
const PAGE = 500;
/** The site answers a purge in this time, or the erasure waits for another try. */
const SITE_TIMEOUT_MS = 15_000;

/** An erasure that cannot go ahead; its message is for the admin who asked. Nothing was deleted. */
export class ErasureRefused extends Error {
  status: number;
  constructor(message: string, status = 409) {
    super(message);
    this.name = 'ErasureRefused';
    this.status = status;
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

interface LeadRow {
  id: number;
  documentId: string;
  email?: string | null;
  phone?: string | null;
  cv?: { id?: number } | null;
}

/** Every lead of the person, with whether it has a CV (read in pages: the phone is compared in code). */
async function leadsOf(strapi: Strapi, contact: Contact): Promise<LeadRow[]> {
  const found: LeadRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page: LeadRow[] = await strapi.db.query(LEADS).findMany({
      select: ['id', 'documentId', 'email', 'phone'],
      populate: { cv: { select: ['id'] } },
      orderBy: { id: 'asc' },
      limit: PAGE,
      offset,
    });
    found.push(...page.filter((lead) => leadMatches(lead, contact)));
    if (page.length < PAGE) return found;
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);

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
) {
  const requests = strapi.documents(REQUEST_UID as 'api::data-request.data-request');
  const request = (await requests.findOne({ documentId } as never)) as unknown as RequestRow | null;
  if (!request) throw new ErasureRefused('No such request.', 404);
  if (request.kind !== REQUEST_KINDS.erasure)
    throw new ErasureRefused('This request does not ask for erasure.');
  if (request.requestStatus !== STATUS.verified) {
    throw new ErasureRefused(
      request.requestStatus === STATUS.done
        ? 'This erasure was done already.'
        : 'Verify the request first: only a verified person’s data is erased.',
    );
  }
  if (!request.contactType || !request.contact) throw new ErasureRefused('This request names no contact.');
  const contact: Contact = { type: request.contactType, value: request.contact };
  const mayDeleteAll = async (found: LeadRow[]) =>
    !access || (await access.mayDeleteLeads(found.map((lead) => lead.documentId)));
  if (access && !(await access.mayUpdateRequest(documentId))) throw new ErasureRefused(NOT_ALL_YOURS, 403);
  if (!(await mayDeleteAll(await leadsOf(strapi, contact)))) throw new ErasureRefused(NOT_ALL_YOURS, 403);

  const waiting = await purgeOutbox(strapi, contact);
  const leads = await leadsOf(strapi, contact);
  // Leads that arrived while the outbox was purged are checked too.
  if (!(await mayDeleteAll(leads))) throw new ErasureRefused(NOT_ALL_YOURS, 403);
  let files = 0;
  for (const lead of leads) {
    if (lead.cv?.id) files += 1;
    await strapi.documents(LEADS as 'api::lead.lead').delete({ documentId: lead.documentId });
  }

  const erasedAt = now();
  const others: RequestRow[] = await strapi.db.query(REQUEST_UID as never).findMany({
    select: ['id', 'documentId', 'contact', 'contactType', 'requestStatus'],
    where: { contact: { $notNull: true }, documentId: { $ne: documentId } },
  });
  for (const other of others) {
    if (!sameContact(contact, { type: other.contactType ?? undefined, value: other.contact ?? undefined }))
      continue;
    const open = other.requestStatus === STATUS.unverified || other.requestStatus === STATUS.verified;
    await requests.update({
      documentId: other.documentId,
      data: {
        contact: null,
        details: null,
        codeHash: null,
        codeExpiresAt: null,
        ...(open
          ? {
              requestStatus: STATUS.done,
              outcome: `Closed by the erasure of request ${request.id} on ${day(erasedAt)}.`,
            }
          : {}),
      },
    } as never);
  }

  const outcome = `Erased on ${day(erasedAt)}: ${leads.length} leads, ${files} CVs, ${waiting} waiting on the site.`;
  await requests.update({
    documentId,
    data: {
      requestStatus: STATUS.done,
      contact: null,
      details: null,
      codeHash: null,
      codeExpiresAt: null,
      erasedAt: erasedAt.toISOString(),
      erasedLeads: leads.length,
      erasedFiles: files,
      erasedWaiting: waiting,
      outcome,
    },
  } as never);
  strapi.log.info(`Data request ${request.id}: ${outcome}`);
  return {
    reference: request.id,
    // For the access record: which leads went (ids only).
    erasedLeadDocumentIds: leads.map((lead) => lead.documentId),
    erasedLeads: leads.length,
    erasedFiles: files,
    erasedWaiting: waiting,
    outcome,
  };
}

const erasureService = ({ strapi }: { strapi: Strapi }) => ({
  /** The Erase button: for this admin, whose role must be allowed the whole erasure. */
  erase: (documentId: string, userAbility: UserAbility | null | undefined) =>
    eraseForRequest(strapi, documentId, { access: erasureAccess(strapi, userAbility) }),
});

export default erasureService;
