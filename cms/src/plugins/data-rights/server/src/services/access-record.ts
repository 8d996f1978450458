/**
 * The one place data rights report that an admin read a person's data (an access answer gathers it, an
 * erasure reads it to delete it). The CMS's record of reads of personal data (ids only, never the data)
 * takes it from here once it exists: until then this records nothing, and the call sites stay as they are.
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

export async function recordPersonalDataRead(_strapi: Core.Strapi, _read: PersonalDataRead): Promise<void> {
  // Nothing to write to yet: see the comment above.
}
