/**
 * Which ways in take leads, said once when a server starts (instrumentation.ts), so whoever deploys sees a
 * channel that is off for want of a variable before a campaign's leads are refused.
 */
import type { Environment } from '@/lib/env/server.mjs';

export function channelsStatus(env: Environment): string {
  const cms = env.blogApiOrigin && env.leadsApiToken ? 'the CMS' : "the site's own store (no CMS)";
  const on = (name: string, path?: string) => `${name}: on${path ? ` (${path})` : ''}`;
  const off = (name: string, why: string) => `${name}: off (${why})`;
  const lines = [
    on('Website forms'),
    env.metaLeadAds
      ? on('Meta lead ads', '/api/leads/meta')
      : off('Meta lead ads', 'META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_ACCESS_TOKEN unset'),
    env.googleLeadFormKey
      ? on('Google Ads lead forms', '/api/leads/google')
      : off('Google Ads lead forms', 'GOOGLE_LEAD_FORM_KEY unset'),
    env.blogApiOrigin && env.publishersApiToken
      ? on('Listing sites', '/api/leads/listing/{slug}')
      : off('Listing sites', env.blogApiOrigin ? 'PUBLISHERS_API_TOKEN unset' : 'BLOG_API_URL unset'),
  ];
  return `Lead channels, kept in ${cms}: ${lines.join('; ')}.`;
}
