import { publicEnvironment } from '@/lib/env/public';
import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord, NoticeItem } from './types';

const WORDINGS = {
  withWhatsapp: 'contact-2026-12-06',
  emailOnly: 'contact-2026-12-07-email',
  first: 'contact-2026-11-27',
} as const;

const collects = (confirmation: string): NoticeItem[] => [
  { data: 'First and last name', why: 'to address you', fields: ['username', 'lastname'] },
  { data: 'Company name', why: 'to know which organisation you write for', fields: ['companyname'] },
  {
    data: 'Phone number and e-mail address',
    why: `to confirm at once, ${confirmation}, that your message arrived, and to reply to you`,
    fields: ['phone', 'email'],
  },
  {
    data: 'Your reason for getting in touch',
    why: 'to pass your message to the right person',
    fields: ['comment'],
  },
];

const withWhatsapp: FormNoticeRecord = {
  version: WORDINGS.withWhatsapp,
  earlier: [WORDINGS.first, WORDINGS.emailOnly],
  purpose: `We use these details only ${LEAD_PURPOSES.Contact}: a confirmation at once by e-mail and WhatsApp, then our answer.`,
  collects: collects('by e-mail and on WhatsApp (Meta’s service)'),
};

const emailOnly: FormNoticeRecord = {
  version: WORDINGS.emailOnly,
  earlier: [WORDINGS.first, WORDINGS.withWhatsapp],
  purpose: `We use these details only ${LEAD_PURPOSES.Contact}: a confirmation at once by e-mail, then our answer.`,
  collects: collects('by e-mail'),
};

/**
 * The contact form on /contactus. WhatsApp is named only when this build's configuration says the CMS sends
 * on it (WHATSAPP_PHONE_NUMBER_ID).
 */
export const contactNotice = publicEnvironment.whatsappAcknowledgements ? withWhatsapp : emailOnly;
