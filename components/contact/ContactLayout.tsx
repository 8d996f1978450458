import type { ReactNode } from 'react';
import styles from './ContactLayout.module.css';

/** The contact pages' two columns: the wider first, side by side from 56rem up. */
export function ContactLayout({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** Blocks of text above the contact details, two abreast from 40rem up. */
export function ContactBlocks({ children }: { children: ReactNode }) {
  return <div className={styles.blocks}>{children}</div>;
}

/** The title and line above a contact form. */
export function ContactFormHeading({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h2 className={styles.formTitle}>{title}</h2>
      <p className={styles.formSubtitle}>{text}</p>
    </>
  );
}
