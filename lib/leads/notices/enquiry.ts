import { acknowledgedNotice } from './types';

/** The Enquiry Form (the popup and /enquiryform). */
export const enquiryNotice = acknowledgedNotice({
  versions: {
    withWhatsapp: 'enquiry-2026-12-08',
    emailOnly: 'enquiry-2026-12-08-email',
    earlier: ['enquiry-2026-11-27', 'enquiry-2026-12-06', 'enquiry-2026-12-07-email'],
  },
  purpose: (channels) =>
    `We use these details only to answer your enquiry: at once ${channels}, then by a call.`,
  collects: (channels) => [
    { data: 'Name', why: 'to address you', fields: ['name'] },
    {
      data: 'Phone and e-mail',
      why: `to send you at once, ${channels}, the syllabus, the next batch and whom to call, and to call or write back about the course you asked about`,
      fields: ['phone', 'email'],
    },
    { data: 'City', why: 'to suggest a batch at a centre or time that suits you', fields: ['city'] },
  ],
});
