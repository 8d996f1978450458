'use client';

import type { ReactNode, Ref } from 'react';
import styles from './ModalDialog.module.css';

interface ModalDialogProps {
  ref: Ref<HTMLDialogElement>;
  /** Id of the title, which names the dialog. */
  titleId: string;
  title: string;
  /** A short line under the title. */
  lead?: string;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A native modal dialog with a title and a close button: the browser traps focus and Escape closes it.
 * A click on the backdrop closes it too. The opener calls showModalDialog with the ref.
 */
export function ModalDialog({ ref, titleId, title, lead, onClose, children }: ModalDialogProps) {
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its panel) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={(event) => event.currentTarget.closest('dialog')?.close()}
            aria-label="Close"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </dialog>
  );
}

/**
 * Opens the dialog as a modal, moves focus to its first field (or its close button), and gives focus back
 * to whatever had it once the dialog closes, however it closes.
 */
export function showModalDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.showModal();
  dialog.addEventListener(
    'close',
    () => {
      if (opener?.isConnected) opener.focus();
    },
    { once: true },
  );
  dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
}
