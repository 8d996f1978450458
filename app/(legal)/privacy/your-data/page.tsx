import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { RightsPage } from '@/components/data-rights/RightsPage';

export const metadata = metadataFor('/privacy/your-data');

export default function YourDataPage() {
  return (
    <>
      <PageJsonLd path="/privacy/your-data" />
      <RightsPage />
    </>
  );
}
