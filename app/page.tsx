import { JsonLd } from '@/components/seo/JsonLd';
import { courses } from '@/lib/courses';
import { courseListJsonLd } from '@/lib/seo/json-ld';
import { metadataFor } from '@/lib/seo/metadata';
import { HomeContent } from '@/components/home/HomeContent';

// Regenerated hourly so the batch dates in the HTML are today's before the visitor's clock takes over.
export const revalidate = 3600;

export const metadata = metadataFor('/');

export default function HomePage() {
  return (
    <>
      <JsonLd data={courseListJsonLd(courses)} />
      <HomeContent />
    </>
  );
}
