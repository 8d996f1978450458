import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord } from './types';

/** The demo session bookings (home page, course pages, /ourteam): one form in three places. */
export const demoNotice: FormNoticeRecord = {
  version: 'demo-2026-12-06',
  earlier: ['demo-2026-11-27'],
  purpose: `We use these details only ${LEAD_PURPOSES['Demo session']}: a confirmation at once by e-mail and WhatsApp, then a call.`,
  collects: [
    { data: 'Full name', why: 'to book the session in your name', fields: ['fullName'] },
    {
      data: 'E-mail and contact number',
      why: 'to confirm at once, by e-mail and on WhatsApp (Meta’s service), with the syllabus and the next batch, and to confirm the session and remind you of it',
      fields: ['email', 'contactNumber'],
    },
    {
      data: 'Course interest and graduation year',
      why: 'to pick the demo and trainer that fit',
      fields: ['courseInterest', 'graduationYear'],
    },
  ],
};
