import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord } from './types';

/** The Enquiry Form (the popup and /enquiryform). */
export const enquiryNotice: FormNoticeRecord = {
  version: 'enquiry-2026-11-27',
  earlier: [],
  purpose: `We use these details only ${LEAD_PURPOSES.Enquiry}.`,
  collects: [
    { data: 'Name', why: 'to address you', fields: ['name'] },
    {
      data: 'Phone and e-mail',
      why: 'to call or write back about the course you asked about',
      fields: ['phone', 'email'],
    },
    { data: 'City', why: 'to suggest a batch at a centre or time that suits you', fields: ['city'] },
  ],
};
