/**
 * Everything the CMS does when a lead is created, changed or deleted, however it happens (the site's create,
 * a late delivery from its outbox, an admin's edit, the retention, an erasure): one document-service
 * middleware.
 *
 * - Create: fills what the CMS alone sets (the person's keys, their enquiry count and first enquiry, the
 *   counsellor unless the creator chose one, the alert's state) and, once the lead's transaction has
 *   committed, starts its alert. A lead whose transaction rolls back is never alerted.
 * - Update: the first move off New records when the person was first contacted; a change of status or of
 *   counsellor is written into the lead's history (the counsellors by name), naming the signed-in admin who
 *   made it (nobody for the site's token).
 * - Delete: the lead's CV (file and upload row) and history go with it: they are personal data too.
 */
import { NEW_LEAD_STATUS } from '@codebridge/shared/leads.mjs';
import { onDocuments, type DocumentContext } from '../../../../documents';
import { LEAD_UID } from '../../common/leads';
import { admissionsFieldsFor } from './lib/assignment';
import { USER_FIELDS, type AdminUser, type Strapi } from './lib/types';
import { alertNow, initialAlertState } from './services/alerts';
import {
  addEntry,
  currentAdmin,
  deleteHistory,
  historyIds,
  reassignedText,
  statusChangeText,
} from './services/history';

/** Set by the CMS alone: whatever a create carries for them is replaced. */
const MANAGED = [
  'phoneKey',
  'emailKey',
  'enquiryCount',
  'repeatOf',
  'alertState',
  'alertSentAt',
  'alertError',
  'alertAttempts',
  'alertNextAttemptAt',
  'alertClaimedAt',
  'alertFailingSince',
  'alertLateReport',
  'escalatedAt',
];

type LeadData = Record<string, unknown> & {
  leadStatus?: string;
  firstContactedAt?: unknown;
  phone?: unknown;
  email?: unknown;
  course?: string | null;
  counsellor?: unknown;
};

type Context = DocumentContext & { params: { data?: LeadData } };

/** A lead as an update reads it before and after. */
interface Before {
  leadStatus?: string;
  firstContactedAt?: string | null;
  counsellor?: AdminUser | null;
}

/**
 * Runs `work` once the current transaction commits, or at once when there is none (the document service's
 * own transaction has committed by the time a middleware's `next()` returns). Strapi's transaction callback
 * joins the one in progress, and its commit callbacks run after the outermost commit, never after a rollback.
 */
async function afterCommit(strapi: Strapi, work: () => void) {
  if (!strapi.db.inTransaction()) {
    work();
    return;
  }
  await strapi.db.transaction(({ onCommit }) => {
    onCommit(work);
  });
}

async function create(strapi: Strapi, context: Context, next: () => Promise<unknown>) {
  const data: LeadData = { ...(context.params.data ?? {}) };
  for (const field of MANAGED) delete data[field];
  Object.assign(data, await admissionsFieldsFor(strapi, data), { alertState: initialAlertState(strapi) });
  if (data.leadStatus && data.leadStatus !== NEW_LEAD_STATUS && !data.firstContactedAt) {
    data.firstContactedAt = new Date();
  }
  context.params.data = data;
  const created = (await next()) as { id?: number } | null;
  const id = created?.id;
  if (id) await afterCommit(strapi, () => alertNow(strapi, id));
  return created;
}

async function update(strapi: Strapi, context: Context, next: () => Promise<unknown>) {
  const { documentId, data } = context.params;
  if (!documentId || !data) return next();
  const status = data.leadStatus;
  const reassigning = data.counsellor !== undefined;
  if (status === undefined && !reassigning) return next();
  const leads = strapi.db.query(LEAD_UID);
  const read = (): Promise<Before | null> =>
    leads.findOne({
      where: { documentId },
      select: ['leadStatus', 'firstContactedAt'],
      ...(reassigning ? { populate: { counsellor: { select: USER_FIELDS } } } : {}),
    });
  const before = await read();
  if (status && status !== NEW_LEAD_STATUS && !data.firstContactedAt && before && !before.firstContactedAt) {
    data.firstContactedAt = new Date();
  }
  const result = await next();
  if (!before) return result;
  const authorId = currentAdmin(strapi)?.id;
  if (status !== undefined && before.leadStatus !== status) {
    await addEntry(strapi, {
      leadDocumentId: documentId,
      kind: 'Status change',
      text: statusChangeText(before.leadStatus, status as string),
      authorId,
    });
  }
  if (reassigning) {
    const after = await read();
    if ((before.counsellor?.id ?? null) !== (after?.counsellor?.id ?? null)) {
      await addEntry(strapi, {
        leadDocumentId: documentId,
        kind: 'Reassigned',
        text: reassignedText(before.counsellor, after?.counsellor),
        authorId,
      });
    }
  }
  return result;
}

async function remove(strapi: Strapi, context: Context, next: () => Promise<unknown>) {
  const { documentId } = context.params;
  if (!documentId) return next();
  const lead: { cv?: { id?: number } | null } | null = await strapi.db
    .query(LEAD_UID)
    .findOne({ where: { documentId }, populate: { cv: true } });
  const history = await historyIds(strapi, documentId);
  const result = await next();
  if (lead?.cv?.id) await strapi.plugin('upload').service('upload').remove(lead.cv);
  await deleteHistory(strapi, history);
  return result;
}

export function registerLeadDocuments(strapi: Strapi) {
  onDocuments(strapi, LEAD_UID, async (context, next) => {
    if (context.action === 'create') return create(strapi, context, next);
    if (context.action === 'update') return update(strapi, context, next);
    if (context.action === 'delete') return remove(strapi, context, next);
    return next();
  });
}
