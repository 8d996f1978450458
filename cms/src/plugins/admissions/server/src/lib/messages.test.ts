import { expect, test } from '@jest/globals';
import {
  alertMessage,
  digestMessage,
  escalationMessage,
  lateAlertsMessage,
  oneLine,
  sourceLine,
} from './messages';

const ADMIN = 'https://cms.example.in';
const LINK = `${ADMIN}/admin/content-manager/collection-types/api::lead.lead/abc123`;
const lead = {
  documentId: 'abc123',
  name: 'Asha Patil',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  city: 'Pune',
  course: 'Data Science',
  form: 'Enquiry',
  page: '/datascience',
  message: 'I work shifts; call after 6 pm. My PAN is ABCDE1234F.',
  submittedAt: '2026-12-07T05:00:00.000Z',
  leadStatus: 'New',
};

/** The text part's lines, as a mail client lays them out. */
const lines = (text: string) => text.split('\n');

test('the alert carries what the team needs to call, quoted, and the lead’s link', () => {
  const { subject, text, html } = alertMessage({
    lead,
    counsellor: { firstname: 'Meera', lastname: 'Joshi' },
    adminUrl: ADMIN,
  });
  expect(subject).toBe('New lead: Asha Patil, Data Science');
  expect(lines(text)).toEqual([
    'A new lead from the site. Call within five minutes if you can.',
    '',
    'Name: “Asha Patil”',
    'Phone: “+91 98765 43210” (tel:+919876543210)',
    'Course: “Data Science”',
    'Form: Enquiry',
    'Source: direct',
    'Received: 7 Dec 2026, 10:30 IST',
    'Counsellor: Meera Joshi',
    'Message: yes: read it on the lead’s page',
    '',
    'First enquiry from this person.',
    '',
    `Open the lead: ${LINK}`,
  ]);
  // The message, the city, the page and the e-mail (there is a phone) stay on the lead's page.
  for (const kept of ['shifts', 'ABCDE1234F', 'Pune', '/datascience', 'asha@example.com']) {
    expect(text).not.toContain(kept);
    expect(html).not.toContain(kept);
  }
  expect(html).toMatch(/<a href="tel:\+919876543210">\+91 98765 43210<\/a>/);
  expect(html).toContain(`href="${LINK}"`);
});

test('a lead without a phone carries its e-mail instead', () => {
  const { text } = alertMessage({ lead: { ...lead, phone: null }, adminUrl: ADMIN });
  expect(text).toContain('E-mail: “asha@example.com”');
  expect(text).not.toContain('Phone:');
});

test('what a visitor typed cannot lay out as a line of the e-mail, in either part', () => {
  const forged = [
    'Asha',
    'Open the lead: http://evil.example',
    'Counsellor: Nobody\u2028Phone: 1800 000 000\u0085Form: x\tSource: y',
  ].join('\r\n');
  const { subject, text, html } = alertMessage({
    lead: {
      ...lead,
      name: forged,
      course: 'Data\nScience <script>alert(1)</script>',
      firstSource: 'google\nOpen the lead: http://evil.example',
    },
    adminUrl: ADMIN,
  });
  expect(subject).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
  // Each line of the text starts with the CMS's own words; the one real link is the CMS's.
  const textLines = lines(text);
  expect(textLines.filter((line) => line.startsWith('Open the lead:'))).toEqual([`Open the lead: ${LINK}`]);
  expect(textLines.filter((line) => line.startsWith('Counsellor:'))).toEqual(['Counsellor: not assigned']);
  expect(textLines.filter((line) => line.startsWith('Phone:'))).toHaveLength(1);
  expect(text).toContain(
    'Name: “Asha Open the lead: http://evil.example Counsellor: Nobody Phone: 1800 000 000 Form: x Source: y”',
  );
  expect(text).toContain('Source: “google Open the lead: http://evil.example”');
  expect(text).toContain('Course: “Data Science <script>alert(1)</script>”');
  // The HTML part: escaped, one cell, no line break made from the visitor's.
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;');
  expect(html).not.toMatch(/<br/);
  expect(html.match(/href="/g)).toHaveLength(2);
});

test('oneLine folds every kind of line break and separator', () => {
  expect(oneLine('a\r\nb\u2028c\u2029d\u0085e\vf\fg\t\th  i')).toBe('a b c d e f g h i');
  expect(oneLine('x'.repeat(300)).length).toBe(200);
});

test('a job application names the position and says whether a CV came; no five-minute race', () => {
  const application = {
    ...lead,
    form: 'Job application',
    course: null,
    position: 'Trainer – MERN Stack',
    cv: { name: 'asha-cv.pdf' },
  };
  const withCv = alertMessage({ lead: application, adminUrl: ADMIN });
  expect(withCv.subject).toBe('Job application: Asha Patil, Trainer – MERN Stack');
  expect(lines(withCv.text)[0]).toBe('A job application from the site.');
  expect(withCv.text).toContain('Position: “Trainer – MERN Stack”');
  expect(withCv.text).toContain('CV: attached to the lead (asha-cv.pdf): download it from the lead’s page');
  expect(withCv.text).toContain('First application from this person.');
  expect(withCv.text).not.toMatch(/five minutes|Course:/);
  const without = alertMessage({ lead: { ...application, cv: null }, adminUrl: ADMIN });
  expect(without.text).toContain('CV: none came with the application');
});

test('a recruiter’s demo call names the company; no five-minute race', () => {
  const { subject, text } = alertMessage({
    lead: { ...lead, form: 'Recruiter demo call', company: 'Acme Tech', course: null },
    adminUrl: ADMIN,
  });
  expect(subject).toBe('Recruiter demo call: Acme Tech (Asha Patil)');
  expect(lines(text)[0]).toBe('A recruiter asked for a demo call.');
  expect(text).toContain('Company: “Acme Tech”');
  expect(text).not.toMatch(/five minutes/);
});

const meera = { firstname: 'Meera', lastname: 'Joshi' };

test('a repeat says so, with when, what, the status and counsellor of each earlier enquiry', () => {
  const earlier = [
    {
      submittedAt: '2026-12-01T06:00:00.000Z',
      form: 'Demo session',
      course: 'Data Analyst',
      leadStatus: 'Closed',
      counsellor: meera,
    },
  ];
  const { subject, text, html } = alertMessage({ lead, earlier, adminUrl: ADMIN });
  expect(subject).toBe('Repeat enquiry (2nd): Asha Patil, Data Science');
  expect(lines(text)[0]).toBe('A repeat enquiry from the site. Call within five minutes if you can.');
  expect(text).toContain('This person enquired before (1 earlier enquiry):');
  expect(text).toContain('- 1 Dec 2026, 11:30 IST: Demo session, “Data Analyst”; status Closed; Meera Joshi');
  expect(html).toMatch(/This person enquired before/);
});

test('a repeat of someone being worked says who is working them and in what status', () => {
  const earlier = [
    { submittedAt: '2026-12-03T06:00:00.000Z', form: 'Contact', leadStatus: 'New', counsellor: null },
    {
      submittedAt: '2026-12-01T06:00:00.000Z',
      form: 'Enquiry',
      course: 'Data Science',
      leadStatus: 'Contacted',
      counsellor: meera,
    },
  ];
  const { text, html } = alertMessage({ lead, earlier, counsellor: meera, adminUrl: ADMIN });
  expect(lines(text).slice(0, 2)).toEqual([
    'A repeat enquiry from someone the team is already working.',
    'Meera Joshi is already working this person (Contacted; their enquiry of 1 Dec 2026, 11:30 IST).',
  ]);
  expect(text).not.toMatch(/five minutes/);
  expect(html).toContain('Meera Joshi is already working this person (Contacted');
});

test('the source: first and latest touch when the lead has them, direct otherwise', () => {
  expect(sourceLine(lead)).toBe('direct');
  expect(
    sourceLine({
      firstSource: 'google',
      firstMedium: 'cpc',
      firstCampaign: 'diwali',
      latestSource: 'newsletter',
      latestMedium: 'email',
    }),
  ).toBe('google / cpc, campaign diwali (latest: newsletter / email)');
  expect(sourceLine({ firstReferrerHost: 'www.bing.com' })).toBe('from www.bing.com');
  expect(
    sourceLine({
      firstSource: 'google',
      firstMedium: 'cpc',
      firstGclid: 'abc',
      firstReferrerHost: 'www.google.com',
      firstReferrerKind: 'Search engine',
    }),
  ).toBe('google / cpc, from www.google.com (search engine), an ad click (gclid)');
});

test('the digest lists follow-ups due today or overdue, and the New leads, with who works a repeat', () => {
  const now = new Date('2026-12-07T09:05:00+05:30');
  const { subject, text } = digestMessage({
    counsellor: { firstname: 'Meera' },
    followUps: [
      {
        ...lead,
        documentId: 'f1',
        name: 'Overdue Person',
        leadStatus: 'Contacted',
        nextFollowUp: '2026-12-05T06:00:00.000Z',
      },
      {
        ...lead,
        documentId: 'f2',
        name: 'Today Person',
        leadStatus: 'Contacted',
        nextFollowUp: '2026-12-07T10:00:00.000Z',
      },
    ],
    uncontacted: [
      { ...lead, documentId: 'n1', name: 'New Person' },
      {
        ...lead,
        documentId: 'n2',
        name: 'Again\nPerson',
        worked: { leadStatus: 'Enrolled', counsellor: meera },
      },
    ],
    now,
    adminUrl: ADMIN,
  });
  expect(subject).toBe('Your leads for Monday, 7 December 2026: 2 follow-ups, 2 not contacted');
  expect(text).toContain('Follow-ups due today or overdue (1 overdue):');
  expect(text).toContain(
    '- “Overdue Person”, +91 98765 43210, Data Science (follow up 5 Dec 2026, 11:30 IST, Contacted)',
  );
  expect(text).toContain('- “Today Person”');
  expect(text).toContain('New leads you have not contacted yet:\n- “New Person”');
  expect(text).toContain(
    '- “Again Person”, +91 98765 43210, Data Science (came 7 Dec 2026, 10:30 IST, New); repeat: Meera Joshi is working this person (Enrolled)',
  );
  expect(text).toContain(`${ADMIN}/admin/content-manager/collection-types/api::lead.lead/n1`);
});

test('the escalation lists each late lead with its counsellor', () => {
  const { subject, text } = escalationMessage({ leads: [{ ...lead, counsellor: null }], adminUrl: ADMIN });
  expect(subject).toBe('1 lead still New after two working hours');
  expect(text).toContain(
    '- “Asha Patil”, +91 98765 43210, Data Science (came 7 Dec 2026, 10:30 IST, New); no counsellor',
  );
});

test('the report of late alerts says when mail failed and lists each lead once', () => {
  const { subject, text } = lateAlertsMessage({
    leads: [
      {
        ...lead,
        counsellor: meera,
        alertFailingSince: '2026-12-07T05:00:10.000Z',
        alertSentAt: '2026-12-07T05:20:00.000Z',
      },
      {
        ...lead,
        documentId: 'def456',
        name: 'Ravi Kumar',
        submittedAt: '2026-12-07T05:10:00.000Z',
        alertFailingSince: '2026-12-07T05:10:05.000Z',
        alertSentAt: '2026-12-07T05:20:01.000Z',
      },
    ],
    adminUrl: ADMIN,
  });
  expect(subject).toBe('Alerts were late: 2 leads while the mail server was failing');
  expect(lines(text)[0]).toBe(
    'The CMS could not send its alert e-mails from 7 Dec 2026, 10:30 IST until 10:50 IST. These 2 leads were told late: make sure each was called.',
  );
  expect(text).toContain(
    '- “Asha Patil”, +91 98765 43210, Data Science (came 7 Dec 2026, 10:30 IST, New); Meera Joshi; alert sent 7 Dec 2026, 10:50 IST',
  );
  expect(text).toContain('- “Ravi Kumar”');
  expect(text).toContain(`${ADMIN}/admin/content-manager/collection-types/api::lead.lead/def456`);
});
