import * as v from 'valibot';
import { emailAddress, phoneNumber, personName, text } from '../fields';
import { leadForm } from './types';

/** The recruiters' demo-call form on /hirefromus. */
export const demoCallLead = leadForm({
  id: 'demo-call',
  kind: 'Recruiter demo call',
  template: 'demoCall',
  schema: v.object({
    name: personName({ missing: 'Please enter your name.', max: 100, what: 'Your name' }),
    workEmail: emailAddress('Please enter your work e-mail address.'),
    phoneNumber: phoneNumber('Please enter your phone number.'),
    companyName: text({ missing: 'Please enter your company name.', max: 150, what: 'The company name' }),
    designation: text({ missing: 'Please enter your designation.', max: 100, what: 'The designation' }),
  }),
  labels: {
    name: 'Name',
    workEmail: 'Work Email',
    phoneNumber: 'Phone Number',
    companyName: 'Company Name',
    designation: 'Designation',
  },
  summary: (values) => ({
    name: values.name,
    email: values.workEmail,
    phone: values.phoneNumber,
    company: values.companyName,
    designation: values.designation,
  }),
});
