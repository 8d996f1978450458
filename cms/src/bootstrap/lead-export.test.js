'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { csvCell, toCsv, indiaTime, historyCell } = require('./lead-export');
const { leadAdminUrl } = require('./lead-admin');

const parse = (csv) => csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

test('times are written in India time, as the list shows them', () => {
  assert.equal(indiaTime('2026-11-26T18:45:00.000Z'), '2026-11-27 00:15');
  assert.equal(indiaTime('2026-11-27T04:30:00.000Z'), '2026-11-27 10:00');
  assert.equal(indiaTime(null), '');
  assert.equal(indiaTime('not a date'), '');
});

test('a cell that starts like a formula opens as text', () => {
  for (const value of ['=HYPERLINK("x")', '+91 98765 43210', '-1', '@SUM(A1)', '\tx', '\rx']) {
    assert.ok(csvCell(value).replace(/^"/, '').startsWith("'"), value);
  }
  assert.equal(csvCell('a,b'), '"a,b"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell(null), '');
  assert.equal(csvCell(42), '42');
});

test('each row carries the lead’s id, its address in the admin, source, counsellor and follow-up', () => {
  const adminUrl = leadAdminUrl('https://cms.example.org/', 'abc123');
  assert.equal(adminUrl, 'https://cms.example.org/admin/content-manager/collection-types/api::lead.lead/abc123');
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
        counsellor: { firstname: 'Asha', lastname: 'Patil' },
        nextFollowUp: '2026-11-28T04:30:00.000Z',
        firstContactedAt: '2026-11-26T19:00:00.000Z',
        history: [
          { id: 2, kind: 'Call', text: 'Asked for fees', at: '2026-11-27T05:00:00.000Z', author: 'Asha Patil' },
          { id: 1, kind: 'Status change', text: 'New → Contacted', at: '2026-11-26T19:00:00.000Z', author: null },
        ],
        adminUrl,
      },
    ]),
  );
  const headings = header.split(',');
  assert.deepEqual(headings.slice(0, 4), ['Id', 'Submitted (India time)', 'Form', 'Status']);
  for (const heading of ['Source', 'Medium', 'Campaign', 'Counsellor', 'Next follow-up (India time)', 'History', 'In the admin']) {
    assert.ok(headings.includes(heading), heading);
  }
  assert.ok(row.startsWith('17,2026-11-27 00:15,Enquiry,Contacted,\'=cmd|calc,'), row);
  assert.ok(row.includes(",'+91 98765 43210,"), 'the phone is text, not a formula');
  assert.ok(row.includes(',google,cpc,ds-nov,Asha Patil,2026-11-28 10:00,2026-11-27 00:30,'), row);
  assert.ok(row.endsWith(`,${adminUrl}`), row);
});

test('the history cell lists entries oldest first with kind, author and India time, after old notes', () => {
  const cell = historyCell(
    [
      { id: 2, kind: 'Note', text: 'Prefers evenings', at: '2026-11-27T05:00:00.000Z', author: 'Asha Patil' },
      { id: 1, kind: 'Status change', text: 'New → Contacted', at: '2026-11-26T19:00:00.000Z', author: null },
    ],
    'Called twice',
  );
  assert.equal(
    cell,
    'Notes: Called twice\n2026-11-27 00:30 Status change: New → Contacted\n2026-11-27 10:30 Note (Asha Patil): Prefers evenings',
  );
  assert.equal(historyCell([], null), '');
});
