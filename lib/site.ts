/**
 * Everything that identifies the institute, defined once. Its name, phone, e-mail, chat number and Grievance
 * Officer are the deploying institute's settings (lib/shared/institute.mjs; checked by lib/env/server.mjs
 * when the build starts, and written into the browser's code by next.config.ts); unset, a sample identity
 * that says it is one. The address, map and social links below are the sample's too.
 */

import { publicEnvironment } from './env/public';
import { readInstitute } from './shared/institute.mjs';

// Each spelt out: Next writes a build's value only where `process.env.NAME` is read literally.
const { institute } = readInstitute({
  INSTITUTE_NAME: process.env.INSTITUTE_NAME,
  INSTITUTE_PHONE: process.env.INSTITUTE_PHONE,
  INSTITUTE_EMAIL: process.env.INSTITUTE_EMAIL,
  INSTITUTE_WHATSAPP: process.env.INSTITUTE_WHATSAPP,
  GRIEVANCE_OFFICER_NAME: process.env.GRIEVANCE_OFFICER_NAME,
  GRIEVANCE_OFFICER_EMAIL: process.env.GRIEVANCE_OFFICER_EMAIL,
});

export interface PostalAddress {
  /** "3rd Floor, Building" */
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'LinkedIn' | 'YouTube';
  href: string;
}

export const site = {
  // Name, phone, e-mail and chat: the institute's settings (the CMS signs its messages with the same).
  name: institute.name,
  shortName: institute.shortName,
  /** True when no identity is configured: the footer and the privacy pages say it is a sample. */
  sampleIdentity: institute.sample,
  tagline: 'Job-oriented IT training in Pune',
  description:
    'Job-oriented IT courses in Pune: MERN Stack, Python Full Stack, Data Science and Data Analyst programmes with mock interviews, live projects and placement assistance.',
  /** Canonical origin for metadata, sitemap, feed and JSON-LD (NEXT_PUBLIC_SITE_URL). */
  url: publicEnvironment.siteUrl,
  phone: institute.phone,
  /** WhatsApp chat link: INSTITUTE_WHATSAPP, else the phone. */
  chatLink: institute.chatLink,
  email: institute.email,
  /** Whom people write to about their data (DPDP Act s. 8(9)); the sample names no one. */
  grievanceOfficer: institute.grievanceOfficer,
  address: {
    line1: '3rd Floor, Sunrise Chambers',
    line2: 'Main Road, Camp',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: '411004',
    country: 'IN',
  } satisfies PostalAddress,
  /** Map of the head office; loaded only when the visitor asks for it. */
  map: {
    embedUrl: 'https://www.google.com/maps?q=Camp%2C%20Pune%20411004&output=embed',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=Camp%2C%20Pune%20411004',
  },
  /** Public page where students leave reviews. */
  reviewsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${institute.name} Pune`)}`,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/codebridge.example' },
    { name: 'Instagram', href: 'https://www.instagram.com/codebridge.example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/codebridge-example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@codebridge-example' },
  ] satisfies SocialLink[],
} as const;

/** The address on one line, as printed in the footer and contact pages. */
export function formatAddress(address: PostalAddress = site.address): string {
  return `${address.line1}, ${address.line2}, ${address.city}, ${address.region} ${address.postalCode}`;
}
