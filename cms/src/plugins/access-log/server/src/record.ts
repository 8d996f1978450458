/**
 * The one way anything in the CMS writes to the access record: `recordAccess(strapi, { user, action,
 * leadDocumentIds })` where a read of leads happens (the content manager's reads, through the route
 * middleware `record-reads`; the export, a CV download, a lead's history, a data request's answer or
 * erasure, each with one call beside the read). It keeps when, the admin account (its id), the act and the
 * leads by document id, and nothing else about them: every id is checked to be a document id before
 * anything is written, so a name, a phone, an e-mail, a file name or a search term cannot pass for one.
 *
 * The caller awaits it before it answers: a read whose record cannot be written fails (its error reaches
 * the admin as a 500, without the leads), so no look goes unrecorded.
 *
 * Written through the database layer, below the document service, which refuses every write to the record
 * (the record's guard, `entries-guard.ts`): append-only for everyone, Super Admins included.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ACCESS_ACTION_NAMES,
  DOCUMENT_ID,
  joinLeadIds,
  type AccessAction,
} from '@codebridge/shared/access-log.mjs';

export const ENTRY_UID = 'api::access-entry.access-entry';

/** What a caller says it did. */
export interface AccessRecord {
  /** The signed-in admin (`ctx.state.user`): only its id is kept. */
  user: { id: number | string } | null | undefined;
  action: AccessAction;
  /** The leads looked at, by document id (the id in the admin's address of a lead). */
  leadDocumentIds?: readonly string[];
  /** How many leads, when not the ids' number (say, the rows of an export). */
  count?: number;
  /** The data request an act concerned, by its document id. */
  dataRequest?: string;
}

/** A row of the record, as the database layer writes it. */
export interface EntryData {
  documentId: string;
  at: Date;
  account: number;
  action: AccessAction;
  leads: string | null;
  leadCount: number;
  dataRequest: string | null;
}

/** A record that would not be only ids, or not say who: refused before anything is written. */
export class AccessRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccessRecordError';
  }
}

/** The row for a record at `at`, checked: ids only. */
export function entryOf(record: AccessRecord, at: Date): EntryData {
  const account = Number(record.user?.id);
  if (!Number.isSafeInteger(account) || account <= 0) {
    throw new AccessRecordError('An access record names the admin account that looked (its id).');
  }
  if (!ACCESS_ACTION_NAMES.includes(record.action)) {
    throw new AccessRecordError(`Unknown act in the access record: ${String(record.action).slice(0, 40)}`);
  }
  const ids = [...new Set(record.leadDocumentIds ?? [])];
  const notAnId = ids.findIndex((id) => typeof id !== 'string' || !DOCUMENT_ID.test(id));
  if (notAnId !== -1) {
    // The value itself is never repeated: it may be exactly what must not be written.
    throw new AccessRecordError(
      `The access record keeps document ids only (item ${notAnId + 1} is not one).`,
    );
  }
  const count = record.count ?? ids.length;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new AccessRecordError('An access record counts leads with a whole number.');
  }
  if (record.dataRequest !== undefined && !DOCUMENT_ID.test(record.dataRequest)) {
    throw new AccessRecordError('The access record names a data request by its document id only.');
  }
  return {
    documentId: randomBytes(12).toString('hex'),
    at,
    account,
    action: record.action,
    leads: ids.length > 0 ? joinLeadIds(ids) : null,
    leadCount: count,
    dataRequest: record.dataRequest ?? null,
  };
}

/** Writes one entry of the access record (see above). `now` is for tests. */
export async function recordAccess(
  strapi: Core.Strapi,
  record: AccessRecord,
  now: () => Date = () => new Date(),
): Promise<void> {
  const entry = entryOf(record, now());
  // createMany: one INSERT, without the read-back of `create`.
  await strapi.db.query(ENTRY_UID as never).createMany({
    data: [{ ...entry, createdAt: entry.at, updatedAt: entry.at, publishedAt: entry.at }],
  });
}
