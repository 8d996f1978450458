/** The rules a data request's fields follow, checked by the server (lib/data-requests/receive.ts). */
import * as v from 'valibot';
import { text } from '@/lib/leads/fields';
import { DATA_REQUEST_KINDS } from './protocol';

const EMAIL = v.pipe(v.string(), v.email());

/** An e-mail address, or a phone number of 7 to 15 digits (spaces, dashes, brackets and a leading + allowed). */
export function isContact(value: string): boolean {
  if (value.includes('@')) return v.is(EMAIL, value);
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

export const CONTACT_MESSAGE =
  'Please enter the e-mail address or phone number you gave us, such as name@example.com or 98765 43210.';

export const dataRequestSchema = v.object({
  kind: v.picklist(DATA_REQUEST_KINDS, 'Please choose what you would like us to do.'),
  contact: v.pipe(
    text({ missing: CONTACT_MESSAGE, max: 254, what: 'The e-mail address or phone number' }),
    v.check(isContact, CONTACT_MESSAGE),
  ),
  details: text({ max: 2000, what: 'The details', multiline: true }),
});
export type DataRequest = v.InferOutput<typeof dataRequestSchema>;
