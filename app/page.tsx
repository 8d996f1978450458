import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/HomeContent';
import { site } from '@/lib/site';

// Regenerated hourly so the batch dates in the HTML are today's before the visitor's clock takes over.
export const revalidate = 3600;

export const metadata: Metadata = {
  title: { absolute: `${site.name} | IT Courses with Placement in Pune` },
  description: site.description,
  alternates: { canonical: '/' },
};

export default function HomePage() {
  return <HomeContent />;
}
