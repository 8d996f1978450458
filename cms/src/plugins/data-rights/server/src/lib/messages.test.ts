import { expect, test } from '@jest/globals';
import { REQUEST_KIND_WORDS } from '@codebridge/shared/data-requests.mjs';
import {
  accessAnswerMessage,
  daysLeft,
  erasureLine,
  indiaWhen,
  plural,
  verificationMessage,
} from './messages';

test('plurals and India time', () => {
  expect(plural(1, 'CV')).toBe('1 CV');
  expect(plural(0, 'CV')).toBe('0 CVs');
  expect(plural(2, 'entry', 'entries')).toBe('2 entries');
  expect(indiaWhen('2026-11-27T20:51:00Z')).toBe('28 November 2026, 02:21 IST');
  expect(erasureLine({ erasedAt: new Date('2026-11-27T20:51:00Z'), leads: 1, files: 1, waiting: 0 })).toBe(
    'Erased on 2026-11-28 (India time): 1 lead, 1 CV, 0 waiting on the site.',
  );
  // 23:59 on the deadline's eve in India is 1 day before it.
  expect(daysLeft('2026-12-01', new Date('2026-11-30T18:29:00Z'))).toBe(1);
  expect(daysLeft('2026-12-01', new Date('2026-11-30T18:30:00Z'))).toBe(0);
  expect(daysLeft('2026-12-01', new Date('2026-12-03T00:00:00Z'))).toBe(-2);
});

test('each kind’s verification e-mail says what would be done, in the confirmation page’s words', () => {
  for (const [kind, stored] of [
    ['access', 'Access'],
    ['correction', 'Correction'],
    ['erasure', 'Erasure'],
    ['withdrawal', 'Withdraw consent'],
  ] as const) {
    const message = verificationMessage({
      kind: stored,
      link: 'https://site.example.in/privacy/your-data/confirm#code=ABCD-EFGH-JKMN-PQRS',
      code: 'ABCD-EFGH-JKMN-PQRS',
      confirmPage: 'https://site.example.in/privacy/your-data/confirm',
      validHours: 72,
    });
    expect(message.subject).toBe(`Confirm your request to ${REQUEST_KIND_WORDS[kind].what}`);
    expect(message.text).toContain(
      `You asked us to ${REQUEST_KIND_WORDS[kind].what}. ${REQUEST_KIND_WORDS[kind].detail}`,
    );
    expect(message.html).toContain(
      'href="https://site.example.in/privacy/your-data/confirm#code=ABCD-EFGH-JKMN-PQRS"',
    );
  }
  expect(
    verificationMessage({ kind: 'Unknown', link: 'l', code: 'c', confirmPage: 'p', validHours: 72 }).subject,
  ).toBe('Confirm your request about your personal data');
});

test('what a person typed is escaped in the HTML part', () => {
  const message = accessAnswerMessage({
    request: {
      id: 1,
      documentId: 'r',
      kind: 'Access',
      requestStatus: 'Verified',
      contactType: 'E-mail',
      receivedAt: '2026-11-27T05:00:00Z',
      deadline: '2026-12-27',
    },
    leads: [
      {
        documentId: 'l',
        form: 'Contact',
        submittedAt: '2026-11-20T05:00:00Z',
        name: '<img src=x onerror=alert(1)>',
        message: 'a & b',
        history: [],
      },
    ],
    requests: [],
    retentionDays: 180,
    siteUrl: '',
  });
  expect(message.html).not.toContain('<img');
  expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(message.html).toContain('a &amp; b');
  expect(message.text).toContain('Why we hold it: to reply to your message.');
});
