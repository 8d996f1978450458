'use client';

import Link from 'next/link';
import { useId, useRef, type ReactNode } from 'react';
import { courseDownloadDialog } from '@/lib/content/placements';
import { ModalDialog, showModalDialog } from '@/components/ui/ModalDialog';
import { buttonClassName } from '@/components/ui/button';

/**
 * Explore Course on the placement page: starts the MERN syllabus download, then shows a
 * dialog that says so and leads on to the course; the visitor closes it. The page passes the syllabus
 * in: importing it from lib/courses here would bundle every course's content for the browser.
 */
export function ExploreCourseLink({
  syllabus,
  children,
}: {
  syllabus: { href: string; fileName: string };
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <a
        href={syllabus.href}
        download={syllabus.fileName}
        className={buttonClassName({ variant: 'accent', size: 'large' })}
        aria-haspopup="dialog"
        // The link's own action starts the download; the dialog opens right after it.
        onClick={() =>
          window.setTimeout(() => {
            if (dialogRef.current) showModalDialog(dialogRef.current);
          }, 0)
        }
      >
        {children}
      </a>
      <ModalDialog
        ref={dialogRef}
        titleId={titleId}
        title={courseDownloadDialog.title}
        lead={courseDownloadDialog.text}
      >
        <Link href="/mernstack" className={buttonClassName({ variant: 'primary', block: true })}>
          {courseDownloadDialog.courseLink}
        </Link>
      </ModalDialog>
    </>
  );
}
