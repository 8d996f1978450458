import Link from 'next/link';
import { FormCard } from '@/components/forms/layout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { confirmPage } from '@/lib/content/data-rights';
import { ConfirmRequestForm } from './ConfirmRequestForm';
import styles from './DataRights.module.css';

/** /privacy/your-data/confirm: where the verification e-mail's link lands. */
export function ConfirmPage() {
  return (
    <>
      <PageHero eyebrow={confirmPage.eyebrow} title={confirmPage.title} text={<p>{confirmPage.intro}</p>} />
      <Section tone="alt">
        <FormCard width="narrow">
          <ConfirmRequestForm
            text={{
              codeLabel: confirmPage.codeLabel,
              codeHint: confirmPage.codeHint,
              submit: confirmPage.submit,
              sending: confirmPage.sending,
              kinds: confirmPage.kinds,
              yourRequest: confirmPage.yourRequest,
              youAsked: confirmPage.youAsked('{what}'),
              notYou: confirmPage.notYou,
              confirmed: confirmPage.confirmed('{deadline}'),
              confirmedKind: confirmPage.confirmedKind('{what}', '{deadline}'),
              unknown: confirmPage.unknown,
              expired: confirmPage.expired,
              invalid: confirmPage.invalid,
              failed: confirmPage.failed,
            }}
          />
          <p className={styles.back}>
            <Link href="/privacy/your-data">{confirmPage.backLink}</Link>
          </p>
        </FormCard>
      </Section>
    </>
  );
}
