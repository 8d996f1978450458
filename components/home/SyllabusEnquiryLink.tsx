'use client';

import type { ReactNode } from 'react';
import { useEnquiry } from '@/components/enquiry/EnquiryProvider';
import { buttonClassName, type ButtonVariant } from '@/components/ui/button';

interface SyllabusEnquiryLinkProps {
  href: string;
  fileName: string;
  children: ReactNode;
  variant?: ButtonVariant;
}

/** The home hero's syllabus link: starts the syllabus download, then opens the Enquiry Form popup. */
export function SyllabusEnquiryLink({
  href,
  fileName,
  children,
  variant = 'accent',
}: SyllabusEnquiryLinkProps) {
  const { openEnquiry } = useEnquiry();
  return (
    <a
      href={href}
      download={fileName}
      className={buttonClassName({ variant, size: 'large' })}
      // The link's own action starts the download; the popup opens right after it.
      onClick={() => window.setTimeout(openEnquiry, 0)}
    >
      {children}
    </a>
  );
}
