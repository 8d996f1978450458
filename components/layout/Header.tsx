import Image from 'next/image';
import Link from 'next/link';
import { mainNav } from '@/lib/navigation';
import { site } from '@/lib/site';
import { OpenEnquiryButton } from '@/components/enquiry/OpenEnquiryButton';
import { SiteNav } from './SiteNav';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          <Image src="/brand/logo.svg" alt={`${site.name} home`} width={180} height={40} priority />
        </Link>
        <SiteNav items={mainNav} />
        <OpenEnquiryButton size="small" className={styles.enquire}>
          {/* On the narrowest screens only "Enquire" shows; the button's name stays "Enquire Now". */}
          <span>
            Enquire<span className={styles.enquireMore}> Now</span>
          </span>
        </OpenEnquiryButton>
      </div>
    </header>
  );
}
