'use client';

import { useEffect } from 'react';
import { EnquiryForm } from './EnquiryForm';

/**
 * The Enquiry Form inside the popup. Loaded after the page (see EnquiryProvider); if a visitor opened the
 * popup before it arrived, the dialog showed its title and close button meanwhile, and the first field
 * takes the focus as soon as the form is there, as it would have on opening.
 */
export default function EnquiryPopupForm({
  dialogTitleId,
  onSent,
}: {
  /** The id of the popup's title, by which the form finds its dialog. */
  dialogTitleId: string;
  onSent: () => void;
}) {
  useEffect(() => {
    const dialog = document.getElementById(dialogTitleId)?.closest('dialog');
    if (!dialog?.open || dialog.querySelector('form')?.contains(document.activeElement)) return;
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [dialogTitleId]);
  return <EnquiryForm onSent={onSent} />;
}
