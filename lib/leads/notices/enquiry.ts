import { publicEnvironment } from '@/lib/env/public';
import type { FormNoticeRecord, NoticeItem } from './types';

const WORDINGS = {
  withWhatsapp: 'enquiry-2026-12-06',
  emailOnly: 'enquiry-2026-12-07-email',
  first: 'enquiry-2026-11-27',
} as const;

const collects = (channels: string): NoticeItem[] => [
  { data: 'Name', why: 'to address you', fields: ['name'] },
  {
    data: 'Phone and e-mail',
    why: `to send you at once, ${channels}, the syllabus, the next batch and whom to call, and to call or write back about the course you asked about`,
    fields: ['phone', 'email'],
  },
  { data: 'City', why: 'to suggest a batch at a centre or time that suits you', fields: ['city'] },
];

const withWhatsapp: FormNoticeRecord = {
  version: WORDINGS.withWhatsapp,
  earlier: [WORDINGS.first, WORDINGS.emailOnly],
  purpose:
    'We use these details only to answer your enquiry: at once by e-mail and WhatsApp, then by a call.',
  collects: collects('by e-mail and on WhatsApp (Meta’s service)'),
};

const emailOnly: FormNoticeRecord = {
  version: WORDINGS.emailOnly,
  earlier: [WORDINGS.first, WORDINGS.withWhatsapp],
  purpose: 'We use these details only to answer your enquiry: at once by e-mail, then by a call.',
  collects: collects('by e-mail'),
};

/**
 * The Enquiry Form (the popup and /enquiryform). It names WhatsApp only when this build's configuration says
 * the CMS sends on it (WHATSAPP_PHONE_NUMBER_ID): a notice must say what is actually done with the details.
 */
export const enquiryNotice = publicEnvironment.whatsappAcknowledgements ? withWhatsapp : emailOnly;
