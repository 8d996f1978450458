import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord } from './types';

/** The recruiters' demo call on /hirefromus. */
export const demoCallNotice: FormNoticeRecord = {
  version: 'demo-call-2026-12-08',
  earlier: ['demo-call-2026-11-27'],
  purpose: `We use these details only ${LEAD_PURPOSES['Recruiter demo call']}.`,
  collects: [
    { data: 'Name and designation', why: 'to know whom we speak to', fields: ['name', 'designation'] },
    {
      data: 'Work e-mail and phone number',
      why: 'to schedule the call',
      fields: ['workEmail', 'phoneNumber'],
    },
    { data: 'Company name', why: 'to prepare the profiles that suit your hiring', fields: ['companyName'] },
  ],
};
