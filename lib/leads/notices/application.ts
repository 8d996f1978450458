import { LEAD_PURPOSES } from '@/lib/shared/leads.mjs';
import type { FormNoticeRecord } from './types';

/** The job application on /applynow, with its resume. */
export const applicationNotice: FormNoticeRecord = {
  version: 'application-2026-12-08',
  earlier: ['application-2026-11-27', 'application-2026-12-07'],
  purpose: `We use these details and your resume only ${LEAD_PURPOSES['Job application']}: a confirmation at once by e-mail, then our answer.`,
  collects: [
    {
      data: 'Name, gender, e-mail and phone',
      why: 'to identify you, to confirm by e-mail at once that your application arrived, and to invite you to an interview',
      fields: ['firstname', 'lastname', 'gender', 'email', 'areacode', 'phone'],
    },
    {
      data: 'Address and start date',
      why: 'to know where you are and when you could join',
      fields: ['address1', 'address2', 'startDate'],
    },
    {
      data: 'Position, cover letter and resume',
      why: 'to assess your application for the role',
      fields: ['position', 'message', 'resume'],
    },
  ],
};
