/**
 * Every form's notice by the form's id, for the server: a submission's notice version is checked against its
 * form's known versions before it is kept with the lead.
 */
import type { LeadFormId } from '../forms/types';
import { applicationNotice } from './application';
import { contactNotice } from './contact';
import { demoNotice } from './demo';
import { demoCallNotice } from './demo-call';
import { enquiryNotice } from './enquiry';
import type { FormNoticeRecord } from './types';

export const formNotices: Record<LeadFormId, FormNoticeRecord> = {
  enquiry: enquiryNotice,
  contact: contactNotice,
  'demo-landing': demoNotice,
  'demo-course': demoNotice,
  'demo-contact': demoNotice,
  'demo-call': demoCallNotice,
  application: applicationNotice,
};

/** The longest version string a lead stores. */
export const MAX_NOTICE_VERSION_LENGTH = 40;

/** Whether `version` is a wording this form's notice has had (the current one or an earlier one). */
export function isKnownNoticeVersion(form: LeadFormId, version: string): boolean {
  const notice = formNotices[form];
  return version === notice.version || notice.earlier.includes(version);
}

export * from './types';
