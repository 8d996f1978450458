/**
 * The enquirer's rights: the Grievance Officer, the time in which requests are answered, and the copy of the
 * rights page (/privacy/your-data) and its confirmation page. The privacy page (lib/content/legal.ts) states
 * the days too; the CMS sets each request's deadline from the same number (lib/shared/data-requests.mjs).
 */
import { ANSWER_DAYS, REQUEST_KIND_WORDS } from '@/lib/shared/data-requests.mjs';
import { formatAddress, site } from '@/lib/site';
import { SAMPLE_IDENTITY_NOTICE } from '@/lib/shared/institute.mjs';
import type { DataRequestKind } from '@/lib/data-requests/protocol';
import { formatLongDate } from '@/lib/calendar-date';
import { publicEnvironment } from '@/lib/env/public';

/** Requests about personal data are answered within this many days of arrival. */
export const REQUEST_ANSWER_DAYS = ANSWER_DAYS;

/**
 * Whom a person writes to about their data (DPDP Act s. 8(9)): the Grievance Officer the institute names in
 * its settings (GRIEVANCE_OFFICER_NAME and _EMAIL), reached also by the institute's phone and address. The
 * sample identity names no one and says so.
 */
export const grievanceOfficer = {
  name: site.grievanceOfficer.name,
  role: 'Grievance Officer',
  email: site.grievanceOfficer.email,
  phone: site.phone,
  address: formatAddress(),
} as const;

/** "our Grievance Officer, Priya Kulkarni," or, with the sample identity, "our Grievance Officer". */
function theOfficer(): string {
  return grievanceOfficer.name
    ? `our ${grievanceOfficer.role}, ${grievanceOfficer.name},`
    : `our ${grievanceOfficer.role}`;
}

/** The sentence that introduces the Grievance Officer on the privacy page. */
export function grievanceOfficerIntro(): string {
  return grievanceOfficer.name
    ? `Our ${grievanceOfficer.role} is ${grievanceOfficer.name}.`
    : `${SAMPLE_IDENTITY_NOTICE} An institute that runs this site names its ${grievanceOfficer.role} here.`;
}

/** The Data Protection Board of India, where a complaint goes when we have not resolved it. */
export const dataProtectionBoard = {
  name: 'Data Protection Board of India',
  howTo:
    'If we do not answer within that time, or you are not satisfied with our answer, you may complain to the Data Protection Board of India, through its online complaint facility or as its website describes.',
} as const;

export const dataRequestKindLabels: Record<DataRequestKind, string> = {
  access: 'Show me the personal data you hold about me',
  correction: 'Correct my details',
  erasure: 'Erase my details',
  withdrawal: 'Withdraw my consent: stop using my details and stop contacting me',
};

export const rightsPage = {
  eyebrow: 'Privacy',
  title: 'Your data and your rights',
  // WhatsApp, and its STOP, only where this build's configuration says the CMS sends on it.
  intro: `You may ask us to show you the personal data we hold about you, to correct it, to erase it, or to stop using it (withdraw your consent). Withdrawing is as easy as giving it: one request here, and we stop, ${
    publicEnvironment.whatsappAcknowledgements
      ? 'our messages to you by e-mail and WhatsApp included (writing STOP to our WhatsApp number stops those too)'
      : 'our messages to you by e-mail included'
  }. We answer every request within ${REQUEST_ANSWER_DAYS} days.`,
  stepsHeading: 'How it works',
  steps: [
    'Tell us what you would like, and the e-mail address or phone number you gave us in a form.',
    'We make sure the request is yours before we show, change or delete anything: we e-mail a confirmation link to that address, or our admissions team calls that number.',
    `We answer within ${REQUEST_ANSWER_DAYS} days. When you ask us to erase your details, we delete every form you sent us, with any resume, from all our systems, our team deletes the alert e-mails it received about them, and we keep only a note that we did so.`,
  ],
  formHeading: 'Make a request',
  form: {
    name: 'Data request',
    kindLegend: 'What would you like us to do?',
    contactLabel: 'The e-mail address or phone number you gave us',
    contactHint: 'If you gave us more than one, send a request for each.',
    detailsLabel: 'Anything we should know, such as what to correct (optional)',
    submit: 'Send my request',
    sending: 'Sending…',
  },
  sent: {
    email: (deadline: string) =>
      `Thank you. We have sent a link to that e-mail address: open it and press "Confirm my request". Nothing is done until you confirm. We will answer by ${formatLongDate(deadline)}.`,
    emailByTeam: (deadline: string) =>
      `Thank you. Our team will write to that e-mail address to confirm that the request is yours, and will answer by ${formatLongDate(deadline)}.`,
    phone: (deadline: string) =>
      `Thank you. Our admissions team will call that number to confirm that the request is yours, and will answer by ${formatLongDate(deadline)}.`,
  },
  failed: `Your request could not be sent just now. Please try again later, or write to our Grievance Officer at ${grievanceOfficer.email} or call ${site.phone.display}. Nothing you typed was lost.`,
  tooMany: `You have sent several requests in the last hour. Please wait an hour, or write to our Grievance Officer at ${grievanceOfficer.email}. Nothing you typed was lost.`,
  otherWaysHeading: 'Other ways to ask, and to complain',
  otherWays: `You may also write to or call ${theOfficer()} at ${grievanceOfficer.email} or ${grievanceOfficer.phone.display}, or write to ${grievanceOfficer.address}. The same ${REQUEST_ANSWER_DAYS} days apply.`,
  minorsHeading: 'For someone under 18',
  minors:
    'Our forms are for adults. A parent or guardian enquires for someone under 18, with their own name and contact details, and may make a request here for the data of a child in their care: we then confirm with the parent or guardian before we act.',
  privacyLink: 'Read our full Privacy Policy',
} as const;

export const confirmPage = {
  eyebrow: 'Privacy',
  title: 'Confirm your request',
  intro:
    'You asked us to act on your personal data. To confirm that the request is yours, press the button below. The code from our e-mail is filled in when you open its link; you may also type it.',
  codeLabel: 'Code from the e-mail',
  codeHint: 'Sixteen letters and digits, such as ABCD-EFGH-JKMN-PQRS.',
  submit: 'Confirm my request',
  sending: 'Confirming…',
  /**
   * What each kind of request does, said before the person confirms it (and in the answer after), in the
   * words of the verification e-mail the CMS sends.
   */
  kinds: REQUEST_KIND_WORDS satisfies Record<DataRequestKind, { what: string; detail: string }>,
  yourRequest: 'Your request',
  youAsked: (what: string) => `You asked us to ${what}.`,
  notYou: 'If you did not ask for this, do not confirm it: nothing happens without your confirmation.',
  confirmed: (deadline: string) =>
    `Thank you: your request is confirmed. We will answer by ${formatLongDate(deadline)}.`,
  confirmedKind: (what: string, deadline: string) =>
    `Thank you: your request to ${what} is confirmed. We will answer by ${formatLongDate(deadline)}.`,
  unknown:
    'We found no request waiting for this code. It may have been confirmed already: check the code, or send a new request.',
  expired: 'This code has expired. Please send your request again.',
  invalid: 'Please enter the code from the e-mail: sixteen letters and digits.',
  failed: `Your confirmation could not be sent just now. Please try again later, or write to our Grievance Officer at ${site.email}.`,
  tooMany: `Too many tries from your connection. Please wait an hour, or write to our Grievance Officer at ${site.email}.`,
  backLink: 'Make another request',
} as const;
