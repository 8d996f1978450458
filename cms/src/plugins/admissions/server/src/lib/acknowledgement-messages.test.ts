import { expect, test } from '@jest/globals';
import {
  acknowledgementEmail,
  applicationAcknowledgementEmail,
  callerFor,
  courseFacts,
  phoneForPeople,
  whatsappParameters,
} from './acknowledgement-messages';
import { SAMPLE_IDENTITY_NOTICE, institute } from '@codebridge/shared/institute.mjs';

// Thursday 26 Nov 2026, 10:00 India time: the course pages' next batch is Monday 30 Nov; the home page's
// upcoming batch is Tuesday 1 Dec (the first weekday of December).
const NOW = new Date('2026-11-26T10:00:00+05:30');
const SITE = 'https://www.example.in';
// The institute as its settings name it, and the sample identity (none set).
const INSTITUTE = institute({
  INSTITUTE_NAME: 'Sahyadri Code Academy',
  INSTITUTE_PHONE: '+91 20 4000 1234',
  INSTITUTE_EMAIL: 'hello@sahyadri.example',
  GRIEVANCE_OFFICER_NAME: 'Meera Joshi',
  GRIEVANCE_OFFICER_EMAIL: 'dpo@sahyadri.example',
});
const SAMPLE = institute({});

test('a counsellor with a number is named with it; without one, the institute', () => {
  expect(
    callerFor({ name: 'Priya Shah', email: 'priya@example.in', phone: '098000 11111' }, INSTITUTE),
  ).toEqual({
    name: 'Priya Shah',
    phone: '+91 98000 11111',
    email: 'priya@example.in',
    isCounsellor: true,
  });
  expect(callerFor({ name: 'Priya Shah', phone: null }, INSTITUTE)).toEqual({
    name: 'Sahyadri Code Academy',
    phone: '+91 20 4000 1234',
    email: null,
    isCounsellor: false,
  });
  expect(callerFor(null, INSTITUTE).isCounsellor).toBe(false);
  expect(phoneForPeople('+44 20 7946 0958')).toBe('+442079460958');
  expect(phoneForPeople('123')).toBeNull();
});

test('the course’s syllabus and the batch the person would see: a course page’s next batch, else the home page’s', () => {
  expect(courseFacts({ course: 'python full stack' }, NOW, SITE, [])).toEqual({
    course: 'Python Full Stack Development',
    nextBatch: '30 Nov 2026',
    syllabi: [
      { title: 'Python Full Stack Development', url: `${SITE}/syllabus/pythonfullstack-syllabus.pdf` },
    ],
  });
  const other = courseFacts({ course: 'Other' }, NOW, SITE, []);
  expect(other.course).toBeNull();
  expect(other.nextBatch).toBe('1 Dec 2026');
  expect(other.syllabi.map((entry) => entry.url)).toEqual([
    `${SITE}/syllabus/mernstack-syllabus.pdf`,
    `${SITE}/syllabus/datascience-syllabus.pdf`,
    `${SITE}/syllabus/dataanalyst-syllabus.pdf`,
    `${SITE}/syllabus/pythonfullstack-syllabus.pdf`,
  ]);
});

test('the batches the institute entered come first: the course’s next one, else the soonest of any course; a course without any, the rule', () => {
  const calendar = [
    { course: 'Data Science', startsOn: '2026-11-20' },
    { course: 'Data Science', startsOn: '2026-12-14' },
    { course: 'MERN Stack Development', startsOn: '2026-12-09' },
  ];
  expect(courseFacts({ course: 'Data Science' }, NOW, SITE, calendar).nextBatch).toBe('14 Dec 2026');
  expect(courseFacts({ course: 'Other' }, NOW, SITE, calendar).nextBatch).toBe('9 Dec 2026');
  // Python Full Stack has none entered: the course pages' rule, as its page shows.
  expect(courseFacts({ course: 'Python Full Stack' }, NOW, SITE, calendar).nextBatch).toBe('30 Nov 2026');
});

test('the e-mail: the person by name, the syllabus, the next batch, the counsellor’s number, how to stop', () => {
  const caller = callerFor({ name: 'Priya Shah', email: 'priya@example.in', phone: '9800011111' }, INSTITUTE);
  const mail = acknowledgementEmail({
    lead: { name: 'Asha R&D Rao\r\nBcc: everyone', course: 'MERN Stack Development' },
    caller,
    now: NOW,
    siteUrl: SITE,
    whatsapp: true,
    institute: INSTITUTE,
    calendar: [],
  });
  expect(mail.subject).toBe('Your enquiry about MERN Stack Development: the syllabus and the next batch');
  expect(mail.replyTo).toBe('priya@example.in');
  expect(mail.text.split('\n')).toEqual([
    'Hello Asha R&D Rao Bcc: everyone,',
    '',
    'Thank you for your enquiry about MERN Stack Development at Sahyadri Code Academy. Your counsellor, Priya Shah, will call you soon.',
    '',
    `The syllabus: ${SITE}/syllabus/mernstack-syllabus.pdf`,
    '',
    'The next batch starts on 30 Nov 2026.',
    'Your counsellor: Priya Shah, +91 98000 11111',
    '',
    `To stop our messages, withdraw your consent on ${SITE}/privacy/your-data (or write STOP to us on WhatsApp).`,
    '',
    'Sahyadri Code Academy',
  ]);
  // What the person typed is text in the HTML, never markup.
  expect(mail.html).toContain('Hello Asha R&amp;D Rao Bcc: everyone,');
  expect(mail.html).toContain('<a href="tel:+919800011111">+91 98000 11111</a>');
  expect(mail.html).toContain(`<a href="${SITE}/privacy/your-data">withdraw your consent</a>`);
});

test('no course, no counsellor’s number, no site address: still a useful answer, and a way to stop', () => {
  const mail = acknowledgementEmail({
    lead: { name: '' },
    caller: callerFor(null, SAMPLE),
    now: NOW,
    siteUrl: '',
    whatsapp: false,
    institute: SAMPLE,
    calendar: [],
  });
  expect(mail.subject).toBe('Thank you for your enquiry, from Codebridge Institute');
  expect(mail.replyTo).toBe('support@codebridge.example');
  expect(mail.text).toContain('Hello there,');
  expect(mail.text).toContain('Our admissions team will call you soon.');
  expect(mail.text).toContain('The next batch starts on 1 Dec 2026.');
  expect(mail.text).toContain('Call us: Codebridge Institute, +91 98765 43210');
  expect(mail.text).toContain('To stop our messages, write to support@codebridge.example.');
  expect(mail.text).not.toContain('syllabus');
  // The CMS sends nothing on WhatsApp: the message does not send anyone there to stop.
  expect(`${mail.text}${mail.html}`).not.toContain('WhatsApp');
  // The sample identity says it is one, where the person reads the institute's name.
  expect(mail.text.endsWith(`Codebridge Institute\n\n${SAMPLE_IDENTITY_NOTICE}`)).toBe(true);
  expect(mail.html).toContain(SAMPLE_IDENTITY_NOTICE);
});

test('a name that holds a web or e-mail address, or markup, is not repeated to anyone', () => {
  for (const name of [
    'Win a prize at bit.ly/x',
    'visit https://evil.example',
    'mail me@evil.example',
    // A listing site's lead: its plain-text part would show the tags as they are.
    '<b>Fee due today</b> at the evil.example office',
    '<a href=x>Pay now</a>',
  ]) {
    const mail = acknowledgementEmail({
      lead: { name, course: 'Data Science' },
      caller: callerFor(null, INSTITUTE),
      now: NOW,
      siteUrl: SITE,
      whatsapp: true,
      institute: INSTITUTE,
      calendar: [],
    });
    expect(mail.text).toContain('Hello there,');
    expect(`${mail.text}${mail.html}`).not.toMatch(/bit\.ly|evil\.example|Fee due|Pay now/);
    expect(whatsappParameters({ name }, callerFor(null, INSTITUTE), NOW, SITE, []).name).toBe('there');
  }
});

test('the WhatsApp template’s parameters', () => {
  expect(
    whatsappParameters(
      { name: ' Asha  Rao ', course: 'Data Science' },
      callerFor(null, INSTITUTE),
      NOW,
      SITE,
      [],
    ),
  ).toEqual({
    name: 'Asha Rao',
    course: 'Data Science',
    nextBatch: '30 Nov 2026',
    counsellor: 'Sahyadri Code Academy, +91 20 4000 1234',
  });
  expect(whatsappParameters({ name: 'A' }, callerFor(null, INSTITUTE), NOW, SITE, []).course).toBe(
    'our courses',
  );
});

test('a job applicant is told the application arrived, for which position, what comes next and how to withdraw; nothing of the resume', () => {
  const message = applicationAcknowledgementEmail({
    lead: { name: 'Kiran R&D Deshmukh', position: 'PYTHON DEVELOPER', form: 'Job application' },
    siteUrl: SITE,
    institute: INSTITUTE,
  });
  expect(message.subject).toBe('Your application for PYTHON DEVELOPER at Sahyadri Code Academy has arrived');
  expect(message.text).toBe(
    [
      'Hello Kiran R&D Deshmukh,',
      '',
      'Thank you for applying for the position of PYTHON DEVELOPER at Sahyadri Code Academy. Your application and your resume have reached our hiring team.',
      '',
      'What happens next: we read every application. If your profile fits the role, we will write to you or call you to invite you to an interview.',
      '',
      'Questions about your application: write to hello@sahyadri.example or call +91 20 4000 1234.',
      '',
      `To withdraw your application and have your details erased: ${SITE}/privacy/your-data`,
      '',
      'Sahyadri Code Academy',
    ].join('\n'),
  );
  // What the person typed is escaped in the HTML part; no syllabus, batch or counsellor is named.
  expect(message.html).toContain('Hello Kiran R&amp;D Deshmukh,');
  expect(message.html).not.toContain('R&D');
  expect(message.text).not.toMatch(/syllabus|batch|counsellor/i);
  expect(message.replyTo).toBe('hello@sahyadri.example');
  // A configured identity is not called a sample.
  expect(message.text).not.toContain(SAMPLE_IDENTITY_NOTICE);
});
