/**
 * The one place data rights report that an admin read a person's data (an access answer gathers it, an
 * erasure reads it to delete it): an entry in the CMS's access record (ids only, never the data). The
 * erasure route writes its own entry with the leads it deleted (the controller), so only the access answer
 * calls this.
 */
import { ACCESS_ACTIONS } from '@codebridge/shared/access-log.mjs';
import type { Core } from '@strapi/strapi';
import { recordAccess } from '../../../../access-log/server/src/record';

export interface PersonalDataRead {
  /** The signed-in admin who asked. */
  adminId: number | null;
  action: 'access-answer';
  /** The data request, by its document id. */
  requestDocumentId: string;
  /** The leads read. */
  leadDocumentIds: string[];
}

export async function recordPersonalDataRead(strapi: Core.Strapi, read: PersonalDataRead): Promise<void> {
  await recordAccess(strapi, {
    user: read.adminId === null ? null : { id: read.adminId },
    action: ACCESS_ACTIONS.dataRequestAnswered,
    leadDocumentIds: read.leadDocumentIds,
    dataRequest: read.requestDocumentId,
  });
}
