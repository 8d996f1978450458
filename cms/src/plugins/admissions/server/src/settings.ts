import type { Institute } from '@codebridge/shared/institute.mjs';
import type { Strapi } from './lib/types';
import type { WhatsappSettings } from './lib/whatsapp';

/** The admissions plugin's settings, read from the environment in config/plugins.ts. */
export interface AdmissionsSettings {
  /** Where alerts go when a lead has no counsellor, and where escalations go ('' for nowhere). */
  admissionsEmail: string;
  /** The admin's own address, for links in e-mails and the export. */
  adminUrl: string;
  leadRetentionDays: number;
  /** '' for the CMS's own private-uploads folder. */
  privateUploadsDir: string;
  /** CV_ENCRYPTION_KEY, base64 of 32 bytes ('' when unset: the CMS then does not start). */
  cvEncryptionKey: string;
  testClock: boolean;
  /** The site's address, for the links in an enquirer's acknowledgement (its syllabus, the rights page). */
  siteUrl: string;
  /** WhatsApp's Cloud API for the acknowledgements, or null: they go by e-mail only. */
  whatsapp: WhatsappSettings | null;
  /** Who the institute is (INSTITUTE_* and GRIEVANCE_OFFICER_*, or the sample): the messages sign with it. */
  institute: Institute;
}

export function settings(strapi: Strapi): AdmissionsSettings {
  return strapi.config.get('plugin::admissions') as AdmissionsSettings;
}
