import Link from 'next/link';
import { admissionActions } from '@/lib/content/placements';
import { CallToAction } from '@/components/ui/CallToAction';
import { buttonClassName } from '@/components/ui/button';
import { OpenEnquiryButton } from './OpenEnquiryButton';

/** A closing band for prospective students: explore the featured courses, or talk to the admission team. */
export function AdmissionCallToAction({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <CallToAction id={id} title={title} text={text}>
      <Link
        href={admissionActions.exploreCoursesHref}
        className={buttonClassName({ variant: 'primary', size: 'large' })}
      >
        {admissionActions.exploreCourses}
      </Link>
      <OpenEnquiryButton variant="outline" size="large">
        {admissionActions.talkToAdmission}
      </OpenEnquiryButton>
    </CallToAction>
  );
}
