/** @jest-environment node */
import { readEnvironment } from '@/lib/env/server.mjs';
import { channelsStatus } from './status';

describe('the line that says which channels take leads', () => {
  it('names what is off and why', () => {
    expect(channelsStatus(readEnvironment({}))).toBe(
      "Lead channels, kept in the site's own store (no CMS): Website forms: on; Meta lead ads: off (META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_ACCESS_TOKEN unset); Google Ads lead forms: off (GOOGLE_LEAD_FORM_KEY unset); Listing sites: off (BLOG_API_URL unset).",
    );
  });

  it('names where each channel takes them when it is on', () => {
    const env = readEnvironment({
      BLOG_API_URL: 'http://127.0.0.1:1337',
      LEADS_API_TOKEN: 'leads-token',
      PUBLISHERS_API_TOKEN: 'publishers-token',
      META_APP_SECRET: '0123456789abcdef0123',
      META_VERIFY_TOKEN: 'verify-token-0123456',
      META_PAGE_ACCESS_TOKEN: 'page-token',
      GOOGLE_LEAD_FORM_KEY: 'google-key-0123456789',
    });
    expect(channelsStatus(env)).toBe(
      'Lead channels, kept in the CMS: Website forms: on; Meta lead ads: on (/api/leads/meta); Google Ads lead forms: on (/api/leads/google); Listing sites: on (/api/leads/listing/{slug}).',
    );
    // Never a secret.
    expect(channelsStatus(env)).not.toMatch(/0123|token/);
  });
});
