import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/JsonLd';
import { courses } from '@/lib/courses';
import { courseListJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { HomeContent } from '@/components/home/HomeContent';
import { site } from '@/lib/site';

// Regenerated hourly so the batch dates in the HTML are today's before the visitor's clock takes over.
export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: `${site.name} | IT Courses with Placement in Pune`,
  description: site.description,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={courseListJsonLd(courses)} />
      <HomeContent />
    </>
  );
}
