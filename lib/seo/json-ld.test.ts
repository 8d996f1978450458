import { normalizePost } from '@/lib/blog/normalize';
import { jobOpenings } from '@/lib/content/careers';
import { courses } from '@/lib/courses';
import { trainingFaqs } from '@/lib/courses/faqs';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  courseListJsonLd,
  faqJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  type JsonLd,
} from '@/lib/seo/json-ld';
import { site } from '@/lib/site';

/** Fails with the missing path, so a builder that drops a required field says which. */
function expectFields(item: JsonLd, paths: string[]) {
  for (const path of paths) {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], item);
    expect([path, value]).not.toEqual([path, undefined]);
    expect([path, value]).not.toEqual([path, '']);
  }
}

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

describe('EducationalOrganization', () => {
  const org = organizationJsonLd();

  it('has the fields search engines need, with the Pune address', () => {
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('EducationalOrganization');
    expectFields(org, [
      'name',
      'url',
      'logo',
      'address.streetAddress',
      'address.addressLocality',
      'contactPoint.telephone',
    ]);
    expect(org.address).toMatchObject({
      postalCode: '411004',
      addressLocality: 'Pune',
      addressCountry: 'IN',
    });
    expect(isAbsoluteUrl(org.logo)).toBe(true);
    expect(org.sameAs).toEqual(site.social.map((link) => link.href));
  });
});

describe('ItemList of the courses', () => {
  it('lists every course in order with absolute URLs', () => {
    const list = courseListJsonLd(courses);
    const items = list.itemListElement as { position: number; url: string; name: string }[];
    expect(items.map((item) => item.position)).toEqual(courses.map((_, index) => index + 1));
    expect(items.map((item) => item.name)).toEqual(courses.map((course) => course.title));
    expect(items.every((item) => isAbsoluteUrl(item.url))).toBe(true);
  });
});

describe('Course', () => {
  it.each(courses.map((course) => [course.slug, course] as const))(
    '%s has provider and a course instance',
    (_, course) => {
      const item = courseJsonLd(course);
      expectFields(item, ['name', 'description', 'provider.name', 'url']);
      const [instance] = item.hasCourseInstance as Record<string, unknown>[];
      expect(instance).toMatchObject({ courseMode: ['Online', 'Onsite'], courseWorkload: 'P6M' });
    },
  );
});

describe('FAQPage', () => {
  it('has a question and an answer for each FAQ', () => {
    const page = faqJsonLd(trainingFaqs);
    const questions = page.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(trainingFaqs.length);
    for (const question of questions) {
      expect(question.name.length).toBeGreaterThan(0);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
  });
});

describe('BlogPosting', () => {
  it('has headline, image, dates, author and publisher', () => {
    const post = normalizePost(
      {
        id: 3,
        title: 'x'.repeat(150),
        category: 'Tips',
        date: '2026-11-10',
        updatedAt: '2026-11-12T10:00:00.000Z',
        description: 'Hello',
        images: [{ url: '/uploads/a.jpg' }],
      },
      'http://cms.test',
    );
    const item = blogPostingJsonLd(post);
    expectFields(item, [
      'headline',
      'datePublished',
      'dateModified',
      'author.name',
      'publisher.name',
      'publisher.logo.url',
    ]);
    expect((item.headline as string).length).toBeLessThanOrEqual(110);
    expect(item.image).toEqual(['http://cms.test/uploads/a.jpg']);
    expect(item.datePublished).toBe('2026-11-10');
    expect(isAbsoluteUrl(item.mainEntityOfPage)).toBe(true);
  });
});

describe('JobPosting', () => {
  it.each(jobOpenings.map((opening) => [opening.title, opening] as const))(
    '%s has the required fields',
    (_, opening) => {
      const item = jobPostingJsonLd(opening);
      expectFields(item, [
        'title',
        'description',
        'datePosted',
        'validThrough',
        'employmentType',
        'hiringOrganization.name',
        'jobLocation.address.addressLocality',
        'experienceRequirements.monthsOfExperience',
      ]);
      expect(item.jobLocation).toMatchObject({ address: { addressLocality: 'Pune', postalCode: '411004' } });
      expect(item.employmentType).toBe('FULL_TIME');
      expect(Date.parse(item.validThrough as string)).toBeGreaterThan(Date.parse(item.datePosted as string));
    },
  );
});

describe('BreadcrumbList', () => {
  it('starts at home and numbers each crumb', () => {
    const list = breadcrumbJsonLd([
      { name: 'Careers', path: '/career' },
      { name: 'Apply Now', path: '/applynow' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Careers', item: `${site.url}/career` },
      { '@type': 'ListItem', position: 3, name: 'Apply Now', item: `${site.url}/applynow` },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so no text can close the script, and stays valid JSON', () => {
    const item = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    } as JsonLd;
    const json = serializeJsonLd(item);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(item);
  });
});
