import { CoursePage } from '@/components/course/CoursePage';
import { metadataFor } from '@/lib/seo/metadata';

// Regenerated hourly so the Next Batch in the HTML is today's before the visitor's clock takes over.
export const revalidate = 3600;
export const metadata = metadataFor('/mernstack');

export default function Page() {
  return <CoursePage path="/mernstack" />;
}
