import * as v from 'valibot';
import { emailAddress, phoneNumber, personName, text } from '../fields';
import { leadForm } from './types';

/** The Enquiry Form, in the popup and on /enquiryform: the site's main lead. */
export const enquiryLead = leadForm({
  id: 'enquiry',
  kind: 'Enquiry',
  template: 'enquiry',
  schema: v.object({
    name: personName({ missing: 'Please enter your name.', max: 100, what: 'Your name' }),
    phone: phoneNumber('Please enter your phone number.'),
    email: emailAddress('Please enter your e-mail address.'),
    city: text({ missing: 'Please enter your city.', max: 100, what: 'The city' }),
  }),
  labels: { name: 'Name', phone: 'Phone', email: 'Email', city: 'City' },
  summary: (values) => values,
});
