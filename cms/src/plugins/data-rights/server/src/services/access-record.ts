/**
 * The one place data rights report that an admin read a person's data (an access answer gathers it, an
 * erasure reads it to delete it). The CMS's record of reads of personal data (ids only, never the data)
 * takes it from here once it exists; until then it is a debug line of ids, and the call sites stay as they
 * are.
 */
import type { Core } from '@strapi/strapi';

export interface PersonalDataRead {
  /** The signed-in admin who asked (null when none is known). */
  adminId: number | null;
  action: 'access-answer' | 'erasure';
  /** The data request's id. */
  requestId: number;
  /** The leads read. */
  leadDocumentIds: string[];
}

export async function recordPersonalDataRead(strapi: Core.Strapi, read: PersonalDataRead): Promise<void> {
  strapi.log.debug?.(
    `Data request ${read.requestId}: ${read.action} read ${read.leadDocumentIds.length} leads for admin ${read.adminId ?? 'unknown'}.`,
  );
}
