/**
 * Whether a lead the site holds belongs to a person, named by the e-mail address or phone number they
 * enquired with: by the contact keys the CMS compares its leads by too (lib/shared/contact.mjs: the e-mail
 * without regard to case, the phone as an Indian number).
 */
import { emailKey, phoneKey } from '@/lib/shared/contact.mjs';
import { leadSummary } from './cms-record';
import type { LeadEntry } from './entry';

export const CONTACT_TYPES = ['E-mail', 'Phone'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export interface Contact {
  type: ContactType;
  value: string;
}

/** Whether a lead's e-mail or phone (as its form's summary, or its channel's answers, give them) is the contact's. */
export function leadOfContact(entry: LeadEntry, contact: Contact): boolean {
  const summary = leadSummary(entry);
  const key = contact.type === 'E-mail' ? emailKey : phoneKey;
  const wanted = key(contact.value);
  return wanted !== null && key(contact.type === 'E-mail' ? summary.email : summary.phone) === wanted;
}
