'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { ENQUIRY_AUTO_OPEN_MS } from '@/lib/constants';
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

/** Set once the visitor has closed or sent the popup: it then stops opening by itself for the session. */
const DISMISSED_KEY = 'enquiry-popup-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: behave as a first visit
  }
}

function rememberDismissed() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // storage blocked: the popup may open again on the next visit, which is harmless
  }
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

  // Opens by itself once per visit, except over a page that is a form of its own.
  const autoOpenAllowed = autoOpen && !quietPaths.includes(pathname);
  useEffect(() => {
    if (!autoOpenAllowed || wasDismissed()) return;
    const timer = window.setTimeout(() => {
      if (!wasDismissed()) openEnquiry();
    }, ENQUIRY_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
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
        onClose={rememberDismissed}
      >
        {formWanted && <EnquiryPopupForm dialogTitleId={TITLE_ID} onSent={closeEnquiry} />}
      </ModalDialog>
    </EnquiryContext>
  );
}
