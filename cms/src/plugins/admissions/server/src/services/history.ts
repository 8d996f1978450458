/**
 * A lead's history: each call or note the team writes, with its author and time, and every change of the
 * lead's status and of its counsellor (by name) with who made it. Counsellors read it before calling back, so nobody asks the same thing
 * twice. Entries are added, never edited: the side panel on a lead's page (admin/src/components/
 * LeadHistoryPanel.tsx) reads and writes them through the admissions routes, so a counsellor's role needs
 * nothing beyond reading and updating leads. Status changes and reassignments are written by the lead
 * documents' middleware (lead-documents.ts), whoever makes them and however.
 */
import { personName } from '../../../common/people';
import type { AdminUser, Strapi } from '../lib/types';

export const ACTIVITY_UID = 'api::lead-activity.lead-activity';
/** What a person may write; status changes are written by the CMS itself. */
export const WRITTEN_KINDS = ['Call', 'Note'] as const;
const MAX_TEXT = 5000;

/** Every kind of entry: those a person writes, and those the CMS writes (the lead schema's enumeration). */
export const ENTRY_KINDS = [
  ...WRITTEN_KINDS,
  'Status change',
  'Reassigned',
  'Corrected by the enquirer',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** 'New → Contacted': the text of a status change entry. */
export function statusChangeText(from: string | null | undefined, to: string): string {
  return `${from ?? 'None'} → ${to}`;
}

/** 'Ravi Kumar → Asha Patil': the text of a reassignment entry, by name. */
export function reassignedText(
  from: Partial<AdminUser> | null | undefined,
  to: Partial<AdminUser> | null | undefined,
): string {
  return `${personName(from) || 'Nobody'} → ${personName(to) || 'Nobody'}`;
}

/** An admin user as the history names them (common/people.ts): 'Asha Patil'; null for nobody. */
export function authorName(user: Partial<AdminUser> | null | undefined): string | null {
  return personName(user) || null;
}

/** A call or note as a person sent it: { kind, text }, or an error message for the panel. */
export function parseEntry(
  body: unknown,
): { entry: { kind: (typeof WRITTEN_KINDS)[number]; text: string }; error?: undefined } | { error: string } {
  const fields = (body ?? {}) as { kind?: unknown; text?: unknown };
  const kind = WRITTEN_KINDS.find((written) => written === fields.kind);
  const text = typeof fields.text === 'string' ? fields.text.trim() : '';
  if (!kind) return { error: `The kind must be ${WRITTEN_KINDS.join(' or ')}.` };
  if (!text) return { error: 'Write what was said or done.' };
  if (text.length > MAX_TEXT) return { error: `At most ${MAX_TEXT} characters.` };
  return { entry: { kind, text } };
}

export interface Entry {
  id: number;
  kind: EntryKind;
  text: string;
  at: string;
  author: string | null;
}

interface ActivityRow {
  id: number;
  kind: EntryKind;
  text?: string | null;
  at: string;
  author?: Partial<AdminUser> | null;
  lead?: { documentId?: string } | null;
}

/** One entry as the panel and the export show it. */
export function presentEntry(activity: ActivityRow): Entry {
  return {
    id: activity.id,
    kind: activity.kind,
    text: activity.text ?? '',
    at: activity.at,
    author: authorName(activity.author),
  };
}

/** The admin user behind the request being served, if an admin is signed in (none for the site's token). */
export function currentAdmin(strapi: Pick<Strapi, 'requestContext'>): { id: number } | null {
  const ctx = strapi.requestContext?.get?.();
  const state = ctx?.state as { user?: { id?: number }; auth?: { strategy?: { name?: string } } } | undefined;
  const user = state?.user;
  return state?.auth?.strategy?.name === 'admin' && user?.id ? { ...user, id: user.id } : null;
}

export async function addEntry(
  strapi: Strapi,
  {
    leadDocumentId,
    kind,
    text,
    authorId,
    at = new Date(),
  }: { leadDocumentId: string; kind: EntryKind; text: string; authorId?: number; at?: Date },
) {
  return strapi.documents(ACTIVITY_UID as 'api::lead-activity.lead-activity').create({
    data: {
      lead: { connect: [{ documentId: leadDocumentId }] },
      kind,
      text,
      at: at.toISOString(),
      ...(authorId ? { author: { connect: [{ id: authorId }] } } : {}),
    },
  } as never);
}

/** A lead's entries, newest first. */
export async function historyOf(strapi: Strapi, leadDocumentId: string): Promise<Entry[]> {
  const activities: ActivityRow[] = await strapi.db.query(ACTIVITY_UID as never).findMany({
    where: { lead: { documentId: leadDocumentId } },
    populate: { author: { select: ['firstname', 'lastname', 'username', 'email'] } },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
  });
  return activities.map(presentEntry);
}

/** The entries of a page of leads, in one query: documentId → entries. */
export async function historiesOf(strapi: Strapi, documentIds: string[]): Promise<Map<string, Entry[]>> {
  const byLead = new Map<string, Entry[]>();
  if (documentIds.length === 0) return byLead;
  const activities: ActivityRow[] = await strapi.db.query(ACTIVITY_UID as never).findMany({
    where: { lead: { documentId: { $in: documentIds } } },
    populate: {
      author: { select: ['firstname', 'lastname', 'username', 'email'] },
      lead: { select: ['documentId'] },
    },
  });
  for (const activity of activities) {
    const key = activity.lead?.documentId;
    if (!key) continue;
    const entries = byLead.get(key) ?? [];
    entries.push(presentEntry(activity));
    byLead.set(key, entries);
  }
  return byLead;
}

/** Deletes a lead's entries (with the lead: they are personal data too). */
export async function deleteHistory(strapi: Strapi, ids: number[]) {
  if (ids.length > 0)
    await strapi.db.query(ACTIVITY_UID as never).deleteMany({ where: { id: { $in: ids } } });
}

/** The ids of a lead's entries. */
export async function historyIds(strapi: Strapi, leadDocumentId: string): Promise<number[]> {
  const rows: { id: number }[] = await strapi.db
    .query(ACTIVITY_UID as never)
    .findMany({ select: ['id'], where: { lead: { documentId: leadDocumentId } } });
  return rows.map(({ id }) => id);
}

const historyService = ({ strapi }: { strapi: Strapi }) => ({
  of: (leadDocumentId: string) => historyOf(strapi, leadDocumentId),
  add: (entry: Parameters<typeof addEntry>[1]) => addEntry(strapi, entry),
});

export default historyService;
