/**
 * Everything the CMS does when a lead is created, changed or deleted, however it happens (the site's create,
 * a late delivery from its outbox, an admin's edit, the retention, an erasure): one document-service
 * middleware.
 *
 * - Create: refuses a submission time in the future (it would escape the retention); fills what the CMS alone
 *   sets (the person's keys, their enquiry count and first enquiry, the counsellor unless the creator chose
 *   one, the alert's state), queues the person's acknowledgements in the lead's transaction and, once it has
 *   committed, starts the alert and the acknowledgements. A lead whose transaction rolls back is never
 *   alerted or acknowledged; a test lead is neither. A counsellor chosen by the creator works leads
 *   (lib/counsellors.ts), or the lead is refused.
 * - Update: what the visitor sent is read-only (lib/read-only.ts): a change to it is refused for every role,
 *   unless it comes on the visitor's behalf (`onTheVisitorsBehalf`: the intake applying a newer version of the
 *   same submission); the edit view's copy of the unchanged fields is dropped. The first move off New records
 *   when the person was first contacted; a change of status or of counsellor is written into the lead's
 *   history (the counsellors by name), naming the signed-in admin who made it (nobody for the site's token).
 *   A new counsellor works leads, or the change is refused.
 * - Delete: the lead's CV (file and upload row), history and acknowledgements go with it: they are personal
 *   data too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { emailKey, phoneKey } from '@codebridge/shared/contact.mjs';
import { NEW_LEAD_STATUS } from '@codebridge/shared/leads.mjs';
import { errors } from '@strapi/utils';
import { onDocuments, type DocumentContext } from '../../../../documents';
import { LEAD_UID } from '../../common/leads';
import { admissionsFieldsFor } from './lib/assignment';
import { alertsNow } from './lib/clock';
import { refuseNonCounsellors } from './lib/counsellors';
import { submittedAtProblem, visitorFieldsIn, visitorFieldsNamed } from './lib/read-only';
import { USER_FIELDS, type AdminUser, type Strapi } from './lib/types';
import { acknowledgeNow, deleteAcknowledgements, queueAcknowledgements } from './services/acknowledgements';
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

const onBehalf = new AsyncLocalStorage<true>();

/**
 * Runs `work` on the visitor's behalf: the lead updates it makes may change what the visitor sent (the intake
 * applying a newer version of the same submission). Nothing a request can name reaches this: only the CMS's
 * own code calls it.
 */
export function onTheVisitorsBehalf<T>(work: () => Promise<T>): Promise<T> {
  return onBehalf.run(true, work);
}

function refuseFutureSubmission(data: LeadData) {
  // Against the CMS's clock: the real time, moved ahead only by the end-to-end tests' clock route.
  const problem = submittedAtProblem(data.submittedAt, alertsNow());
  if (problem) throw new errors.ValidationError(problem);
}

/**
 * What the visitor sent, in an update that is not on their behalf: refused when changed, dropped when only
 * repeated (the edit view sends every field back). On their behalf: the contact keys follow the contact.
 */
async function keepVisitorsFields(strapi: Strapi, documentId: string, data: LeadData) {
  if (onBehalf.getStore()) {
    refuseFutureSubmission(data);
    if (data.phone !== undefined) data.phoneKey = phoneKey(data.phone);
    if (data.email !== undefined) data.emailKey = emailKey(data.email);
    return;
  }
  const attributes = (strapi.getModel(LEAD_UID as 'api::lead.lead') as { attributes: object })
    .attributes as Record<string, { type: string }>;
  if (visitorFieldsNamed(data, attributes).length === 0) return;
  const stored: Record<string, unknown> | null = await strapi.db
    .query(LEAD_UID)
    .findOne({ where: { documentId }, populate: { cv: { select: ['id'] } } });
  if (!stored) return;
  const { changed, repeated } = visitorFieldsIn(data, stored, attributes);
  if (changed.length > 0) {
    throw new errors.ValidationError(`What the visitor sent cannot be changed: ${changed.join(', ')}.`);
  }
  for (const field of repeated) delete data[field];
}

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
  refuseFutureSubmission(data);
  await refuseNonCounsellors(strapi, data.counsellor, 'Counsellor');
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
  if (!documentId || !data) return next();
  await keepVisitorsFields(strapi, documentId, data);
  await refuseNonCounsellors(strapi, data.counsellor, 'Counsellor');
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
