import * as v from 'valibot';
import { emailAddress, phoneNumber, personName, text } from '../fields';
import { leadForm } from './types';

/** Shown under the phone and e-mail fields when both are empty: a message nobody can answer is no lead. */
export const CONTACT_REPLY_MISSING =
  'Please give us your phone number or your email, so we can reply to you.';

/** The contact page's form: the spec's fields, and a phone and an e-mail (at least one) to reply to. */
export const contactLead = leadForm({
  id: 'contact',
  kind: 'Contact',
  template: 'contact',
  schema: v.pipe(
    v.object({
      username: personName({ missing: 'Please enter your first name.', max: 100, what: 'Your first name' }),
      lastname: personName({ missing: 'Please enter your last name.', max: 100, what: 'Your last name' }),
      companyname: text({ missing: 'Please enter your company name.', max: 150, what: 'The company name' }),
      phone: phoneNumber(),
      email: emailAddress(),
      comment: text({ max: 2000, what: 'Your reason', multiline: true }),
    }),
    // On the phone field, the first of the two, which the form then focuses.
    v.forward(
      v.partialCheck(
        [['phone'], ['email']],
        (values) => values.phone !== '' || values.email !== '',
        CONTACT_REPLY_MISSING,
      ),
      ['phone'],
    ),
  ),
  labels: {
    username: 'First Name',
    lastname: 'Last Name',
    companyname: 'Company Name',
    phone: 'Phone',
    email: 'Email',
    comment: 'Why are you registering?',
  },
  summary: (values) => ({
    name: `${values.username} ${values.lastname}`,
    email: values.email,
    phone: values.phone,
    company: values.companyname,
    message: values.comment || undefined,
  }),
});
