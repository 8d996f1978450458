import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord } from './types';

/** The contact form on /contactus. */
export const contactNotice: FormNoticeRecord = {
  version: 'contact-2026-12-06',
  earlier: ['contact-2026-11-27'],
  purpose: `We use these details only ${LEAD_PURPOSES.Contact}: a confirmation at once by e-mail and WhatsApp, then our answer.`,
  collects: [
    { data: 'First and last name', why: 'to address you', fields: ['username', 'lastname'] },
    { data: 'Company name', why: 'to know which organisation you write for', fields: ['companyname'] },
    {
      data: 'Phone number and e-mail address',
      why: 'to confirm at once, by e-mail and on WhatsApp (Meta’s service), that your message arrived, and to reply to you',
      fields: ['phone', 'email'],
    },
    {
      data: 'Your reason for getting in touch',
      why: 'to pass your message to the right person',
      fields: ['comment'],
    },
  ],
};
