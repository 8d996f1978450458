import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PlainHeading } from '@/components/layout/PlainHeading';

export const metadata = metadataFor('/signup');

/** /signup shows the text Signup and nothing else, as the institute's old site did. */
export default function SignupPage() {
  return (
    <>
      <PageJsonLd path="/signup" />
      <PlainHeading>Signup</PlainHeading>
    </>
  );
}
