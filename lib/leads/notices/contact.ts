import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import { acknowledgedNotice } from './types';

/** The contact form on /contactus. */
export const contactNotice = acknowledgedNotice({
  versions: {
    withWhatsapp: 'contact-2026-12-08',
    emailOnly: 'contact-2026-12-08-email',
    earlier: ['contact-2026-11-27', 'contact-2026-12-06', 'contact-2026-12-07-email'],
  },
  purpose: (channels) =>
    `We use these details only ${LEAD_PURPOSES.Contact}: a confirmation at once ${channels}, then our answer.`,
  collects: (channels) => [
    { data: 'First and last name', why: 'to address you', fields: ['username', 'lastname'] },
    { data: 'Company name', why: 'to know which organisation you write for', fields: ['companyname'] },
    {
      data: 'Phone number and e-mail address',
      why: `to confirm at once, ${channels}, that your message arrived, and to reply to you`,
      fields: ['phone', 'email'],
    },
    {
      data: 'Your reason for getting in touch',
      why: 'to pass your message to the right person',
      fields: ['comment'],
    },
  ],
});
