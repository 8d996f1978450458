/**
 * Everything that identifies the institute, defined once. The institute's real name and numbers are
 * not part of this code, so these are a neutral placeholder name and clearly fictional contact details.
 */

import { publicEnvironment } from './env/public';
import { INSTITUTE } from './shared/institute.mjs';

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
  // Name, phone and e-mail: lib/shared/institute.mjs (the CMS signs its messages to enquirers with them).
  name: INSTITUTE.name,
  shortName: INSTITUTE.shortName,
  tagline: 'Job-oriented IT training in Pune',
  description:
    'Job-oriented IT courses in Pune: MERN Stack, Python Full Stack, Data Science and Data Analyst programmes with mock interviews, live projects and placement assistance.',
  /** Canonical origin for metadata, sitemap, feed and JSON-LD (NEXT_PUBLIC_SITE_URL). */
  url: publicEnvironment.siteUrl,
  phone: INSTITUTE.phone,
  /** Chat app deep link (fictional number). */
  chatLink: 'https://wa.me/919876543210',
  email: INSTITUTE.email,
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
  reviewsUrl: 'https://www.google.com/maps/search/?api=1&query=Codebridge%20Institute%20Pune',
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
