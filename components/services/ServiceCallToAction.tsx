import Link from 'next/link';
import type { ServiceCallToAction as ServiceCallToActionCopy } from '@/lib/content/services';
import { CallToAction } from '@/components/ui/CallToAction';
import { buttonClassName } from '@/components/ui/button';

/** The closing band of a service page: Contact Our Team, to the contact screen. */
export function ServiceCallToAction({ id, copy }: { id: string; copy: ServiceCallToActionCopy }) {
  return (
    <CallToAction id={id} title={copy.heading} text={copy.text}>
      <Link href={copy.href} className={buttonClassName({ variant: 'accent', size: 'large' })}>
        {copy.label}
      </Link>
    </CallToAction>
  );
}
