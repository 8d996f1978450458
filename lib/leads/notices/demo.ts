import { publicEnvironment } from '@/lib/env/public';
import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord, NoticeItem } from './types';

const WORDINGS = {
  withWhatsapp: 'demo-2026-12-06',
  emailOnly: 'demo-2026-12-07-email',
  first: 'demo-2026-11-27',
} as const;

const collects = (channels: string): NoticeItem[] => [
  { data: 'Full name', why: 'to book the session in your name', fields: ['fullName'] },
  {
    data: 'E-mail and contact number',
    why: `to confirm at once, ${channels}, with the syllabus and the next batch, and to confirm the session and remind you of it`,
    fields: ['email', 'contactNumber'],
  },
  {
    data: 'Course interest and graduation year',
    why: 'to pick the demo and trainer that fit',
    fields: ['courseInterest', 'graduationYear'],
  },
];

const withWhatsapp: FormNoticeRecord = {
  version: WORDINGS.withWhatsapp,
  earlier: [WORDINGS.first, WORDINGS.emailOnly],
  purpose: `We use these details only ${LEAD_PURPOSES['Demo session']}: a confirmation at once by e-mail and WhatsApp, then a call.`,
  collects: collects('by e-mail and on WhatsApp (Meta’s service)'),
};

const emailOnly: FormNoticeRecord = {
  version: WORDINGS.emailOnly,
  earlier: [WORDINGS.first, WORDINGS.withWhatsapp],
  purpose: `We use these details only ${LEAD_PURPOSES['Demo session']}: a confirmation at once by e-mail, then a call.`,
  collects: collects('by e-mail'),
};

/**
 * The demo session bookings (home page, course pages, /ourteam): one form in three places. WhatsApp is named
 * only when this build's configuration says the CMS sends on it (WHATSAPP_PHONE_NUMBER_ID).
 */
export const demoNotice = publicEnvironment.whatsappAcknowledgements ? withWhatsapp : emailOnly;
