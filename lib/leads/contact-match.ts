/**
 * Whether a lead the site holds belongs to a person, named by the e-mail address or phone number they
 * enquired with: the e-mail compared without regard to case, the phone as an Indian number (+91, 0091, a
 * trunk 0, spaces, dashes, dots and brackets ignored). The CMS compares its leads by the same rules
 * (cms/src/api/data-request/rules.js).
 */
import { leadSummary } from './cms-record';
import type { LeadEntry } from './entry';

export const CONTACT_TYPES = ['E-mail', 'Phone'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export interface Contact {
  type: ContactType;
  value: string;
}

export function normaliseEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/**
 * The same rule as the CMS's (cms/src/admissions/keys.js, where leads store it as `phoneKey`); both are tested
 * against lib/leads/contact-keys.examples.json. A foreign number keeps its country code.
 */
export function normalisePhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || text.startsWith('00');
  if (text.startsWith('00')) digits = digits.slice(2);
  if (international) {
    if (digits.startsWith('91') && digits.length === 12) return digits.slice(2);
    return digits.length >= 6 ? `+${digits}` : '';
  }
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits.length >= 6 ? digits : '';
}

/** Whether a lead's e-mail or phone (as its form's summary, or its channel's answers, give them) is the contact's. */
export function leadOfContact(entry: LeadEntry, contact: Contact): boolean {
  const summary = leadSummary(entry);
  if (contact.type === 'E-mail') {
    const email = normaliseEmail(contact.value);
    return email !== '' && normaliseEmail(summary.email) === email;
  }
  const phone = normalisePhone(contact.value);
  return phone !== '' && normalisePhone(summary.phone) === phone;
}
