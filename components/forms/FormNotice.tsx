import Link from 'next/link';
import { useId } from 'react';
import {
  NOTICE_FIELD,
  PRIVACY_PATH,
  RIGHTS_PATH,
  noticeRetentionDays,
  noticeText,
  type FormNoticeRecord,
} from '@/lib/leads/notices/types';
import styles from './form.module.css';

/**
 * A lead form's notice: one line (what the details are for, how long they are kept, the full notice a click
 * away) and, behind a disclosure that needs no script, each item the form collects and why, how to withdraw
 * or ask for erasure, and how to complain. The version the person saw goes with the form.
 */
export function FormNotice({ notice }: { notice: FormNoticeRecord }) {
  // Every control of a form has an id of its own (the tests of the forms check it).
  const id = useId();
  return (
    <div className={styles.notice}>
      <input type="hidden" id={id} name={NOTICE_FIELD} value={notice.version} />
      <p className={styles.privacy}>
        {notice.purpose} {noticeText.kept(noticeRetentionDays())}{' '}
        <Link href={PRIVACY_PATH}>{noticeText.fullNotice}</Link>.
      </p>
      <details className={styles.details}>
        <summary>{noticeText.disclosure}</summary>
        <ul>
          {notice.collects.map((item) => (
            <li key={item.data}>
              <strong>{item.data}</strong>: {item.why}.
            </li>
          ))}
        </ul>
        <p>{noticeText.shared}</p>
        <p>
          {noticeText.withdraw} <Link href={RIGHTS_PATH}>{noticeText.rightsLink}</Link>.
        </p>
        <p>{noticeText.complaint}</p>
      </details>
    </div>
  );
}
