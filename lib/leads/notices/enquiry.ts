import type { FormNoticeRecord } from './types';

/** The Enquiry Form (the popup and /enquiryform). */
export const enquiryNotice: FormNoticeRecord = {
  version: 'enquiry-2026-12-06',
  earlier: ['enquiry-2026-11-27'],
  purpose:
    'We use these details only to answer your enquiry: at once by e-mail and WhatsApp, then by a call.',
  collects: [
    { data: 'Name', why: 'to address you', fields: ['name'] },
    {
      data: 'Phone and e-mail',
      why: 'to send you at once, by e-mail and on WhatsApp (Meta’s service), the syllabus, the next batch and whom to call, and to call or write back about the course you asked about',
      fields: ['phone', 'email'],
    },
    { data: 'City', why: 'to suggest a batch at a centre or time that suits you', fields: ['city'] },
  ],
};
