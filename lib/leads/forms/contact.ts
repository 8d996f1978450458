import * as v from 'valibot';
import { text } from '../fields';
import { leadForm } from './types';

/** The contact page's form. */
export const contactLead = leadForm({
  id: 'contact',
  kind: 'Contact',
  template: 'contact',
  purpose: 'We use these details only to reply to your message.',
  schema: v.object({
    username: text({ missing: 'Please enter your first name.', max: 100, what: 'Your first name' }),
    lastname: text({ missing: 'Please enter your last name.', max: 100, what: 'Your last name' }),
    companyname: text({ missing: 'Please enter your company name.', max: 150, what: 'The company name' }),
    comment: text({ max: 2000, what: 'Your reason' }),
  }),
  labels: {
    username: 'First Name',
    lastname: 'Last Name',
    companyname: 'Company Name',
    comment: 'Why are you registering?',
  },
  summary: (values) => ({
    name: `${values.username} ${values.lastname}`,
    email: '',
    phone: '',
    company: values.companyname,
    message: values.comment || undefined,
  }),
});
