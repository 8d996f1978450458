import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord } from './types';

/** The contact form on /contactus. */
export const contactNotice: FormNoticeRecord = {
  version: 'contact-2026-11-27',
  earlier: [],
  purpose: `We use these details only ${LEAD_PURPOSES.Contact}.`,
  collects: [
    { data: 'First and last name', why: 'to address you', fields: ['username', 'lastname'] },
    { data: 'Company name', why: 'to know which organisation you write for', fields: ['companyname'] },
    { data: 'Phone number and e-mail address', why: 'to reply to you', fields: ['phone', 'email'] },
    {
      data: 'Your reason for getting in touch',
      why: 'to pass your message to the right person',
      fields: ['comment'],
    },
  ],
};
