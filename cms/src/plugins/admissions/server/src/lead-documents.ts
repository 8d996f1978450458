/**
 * Everything the CMS does when a lead is created, changed or deleted, however it happens (the site's create,
 * a late delivery from its outbox, an admin's edit, the retention, an erasure): one document-service
 * middleware.
 *
 * - Create: fills what the CMS alone sets (the person's keys, their enquiry count and first enquiry, the
 *   counsellor unless the creator chose one, the alert's state), queues the person's acknowledgements in
 *   the lead's transaction and, once it has committed, starts the alert and the acknowledgements. A lead
 *   whose transaction rolls back is never alerted or acknowledged; a test lead is neither.
 * - Update: the first move off New records when the person was first contacted; a change of status is
 *   written into the lead's history, naming the signed-in admin who made it (nobody for the site's token).
 * - Delete: the lead's CV (file and upload row), history and acknowledgements go with it: they are personal
 *   data too.
 */
import { NEW_LEAD_STATUS } from '@codebridge/shared/leads.mjs';
import { onDocuments, type DocumentContext } from '../../../../documents';
import { LEAD_UID } from '../../common/leads';
import { admissionsFieldsFor } from './lib/assignment';
import type { Strapi } from './lib/types';
import { acknowledgeNow, deleteAcknowledgements, queueAcknowledgements } from './services/acknowledgements';
import { alertNow, initialAlertState } from './services/alerts';
import { addEntry, currentAdmin, deleteHistory, historyIds, statusChangeText } from './services/history';

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
  'escalatedAt',
];

/** A test lead's alert state: never due, so never sent. */
const TEST_LEAD_ALERT = 'Test lead';

/**
 * What a test lead gets instead of a person's keys and turn: the ad platforms' test data shares one phone and
 * one e-mail (every Google test lead has the same), so it is nobody's repeat and nobody is its.
 */
function testLeadFields() {
  return { phoneKey: null, emailKey: null, enquiryCount: 1 };
}

type LeadData = Record<string, unknown> & {
  leadStatus?: string;
  firstContactedAt?: unknown;
  phone?: unknown;
  email?: unknown;
  course?: string | null;
  counsellor?: unknown;
};

type Context = DocumentContext & { params: { data?: LeadData } };

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
  const isTest = data.isTest === true || data.isTest === 'true';
  // A test lead (an ad platform's test data): no counsellor's turn, no repeat of anyone, no alert.
  Object.assign(data, isTest ? testLeadFields() : await admissionsFieldsFor(strapi, data), {
    alertState: isTest ? TEST_LEAD_ALERT : initialAlertState(strapi),
  });
  if (data.leadStatus && data.leadStatus !== NEW_LEAD_STATUS && !data.firstContactedAt) {
    data.firstContactedAt = new Date();
  }
  context.params.data = data;
  const created = (await next()) as { id?: number; documentId?: string } | null;
  const id = created?.id;
  if (id) {
    // The acknowledgements' rows join the lead's transaction: they commit, or roll back, with it.
    const acknowledgements = created.documentId
      ? await queueAcknowledgements(strapi, { ...data, id, documentId: created.documentId })
      : [];
    await afterCommit(strapi, () => {
      if (!isTest) alertNow(strapi, id);
      acknowledgeNow(strapi, acknowledgements);
    });
  }
  return created;
}

async function update(strapi: Strapi, context: Context, next: () => Promise<unknown>) {
  const { documentId, data } = context.params;
  const status = data?.leadStatus;
  if (!documentId || !data || status === undefined) return next();
  const before: { leadStatus?: string; firstContactedAt?: string | null } | null = await strapi.db
    .query(LEAD_UID)
    .findOne({ where: { documentId }, select: ['leadStatus', 'firstContactedAt'] });
  if (status && status !== NEW_LEAD_STATUS && !data.firstContactedAt && before && !before.firstContactedAt) {
    data.firstContactedAt = new Date();
  }
  const result = await next();
  if (before && before.leadStatus !== status) {
    await addEntry(strapi, {
      leadDocumentId: documentId,
      kind: 'Status change',
      text: statusChangeText(before.leadStatus, status),
      authorId: currentAdmin(strapi)?.id,
    });
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
  await deleteAcknowledgements(strapi, documentId);
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
