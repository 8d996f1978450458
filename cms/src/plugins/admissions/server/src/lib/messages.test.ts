import { expect, test } from '@jest/globals';
import { alertMessage, digestMessage, escalationMessage, sourceLine } from './messages';

const ADMIN = 'https://cms.example.in';
const lead = {
  documentId: 'abc123',
  name: 'Asha Patil',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  course: 'Data Science',
  form: 'Enquiry',
  page: '/datascience',
  submittedAt: '2026-12-07T05:00:00.000Z',
  leadStatus: 'New',
};

test('the alert names the person, a tel: link, the course, form, page, source and the lead in the admin', () => {
  const { subject, text, html } = alertMessage({
    lead,
    counsellor: { firstname: 'Meera', lastname: 'Joshi' },
    adminUrl: ADMIN,
  });
  expect(subject).toBe('New lead: Asha Patil, Data Science');
  for (const part of [
    'Name: Asha Patil',
    'Phone: +91 98765 43210 (tel:+919876543210)',
    'Course: Data Science',
    'Form: Enquiry',
    'Page: /datascience',
    'Source: direct',
    'Submitted: 7 Dec 2026, 10:30 IST',
    'Counsellor: Meera Joshi',
    'First enquiry from this person.',
    `Open the lead: ${ADMIN}/admin/content-manager/collection-types/api::lead.lead/abc123`,
  ]) {
    expect(text.includes(part)).toBeTruthy();
  }
  expect(html).toMatch(/<a href="tel:\+919876543210">\+91 98765 43210<\/a>/);
  expect(html).toMatch(
    /href="https:\/\/cms\.example\.in\/admin\/content-manager\/collection-types\/api::lead\.lead\/abc123"/,
  );
});

test('a repeat says so, with when, what, the status and counsellor of each earlier enquiry', () => {
  const earlier = [
    {
      submittedAt: '2026-12-01T06:00:00.000Z',
      form: 'Demo session',
      course: 'Data Analyst',
      leadStatus: 'Contacted',
      counsellor: { firstname: 'Meera', lastname: 'Joshi' },
    },
  ];
  const { subject, text, html } = alertMessage({ lead, earlier, adminUrl: ADMIN });
  expect(subject).toBe('Repeat enquiry (2nd): Asha Patil, Data Science');
  expect(text.includes('This person enquired before (1 earlier enquiry):')).toBeTruthy();
  expect(
    text.includes('- 1 Dec 2026, 11:30 IST: Demo session, Data Analyst; status Contacted; Meera Joshi'),
  ).toBeTruthy();
  expect(html).toMatch(/This person enquired before/);
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

test('what a visitor typed cannot inject markup or a second subject line', () => {
  const { subject, html } = alertMessage({
    lead: { ...lead, name: 'Eve\r\nBcc: x@evil.example <script>alert(1)</script>' },
    adminUrl: ADMIN,
  });
  expect(!/[\r\n]/.test(subject)).toBeTruthy();
  expect(!html.includes('<script>')).toBeTruthy();
  expect(html.includes('&lt;script&gt;')).toBeTruthy();
});

test('the digest lists follow-ups due today or overdue, and the New leads not contacted', () => {
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
    uncontacted: [{ ...lead, documentId: 'n1', name: 'New Person' }],
    now,
    adminUrl: ADMIN,
  });
  expect(subject).toBe('Your leads for Monday, 7 December 2026: 2 follow-ups, 1 not contacted');
  expect(text.includes('Follow-ups due today or overdue (1 overdue):')).toBeTruthy();
  expect(
    text.includes(
      '- Overdue Person, +91 98765 43210, Data Science (follow up 5 Dec 2026, 11:30 IST, Contacted)',
    ),
  ).toBeTruthy();
  expect(text.includes('- Today Person')).toBeTruthy();
  expect(text.includes('New leads you have not contacted yet:\n- New Person')).toBeTruthy();
  expect(text.includes(`${ADMIN}/admin/content-manager/collection-types/api::lead.lead/n1`)).toBeTruthy();
});

test('the escalation lists each late lead with its counsellor', () => {
  const { subject, text } = escalationMessage({ leads: [{ ...lead, counsellor: null }], adminUrl: ADMIN });
  expect(subject).toBe('1 lead still New after two working hours');
  expect(
    text.includes(
      '- Asha Patil, +91 98765 43210, Data Science (came 7 Dec 2026, 10:30 IST, New); no counsellor',
    ),
  ).toBeTruthy();
});
