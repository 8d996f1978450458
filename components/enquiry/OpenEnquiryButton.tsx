'use client';

import type { ReactNode } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { useEnquiry } from './EnquiryProvider';

interface OpenEnquiryButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Any button whose only job is to open the Enquiry Form popup (Enquire Now, BOOK NOW, JOIN NOW…). */
export function OpenEnquiryButton({ children, variant = 'accent', size, className }: OpenEnquiryButtonProps) {
  const { openEnquiry } = useEnquiry();
  return (
    <button
      type="button"
      className={buttonClassName({ variant, size, className })}
      aria-haspopup="dialog"
      onClick={openEnquiry}
    >
      {children}
    </button>
  );
}
