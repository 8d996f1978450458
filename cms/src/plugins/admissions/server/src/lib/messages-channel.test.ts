import { expect, test } from '@jest/globals';
import { alertMessage, channelLine } from './messages';

const lead = {
  documentId: 'abc123',
  name: 'Priya Deshmukh',
  phone: '+91 98765 43210',
  course: 'Data Science',
  form: 'Enquiry',
  submittedAt: '2026-12-07T05:00:00.000Z',
};

test('the alert of a lead from an ad or a listing site says which, on one line; the website’s says nothing more', () => {
  const alert = (fields: object) =>
    alertMessage({ lead: { ...lead, ...fields }, adminUrl: 'https://cms.example.in' }).text;
  expect(alert({ channel: 'Meta lead ad', campaignId: '120215678901220001' })).toContain(
    'Channel: Meta lead ad, campaign 120215678901220001',
  );
  expect(alert({ channel: 'Listing site', publisher: 'JustDial' })).toContain(
    'Channel: Listing site: JustDial',
  );
  expect(alert({ channel: 'Google Ads lead form' })).toContain('Channel: Google Ads lead form');
  expect(alert({ channel: 'Website' })).not.toContain('Channel:');
  expect(alert({})).not.toContain('Channel:');
  expect(channelLine({ channel: 'Listing site', publisher: 'Sulekha\r\nBcc: x' })).toBe(
    'Listing site: Sulekha Bcc: x',
  );
});
