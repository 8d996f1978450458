/**
 * What the CMS does when an admin changes a data request in the admin (through the document service):
 * - the CMS's own fields (what the person sent, the dates, the code, the erasure's counts, the answer, the
 *   team's notice) are never changed by an edit: they are read-only in the edit view, and a page opened
 *   before an erasure and saved after it must not write the person's contact back. The CMS writes them
 *   itself through the database layer.
 * - the move to Verified records when and by whom (a phone request is verified by an admin's call); the
 *   move to Done or Refused records when it was answered (an erasure records its answer itself).
 */
import type { Core } from '@strapi/strapi';
import { onDocuments, type DocumentContext } from '../../../../documents';
import { REQUEST_UID, STATUS } from './lib/rules';

/** Written by the CMS alone. */
export const MANAGED_FIELDS = [
  'kind',
  'contactType',
  'contact',
  'details',
  'verification',
  'receivedAt',
  'deadline',
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
        before.kind !== 'Erasure'
      ) {
        data.answeredAt = now.toISOString();
      }
    }
  }
  context.params.data = data;
  return next();
}

export function registerRequestDocuments(strapi: Core.Strapi) {
  onDocuments(strapi, REQUEST_UID, (context, next) =>
    context.action === 'update' ? updateRequest(strapi, context as Context, next) : next(),
  );
}
