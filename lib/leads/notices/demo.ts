import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import { acknowledgedNotice } from './types';

/** The demo session bookings (home page, course pages, /ourteam): one form in three places. */
export const demoNotice = acknowledgedNotice({
  versions: {
    withWhatsapp: 'demo-2026-12-08',
    emailOnly: 'demo-2026-12-08-email',
    earlier: ['demo-2026-11-27', 'demo-2026-12-06', 'demo-2026-12-07-email'],
  },
  purpose: (channels) =>
    `We use these details only ${LEAD_PURPOSES['Demo session']}: a confirmation at once ${channels}, then a call.`,
  collects: (channels) => [
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
  ],
});
