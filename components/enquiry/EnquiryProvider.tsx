'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { ENQUIRY_AUTO_OPEN_MS } from '@/lib/constants';
import { EnquiryForm } from './EnquiryForm';
import styles from './EnquiryDialog.module.css';

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

/** Holds the Enquiry Form popup (a native dialog) and lets any button on the page open it. */
export function EnquiryProvider({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const pathname = usePathname();

  const openEnquiry = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const closeEnquiry = useCallback(() => dialogRef.current?.close(), []);

  // Opens by itself once per visit, except where the form is already the page.
  const autoOpenAllowed = pathname !== '/enquiryform';
  useEffect(() => {
    if (!autoOpenAllowed || wasDismissed()) return;
    const timer = window.setTimeout(() => {
      if (!wasDismissed()) openEnquiry();
    }, ENQUIRY_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpenAllowed, openEnquiry]);

  const handleClose = useCallback(() => {
    rememberDismissed();
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (target?.isConnected) target.focus();
  }, []);

  const controls = useMemo(() => ({ openEnquiry }), [openEnquiry]);

  return (
    <EnquiryContext value={controls}>
      {children}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="enquiry-dialog-title"
        onClose={handleClose}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside its panel) closes it.
          if (event.target === event.currentTarget) closeEnquiry();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id="enquiry-dialog-title" className={styles.title}>
              Enquiry Form
            </h2>
            <button type="button" className={styles.close} onClick={closeEnquiry} aria-label="Close">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <p className={styles.lead}>
            Tell us how to reach you and a counsellor will call you back within a day.
          </p>
          <EnquiryForm onSent={closeEnquiry} />
        </div>
      </dialog>
    </EnquiryContext>
  );
}
