/**
 * Structured data for search engines, as typed schema.org builders. Each builder fills the
 * fields Google's rich results require for its type; json-ld.test.ts checks them.
 */
import type { PostCard } from '@/lib/blog/types';
import { isoCalendarDate } from '@/lib/calendar-date';
import type { JobOpening } from '@/lib/content/careers';
import type { CourseContent, Faq } from '@/lib/courses/types';
import { COURSE_DURATION } from '@/lib/constants';
import { site } from '@/lib/site';
import { INDIA_UTC_OFFSET } from '@/lib/shared/india-time.mjs';

type Thing = Record<string, unknown> & { '@type': string | string[] };
export type JsonLd = Thing & { '@context': 'https://schema.org' };

const absolute = (path: string) => new URL(path, site.url).href;
const ORGANIZATION_ID = `${site.url}/#organization`;

function postalAddress(): Thing {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${site.address.line1}, ${site.address.line2}`,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** A reference to the institute, for use inside other items. */
function provider(): Thing {
  return { '@type': 'EducationalOrganization', '@id': ORGANIZATION_ID, name: site.name, sameAs: site.url };
}

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    url: site.url,
    logo: absolute('/brand/logo.svg'),
    description: site.description,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    address: postalAddress(),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'admissions',
      telephone: site.phone.href.replace('tel:', ''),
      email: site.email,
      areaServed: 'IN',
      availableLanguage: ['en', 'hi', 'mr'],
    },
    sameAs: site.social.map((link) => link.href),
  };
}

/** The courses on the home page, in order. */
export function courseListJsonLd(courses: readonly CourseContent[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(`/${course.slug}`),
      name: course.title,
    })),
  };
}

/** "6 Months" as an ISO 8601 duration. */
function isoDuration(duration: string): string {
  const months = /(\d+)\s*Months?/i.exec(duration)?.[1];
  return months ? `P${months}M` : 'P6M';
}

export function courseJsonLd(course: CourseContent): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    url: absolute(`/${course.slug}`),
    provider: provider(),
    inLanguage: 'en-IN',
    offers: { '@type': 'Offer', category: 'Paid', availability: 'https://schema.org/InStock' },
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: ['Online', 'Onsite'],
        courseWorkload: isoDuration(COURSE_DURATION),
        location: { '@type': 'Place', name: site.name, address: postalAddress() },
      },
    ],
  };
}

export function faqJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function blogPostingJsonLd(post: PostCard): JsonLd {
  const image = post.cover.url.startsWith('http') ? post.cover.url : absolute(post.cover.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    description: post.summary.slice(0, 300),
    url: absolute(post.href),
    mainEntityOfPage: absolute(post.href),
    image: [image],
    ...(post.date ? { datePublished: isoCalendarDate(post.date) } : {}),
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    articleSection: post.category,
    author: provider(),
    publisher: { ...provider(), logo: { '@type': 'ImageObject', url: absolute('/brand/logo.svg') } },
  };
}

export function jobPostingJsonLd(opening: JobOpening): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: [
      `<p>${opening.summary}</p>`,
      `<ul>${opening.responsibilities.map((item) => `<li>${item}</li>`).join('')}</ul>`,
      `<p>Skills: ${opening.skills.join(', ')}.</p>`,
    ].join(''),
    datePosted: opening.datePosted,
    validThrough: `${opening.validThrough}T23:59:59${INDIA_UTC_OFFSET}`,
    employmentType: opening.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.url,
      logo: absolute('/brand/logo.svg'),
    },
    jobLocation: { '@type': 'Place', address: postalAddress() },
    industry: opening.department,
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 0,
      description: '0-1 year',
    },
    url: absolute('/career'),
    directApply: false,
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home, then the given trail; the last crumb is the page itself. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLd {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped, so no text can close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
