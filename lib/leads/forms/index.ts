/** Every lead form by its id: what the server checks a submission against, and how it maps it onto a lead. */
import { applicationLead } from './application';
import { contactLead } from './contact';
import { demoCallLead } from './demo-call';
import { demoLeads } from './demo';
import { enquiryLead } from './enquiry';
import type { LeadForm, LeadFormId } from './types';

export const leadForms: Record<LeadFormId, LeadForm> = {
  enquiry: enquiryLead,
  contact: contactLead,
  'demo-landing': demoLeads.landing,
  'demo-course': demoLeads.course,
  'demo-contact': demoLeads.contact,
  'demo-call': demoCallLead,
  application: applicationLead,
};

export * from './types';
