import * as v from 'valibot';
import { courseInterestOptions, graduationYears } from '@/lib/content/forms';
import { choice, emailAddress, phoneNumber, personName, ticked } from '../fields';
import { leadForm, type LeadSummary } from './types';

const labels = {
  fullName: 'Full Name',
  email: 'Email',
  courseInterest: 'Course Interest',
  graduationYear: 'Graduation Year',
  contactNumber: 'Contact Number',
};

function summary(values: {
  fullName: string;
  email: string;
  contactNumber: string;
  courseInterest: string;
}): LeadSummary {
  return {
    name: values.fullName,
    email: values.email,
    phone: values.contactNumber,
    course: values.courseInterest || undefined,
  };
}

/**
 * A booking whose fields are all optional (the course pages and the contact screen mark none required, bar
 * the course pages' terms) still needs a way to reach the visitor.
 */
function optionalFields(withTerms: boolean) {
  return v.pipe(
    v.object({
      fullName: personName({ max: 100, what: 'Your name' }),
      email: emailAddress(),
      courseInterest: choice(courseInterestOptions),
      graduationYear: choice(graduationYears),
      contactNumber: phoneNumber(),
      terms: withTerms
        ? ticked('Please confirm that you have read and agreed to the Terms and Privacy Policy.')
        : v.optional(v.string(), ''),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['contactNumber']],
        (values) => values.email !== '' || values.contactNumber !== '',
        'Please give us your email or your contact number, so we can confirm your session.',
      ),
      ['contactNumber'],
    ),
  );
}

/** The demo booking forms: the home page's landing hero, the course pages and the contact screen. */
export const demoLeads = {
  landing: leadForm({
    id: 'demo-landing',
    kind: 'Demo session',
    template: 'demo',
    schema: v.object({
      fullName: personName({ missing: 'Please enter your full name.', max: 100, what: 'Your name' }),
      email: emailAddress('Please enter your e-mail address.'),
      courseInterest: choice(courseInterestOptions, 'Please choose the course you are interested in.'),
      graduationYear: choice(graduationYears),
      contactNumber: phoneNumber('Please enter your contact number.'),
    }),
    labels,
    summary,
  }),
  course: leadForm({
    id: 'demo-course',
    kind: 'Demo session',
    template: 'demo',
    schema: optionalFields(true),
    labels,
    summary,
  }),
  contact: leadForm({
    id: 'demo-contact',
    kind: 'Demo session',
    template: 'demo',
    schema: optionalFields(false),
    labels,
    summary,
  }),
};
