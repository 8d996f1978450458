import Link from 'next/link';
import { FormCard } from '@/components/forms/layout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { DATA_REQUEST_KINDS } from '@/lib/data-requests/protocol';
import { dataProtectionBoard, dataRequestKindLabels, rightsPage } from '@/lib/content/data-rights';
import { DataRequestForm } from './DataRequestForm';
import styles from './DataRights.module.css';

/** /privacy/your-data: how a person asks to see, correct or erase their data, or withdraw consent. */
export function RightsPage() {
  const deadline = '{deadline}';
  return (
    <>
      <PageHero eyebrow={rightsPage.eyebrow} title={rightsPage.title} text={<p>{rightsPage.intro}</p>} />
      <Section tone="alt" align="start">
        <div className={styles.layout}>
          <div className={styles.copy}>
            <h2>{rightsPage.stepsHeading}</h2>
            <ol className={styles.steps}>
              {rightsPage.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <h2>{rightsPage.minorsHeading}</h2>
            <p>{rightsPage.minors}</p>
            <h2>{rightsPage.otherWaysHeading}</h2>
            <p>{rightsPage.otherWays}</p>
            <p>{dataProtectionBoard.howTo}</p>
            <p>
              <Link href="/privacy">{rightsPage.privacyLink}</Link>
            </p>
          </div>
          <FormCard>
            <h2 className={styles.formHeading}>{rightsPage.formHeading}</h2>
            <DataRequestForm
              text={{
                ...rightsPage.form,
                kinds: DATA_REQUEST_KINDS.map((kind) => ({
                  value: kind,
                  label: dataRequestKindLabels[kind],
                })),
                sentEmail: rightsPage.sent.email(deadline),
                sentEmailByTeam: rightsPage.sent.emailByTeam(deadline),
                sentPhone: rightsPage.sent.phone(deadline),
                failed: rightsPage.failed,
              }}
            />
          </FormCard>
        </div>
      </Section>
    </>
  );
}
