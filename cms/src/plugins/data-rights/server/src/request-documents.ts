/**
 * What the CMS does when a data request is made or changed through the document service:
 * - a request's proof (its status past Unverified, how and when it was verified, its answer, its erasure) is
 *   the CMS's alone: a create that sets any of it is refused (400) for every role and token, and a request
 *   is never duplicated. The rights page's own create (`asThePersonsRequest`, services/requests.ts) writes
 *   the code and the way it is verified; an admin logging a request a person made by phone gets an
 *   Unverified one, received now, for admissions to verify by a call.
 * - the CMS's own fields (what the person sent, the dates, the code, the erasure's counts, the answer, the
 *   team's notice) are never changed by an edit: they are read-only in the edit view, and a page opened
 *   before an erasure and saved after it must not write the person's contact back. The CMS writes them
 *   itself through the database layer.
 * - the move to Verified records when and by whom (a phone request is verified by an admin's call); the
 *   move to Done or Refused records when it was answered (an erasure records its answer itself).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { answerDeadline, REQUEST_KINDS } from '@codebridge/shared/data-requests.mjs';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { onDocuments, type DocumentContext } from '../../../../documents';
import { REQUEST_UID, STATUS, VERIFICATION } from './lib/rules';

/** What a request's proof rests on: set by the CMS as it happens, never sent with a new request. */
export const PROOF_FIELDS = [
  'verifiedAt',
  'verifiedBy',
  'codeHash',
  'codeExpiresAt',
  'erasedAt',
  'erasedLeads',
  'erasedFiles',
  'erasedWaiting',
  'answerMethod',
  'answeredAt',
  'teamToldAt',
  'teamNoticeClaimedAt',
] as const;

/** Written by the CMS alone: what the person sent, its dates and the way it is verified, and its proof. */
export const MANAGED_FIELDS = [
  'kind',
  'contactType',
  'contact',
  'details',
  'verification',
  'receivedAt',
  'deadline',
  ...PROOF_FIELDS,
] as const;

const personsRequest = new AsyncLocalStorage<true>();

/**
 * Runs `work` as the rights page's request: the create it makes may write the code and how the request is
 * verified. Nothing a request can name reaches this: only the CMS's own code calls it.
 */
export function asThePersonsRequest<T>(work: () => Promise<T>): Promise<T> {
  return personsRequest.run(true, work);
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A new request as an admin or a token may make one: Unverified, to be verified by admissions' call,
 * received now (its deadline from that); refused when it sets any of its proof.
 */
export function newRequestData(data: Record<string, unknown>, now = new Date()): Record<string, unknown> {
  const forged: string[] = PROOF_FIELDS.filter((field) => given(data[field]));
  if (given(data.requestStatus) && data.requestStatus !== STATUS.unverified) forged.unshift('requestStatus');
  if (given(data.verification) && data.verification !== VERIFICATION.admissions) forged.push('verification');
  if (forged.length > 0) {
    throw new errors.ValidationError(
      `A new request is Unverified: its verification, answer and erasure are recorded by the CMS as they happen (${forged.join(', ')} cannot be set). Verify it by calling the person, then set Verified.`,
    );
  }
  return {
    ...data,
    requestStatus: STATUS.unverified,
    verification: VERIFICATION.admissions,
    receivedAt: now.toISOString(),
    deadline: answerDeadline(now),
  };
}

interface AdminState {
  user?: {
    id?: number;
    firstname?: string | null;
    lastname?: string | null;
    username?: string | null;
    email?: string | null;
  };
  auth?: { strategy?: { name?: string } };
}

/** The signed-in admin's name ('Asha Patil', else their username or e-mail), or null for none. */
export function signedInAdminName(strapi: Core.Strapi): string | null {
  const state = strapi.requestContext?.get?.()?.state as AdminState | undefined;
  const user = state?.auth?.strategy?.name === 'admin' ? state.user : undefined;
  if (!user) return null;
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
  return name || user.username || user.email || null;
}

type Context = DocumentContext & { params: { data?: Record<string, unknown> } };

export async function updateRequest(
  strapi: Core.Strapi,
  context: Context,
  next: () => Promise<unknown>,
  now = new Date(),
) {
  const { documentId } = context.params;
  const data = { ...(context.params.data ?? {}) };
  for (const field of MANAGED_FIELDS) delete data[field];
  const status = data.requestStatus;
  if (documentId && typeof status === 'string') {
    const before: {
      kind?: string;
      requestStatus?: string;
      verifiedAt?: string | null;
      answeredAt?: string | null;
    } | null = await strapi.db.query(REQUEST_UID as never).findOne({
      where: { documentId },
      select: ['kind', 'requestStatus', 'verifiedAt', 'answeredAt'],
    });
    if (before && before.requestStatus !== status) {
      if (status === STATUS.verified && !before.verifiedAt) {
        data.verifiedAt = now.toISOString();
        data.verifiedBy = signedInAdminName(strapi);
      }
      if (
        (status === STATUS.done || status === STATUS.refused) &&
        !before.answeredAt &&
        before.kind !== REQUEST_KINDS.erasure
      ) {
        data.answeredAt = now.toISOString();
      }
    }
  }
  context.params.data = data;
  return next();
}

export function registerRequestDocuments(strapi: Core.Strapi) {
  onDocuments(strapi, REQUEST_UID, (context, next) => {
    if (context.action === 'update') return updateRequest(strapi, context as Context, next);
    if (context.action === 'create' && !personsRequest.getStore()) {
      context.params.data = newRequestData(context.params.data ?? {});
    }
    // A copy would carry the original's verification and answer.
    if (context.action === 'clone') {
      throw new errors.ValidationError('A data request cannot be duplicated: each is a person’s own.');
    }
    return next();
  });
}
