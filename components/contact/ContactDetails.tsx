import { formatAddress, site } from '@/lib/site';
import styles from './ContactDetails.module.css';

/** The institute's address, phone and e-mail, as on the contact screens. */
export function ContactDetails({ title = `${site.address.city} Office` }: { title?: string }) {
  return (
    <div className={styles.details}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.list}>
        <div>
          <dt>Address</dt>
          <dd>{formatAddress()}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={site.phone.href}>{site.phone.display}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>Monday to Saturday, 9:30 am to 7:30 pm</dd>
        </div>
      </dl>
    </div>
  );
}
