'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { ENQUIRY_AUTO_OPEN_MS, ENQUIRY_QUIET_MS } from '@/lib/constants';
import { isPopupSettled, popupWait, settlePopup } from '@/lib/enquiry-popup';
import { ModalDialog, showModalDialog } from '@/components/ui/ModalDialog';
import { whenLoadedAndIdle } from '@/lib/idle';

/**
 * The form, its checks and its sending are a chunk of their own, fetched once the page has loaded and the
 * browser is idle (or at the first open, if sooner): every page has the popup, and none needs its code to
 * show its content.
 */
const EnquiryPopupForm = dynamic(() => import('./EnquiryPopupForm'), { ssr: false });

const TITLE_ID = 'enquiry-dialog-title';

interface EnquiryControls {
  /** Opens the Enquiry Form popup. */
  openEnquiry: () => void;
}

const EnquiryContext = createContext<EnquiryControls | null>(null);

export function useEnquiry(): EnquiryControls {
  const controls = use(EnquiryContext);
  if (!controls) throw new Error('useEnquiry must be used inside <EnquiryProvider>.');
  return controls;
}

/**
 * Holds the Enquiry Form popup (a native dialog) and lets any button on the page open it. `autoOpen` false
 * (the CMS's preview) keeps it from opening by itself; so do `quietPaths`, the pages that are forms of their
 * own (lib/pages.ts: the enquiry form page, the rights pages). Buttons still open it.
 */
export function EnquiryProvider({
  children,
  autoOpen = true,
  quietPaths = [],
}: {
  children: ReactNode;
  autoOpen?: boolean;
  quietPaths?: readonly string[];
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const [formWanted, setFormWanted] = useState(false);

  useEffect(() => whenLoadedAndIdle(() => setFormWanted(true)), []);

  const openEnquiry = useCallback(() => {
    setFormWanted(true);
    if (dialogRef.current) showModalDialog(dialogRef.current);
  }, []);

  const closeEnquiry = useCallback(() => dialogRef.current?.close(), []);

  // Opens by itself once per visit, except over a page that is a form of its own, and only once the visitor
  // pauses (lib/enquiry-popup.ts): a visitor typing into a form is enquiring already.
  const autoOpenAllowed = autoOpen && !quietPaths.includes(pathname);
  useEffect(() => {
    if (!autoOpenAllowed || isPopupSettled()) return;
    let lastActivity = -Infinity;
    const noteActivity = (event: Event) => {
      // A selection that is only a caret moving is not the visitor selecting anything.
      if (event.type === 'selectionchange' && document.getSelection()?.isCollapsed !== false) return;
      lastActivity = performance.now();
    };
    const activities = ['keydown', 'input', 'selectionchange'] as const;
    for (const type of activities) document.addEventListener(type, noteActivity, true);
    let timer = 0;
    const tryOpen = () => {
      if (isPopupSettled()) return;
      const wait = popupWait(document, dialogRef.current, performance.now(), lastActivity, ENQUIRY_QUIET_MS);
      if (wait > 0) timer = window.setTimeout(tryOpen, wait);
      else openEnquiry();
    };
    timer = window.setTimeout(tryOpen, ENQUIRY_AUTO_OPEN_MS);
    return () => {
      window.clearTimeout(timer);
      for (const type of activities) document.removeEventListener(type, noteActivity, true);
    };
  }, [autoOpenAllowed, openEnquiry]);

  const controls = useMemo(() => ({ openEnquiry }), [openEnquiry]);

  return (
    <EnquiryContext value={controls}>
      {children}
      <ModalDialog
        ref={dialogRef}
        titleId={TITLE_ID}
        title="Enquiry Form"
        lead="Tell us how to reach you and a counsellor will call you back within a day."
        onClose={settlePopup}
      >
        {formWanted && <EnquiryPopupForm dialogTitleId={TITLE_ID} onSent={closeEnquiry} />}
      </ModalDialog>
    </EnquiryContext>
  );
}
