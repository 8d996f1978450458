import * as v from 'valibot';
import { jobOpenings } from '@/lib/content/careers';
import { calendarDay, choice, emailAddress, phoneNumber, resumeFile, personName, text } from '../fields';
import { leadForm } from './types';

/** The Gender field's choices. */
export const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'others', label: 'Others' },
] as const;

/** The job application on /applynow, with its resume. */
export const applicationLead = leadForm({
  id: 'application',
  kind: 'Job application',
  template: 'application',
  fileField: 'resume',
  schema: v.object({
    firstname: personName({ missing: 'Please enter your first name.', max: 100, what: 'Your first name' }),
    lastname: personName({ missing: 'Please enter your last name.', max: 100, what: 'Your last name' }),
    email: emailAddress('Please enter your e-mail address.'),
    gender: choice(
      genderOptions.map((option) => option.value),
      'Please choose one.',
    ),
    areacode: v.pipe(
      text({ missing: 'Please enter your area code.', max: 5, what: 'The area code' }),
      v.regex(/^\+?\d{1,4}$/, 'Please enter an area code such as +91.'),
    ),
    phone: phoneNumber('Please enter your phone number.'),
    position: choice(
      jobOpenings.map((job) => job.title),
      'Please choose the position you are applying for.',
    ),
    startDate: calendarDay('Please choose the date you could start.'),
    address1: text({ missing: 'Please enter your address.', max: 200, what: 'The address' }),
    address2: text({ max: 200, what: 'The address' }),
    message: text({ max: 3000, what: 'The cover letter', multiline: true }),
    resume: resumeFile,
  }),
  labels: {
    firstname: 'First Name',
    lastname: 'Last Name',
    email: 'Email',
    gender: 'Gender',
    areacode: 'Area Code',
    phone: 'Phone',
    position: 'Position',
    startDate: 'Start Date',
    address1: 'Address Line 1',
    address2: 'Address Line 2',
    message: 'Cover Letter',
  },
  summary: (values) => ({
    name: `${values.firstname} ${values.lastname}`,
    email: values.email,
    phone: `${values.areacode} ${values.phone}`,
    position: values.position,
    message: values.message || undefined,
  }),
});
