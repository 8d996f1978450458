/**
 * Whose data a request is about: the one matching rule that erasure and the access answer share. A request
 * names an e-mail address or a phone number; a lead is the person's when its own field has the same contact
 * key (@codebridge/shared/contact.mjs: an e-mail in any letter case, a phone as an Indian number however it
 * was written). The stored fields are compared, not the keys stored at the lead's creation, so a lead whose
 * e-mail an admin corrected later is found by what it says now.
 */
import type { Core } from '@strapi/strapi';
import { TOUCH_FIELDS } from '@codebridge/shared/leads.mjs';
import { historiesOf } from '../../../../admissions/server/src/services/history';
import { leadMatches, REQUEST_UID, sameContact, type Contact } from '../lib/rules';
import type { HeldLead, HeldRequest } from '../lib/messages';

type Strapi = Core.Strapi;

export const LEAD_UID = 'api::lead.lead';
/** Leads are read in pages of this many: the phone is compared in code. */
const PAGE = 500;

/** The fields of a lead the access answer reports: what the person sent, how they came, the team's work. */
const HELD_FIELDS = [
  'id',
  'documentId',
  'form',
  'submittedAt',
  'name',
  'email',
  'phone',
  'city',
  'company',
  'designation',
  'course',
  'message',
  'details',
  'page',
  'notes',
  'leadStatus',
  'nextFollowUp',
  'firstContactedAt',
  'alertSentAt',
  'noticeVersion',
  'channel',
  'publisher',
  ...TOUCH_FIELDS,
];

export interface MatchedLead {
  id: number;
  documentId: string;
  email?: string | null;
  phone?: string | null;
  [field: string]: unknown;
}

/**
 * Every lead of the person a contact names, oldest first, with `fields` and the relations in `populate`.
 * All leads are read in pages and compared in code, by the rule above.
 */
export async function leadsOf<Row extends MatchedLead = MatchedLead>(
  strapi: Strapi,
  contact: Contact,
  {
    fields = ['id', 'documentId', 'email', 'phone'],
    populate,
  }: { fields?: string[]; populate?: object } = {},
): Promise<Row[]> {
  const select = [...new Set([...fields, 'id', 'documentId', 'email', 'phone'])];
  const found: Row[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page: Row[] = await strapi.db.query(LEAD_UID as never).findMany({
      select,
      ...(populate ? { populate } : {}),
      orderBy: { id: 'asc' },
      limit: PAGE,
      offset,
    });
    found.push(...page.filter((lead) => leadMatches(lead, contact)));
    if (page.length < PAGE) return found;
  }
}

/** What is read of a data request, for the answer to an access request and for the request's own action. */
export const REQUEST_FIELDS = [
  'id',
  'documentId',
  'kind',
  'requestStatus',
  'contactType',
  'contact',
  'verification',
  'receivedAt',
  'deadline',
  'verifiedAt',
  'details',
  'outcome',
  'answeredAt',
  'answerMethod',
];

/** The person's requests about their data (this one among them), oldest first. */
export async function requestsOf(strapi: Strapi, contact: Contact): Promise<HeldRequest[]> {
  const rows: (HeldRequest & { contact?: string | null; contactType?: Contact['type'] | null })[] =
    await strapi.db.query(REQUEST_UID as never).findMany({
      select: REQUEST_FIELDS,
      where: { contactType: contact.type, contact: { $notNull: true } },
      orderBy: { id: 'asc' },
    });
  return rows
    .filter((row) =>
      sameContact(contact, { type: row.contactType ?? undefined, value: row.contact ?? undefined }),
    )
    .map((row) => {
      const request: HeldRequest & { contact?: string | null } = { ...row };
      delete request.contact;
      return request;
    });
}

interface LeadWithRelations extends MatchedLead {
  counsellor?: { firstname?: string | null; lastname?: string | null; username?: string | null } | null;
  cv?: { name?: string | null; size?: number | null } | null;
}

/** Everything held on the person a contact names: each lead with its counsellor, CV and history. */
export async function heldOn(
  strapi: Strapi,
  contact: Contact,
): Promise<{ leads: HeldLead[]; requests: HeldRequest[] }> {
  const leads = await leadsOf<LeadWithRelations>(strapi, contact, {
    fields: HELD_FIELDS,
    populate: {
      counsellor: { select: ['firstname', 'lastname', 'username'] },
      cv: { select: ['name', 'size'] },
    },
  });
  const histories = await historiesOf(
    strapi,
    leads.map((lead) => lead.documentId),
  );
  return {
    leads: leads.map(({ counsellor, cv, ...lead }) => ({
      ...lead,
      counsellor: counsellor
        ? [counsellor.firstname, counsellor.lastname].filter(Boolean).join(' ').trim() ||
          counsellor.username ||
          null
        : null,
      cv: cv ?? null,
      history: (histories.get(lead.documentId) ?? [])
        .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
        .map(({ kind, text, at, author }) => ({ kind, text, at, author })),
    })),
    requests: await requestsOf(strapi, contact),
  };
}
