import { expect, test } from '@jest/globals';
import { indiaDateTime } from '@codebridge/shared/india-time.mjs';
import { leadAdminUrl } from '../../../common/leads';
import { csvCell, historyCell, toCsv } from './export';

const parse = (csv: string): string[] =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

test('times are written in India time, as the list shows them', () => {
  expect(indiaDateTime('2026-11-26T18:45:00.000Z')).toBe('2026-11-27 00:15');
  expect(indiaDateTime('2026-11-27T04:30:00.000Z')).toBe('2026-11-27 10:00');
  expect(indiaDateTime(null)).toBe('');
  expect(indiaDateTime('not a date')).toBe('');
});

test('a cell that starts like a formula opens as text', () => {
  for (const value of ['=HYPERLINK("x")', '+91 98765 43210', '-1', '@SUM(A1)', '\tx', '\rx']) {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBeTruthy();
  }
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell(null)).toBe('');
  expect(csvCell(42)).toBe('42');
});

test('each row carries the lead’s id, its address, counsellor by name, the lead it repeats, both touches and their click ids', () => {
  const adminUrl = leadAdminUrl('https://cms.example.org/', 'abc123');
  expect(adminUrl).toBe(
    'https://cms.example.org/admin/content-manager/collection-types/api::lead.lead/abc123',
  );
  const [header, row] = parse(
    toCsv([
      {
        id: 17,
        documentId: 'abc123',
        submittedAt: '2026-11-26T18:45:00.000Z',
        form: 'Enquiry',
        leadStatus: 'Contacted',
        name: '=cmd|calc',
        phone: '+91 98765 43210',
        course: 'Data Science',
        firstSource: 'google',
        firstMedium: 'cpc',
        firstCampaign: 'ds-nov',
        counsellor: { id: 4 },
        counsellorName: 'Asha Patil',
        repeatOf: { id: 9 },
        enquiryCount: 2,
        firstGclid: 'gclid-first',
        firstTouchAt: '2026-11-20T04:30:00.000Z',
        latestSource: 'newsletter',
        latestMedium: 'email',
        latestCampaign: 'nov-offer',
        latestFbclid: 'fbclid-latest',
        nextFollowUp: '2026-11-28T04:30:00.000Z',
        firstContactedAt: '2026-11-26T19:00:00.000Z',
        history: [
          {
            id: 2,
            kind: 'Call',
            text: 'Asked for fees',
            at: '2026-11-27T05:00:00.000Z',
            author: 'Asha Patil',
          },
          {
            id: 1,
            kind: 'Status change',
            text: 'New → Contacted',
            at: '2026-11-26T19:00:00.000Z',
            author: null,
          },
        ],
        adminUrl,
      },
    ]),
  );
  const headings = header.split(',');
  expect(headings.slice(0, 4)).toEqual(['Id', 'Submitted (India time)', 'Form', 'Status']);
  for (const heading of [
    'Source',
    'Medium',
    'Campaign',
    'Counsellor',
    'Next follow-up (India time)',
    'History',
    'In the admin',
  ]) {
    expect(headings.includes(heading)).toBeTruthy();
  }
  expect(row.startsWith("17,2026-11-27 00:15,Enquiry,Contacted,'=cmd|calc,")).toBeTruthy();
  expect(row.includes(",'+91 98765 43210,")).toBeTruthy();
  expect(row.includes(',google,cpc,ds-nov,Asha Patil,2026-11-28 10:00,2026-11-27 00:30,9,2,')).toBeTruthy();
  const cell = (heading: string) => {
    const index = headings.indexOf(heading);
    expect(index).toBeGreaterThanOrEqual(0);
    return row.split(',')[index];
  };
  expect(cell('First touch: Google Ads click id (gclid)')).toBe('gclid-first');
  expect(cell('First touch: when (India time)')).toBe('2026-11-20 10:00');
  expect(cell('Latest touch: source')).toBe('newsletter');
  expect(cell('Latest touch: medium')).toBe('email');
  expect(cell('Latest touch: campaign')).toBe('nov-offer');
  expect(cell('Latest touch: Meta click id (fbclid)')).toBe('fbclid-latest');
  expect(cell('Latest touch: Google Ads click id (gclid)')).toBe('');
  expect(row.endsWith(`,${adminUrl}`)).toBeTruthy();
});

test('the history cell lists entries oldest first with kind, author and India time, after old notes', () => {
  const cell = historyCell(
    [
      { id: 2, kind: 'Note', text: 'Prefers evenings', at: '2026-11-27T05:00:00.000Z', author: 'Asha Patil' },
      { id: 1, kind: 'Status change', text: 'New → Contacted', at: '2026-11-26T19:00:00.000Z', author: null },
    ],
    'Called twice',
  );
  expect(cell).toBe(
    'Notes: Called twice\n2026-11-27 00:30 Status change: New → Contacted\n2026-11-27 10:30 Note (Asha Patil): Prefers evenings',
  );
  expect(historyCell([], null)).toBe('');
});
