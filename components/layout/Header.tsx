import Link from 'next/link';
import { mainNav } from '@/lib/navigation';
import { site } from '@/lib/site';
import { OpenEnquiryButton } from '@/components/enquiry/OpenEnquiryButton';
import { SvgImage } from '@/components/ui/SvgImage';
import { SiteNav } from './SiteNav';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          {/* Not preloaded: the largest paint of every page is its hero's text, not the logo. */}
          <SvgImage src="/brand/logo.svg" alt={`${site.name} home`} width={180} height={40} loading="eager" />
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
