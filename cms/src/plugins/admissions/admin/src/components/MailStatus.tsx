/**
 * Whether the team's alert e-mails are going out (GET /admissions/mail-status), shown to every admin whose
 * role reads leads: a card first on the home page, and a banner above the lead list while alerts fail, until
 * they go out again. Asked again every half minute while shown.
 */
import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { CheckCircle, WarningCircle } from '@strapi/icons';
import { useFetchClient, Widget } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import { LEAD_UID } from '../../../common/leads';
import type { MailStatus } from '../../../server/src/services/alerts';
import { shortIndiaTime } from '../india-clock';

function useMailStatus(): MailStatus | null | 'error' {
  const { get } = useFetchClient();
  const [status, setStatus] = React.useState<MailStatus | null | 'error'>(null);
  React.useEffect(() => {
    let live = true;
    const check = () =>
      get<MailStatus>('/admissions/mail-status').then(
        ({ data }) => live && setStatus(data),
        () => live && setStatus('error'),
      );
    void check();
    const timer = window.setInterval(check, 30_000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [get]);
  return status;
}

/** What the team is told while alerts fail: what is wrong, since when, what it means for them. */
export function failureText(status: MailStatus): { title: string; body: string } {
  const waiting = `${status.waiting} lead${status.waiting === 1 ? '' : 's'}`;
  if (!status.configured) {
    return {
      title: 'Alert e-mails are off',
      body: `The CMS has no mail server (SMTP_HOST), so nobody is e-mailed about new leads: ${waiting} of the last two days not alerted. Check the lead list for New leads.`,
    };
  }
  const since = status.since ? ` since ${shortIndiaTime(status.since)} IST` : '';
  return {
    title: 'Alert e-mails are failing',
    body: `The mail server has not taken the CMS’s alerts${since}${status.reason ? ` (${status.reason})` : ''}: ${waiting} waiting, tried again and again. Until it works, check the lead list for New leads; the head of admissions gets a list of the late ones once it does.`,
  };
}

function Failure({ status, compact = false }: { status: MailStatus; compact?: boolean }) {
  const { title, body } = failureText(status);
  return (
    <Box
      role="alert"
      background="danger100"
      borderColor="danger200"
      hasRadius
      padding={compact ? 3 : 4}
      style={{ borderWidth: 1, borderStyle: 'solid' }}
    >
      <Flex gap={2} alignItems="flex-start">
        <WarningCircle fill="danger600" width="1.6rem" height="1.6rem" aria-hidden />
        <Box>
          <Typography variant="omega" fontWeight="bold" textColor="danger700" tag="p">
            {title}
          </Typography>
          <Typography variant="pi" textColor="danger700" tag="p">
            {body}
          </Typography>
        </Box>
      </Flex>
    </Box>
  );
}

/** The home page's card: the failure while alerts fail, otherwise a line saying they go out. */
export function MailStatusWidget() {
  const status = useMailStatus();
  if (status === null) return <Widget.Loading />;
  if (status === 'error') return <Widget.Error>The mail status could not be loaded.</Widget.Error>;
  if (status.failing) return <Failure status={status} />;
  return (
    <Flex gap={2} alignItems="flex-start" role="status">
      <CheckCircle fill="success600" width="1.6rem" height="1.6rem" aria-hidden />
      <Box>
        <Typography variant="omega" fontWeight="bold" tag="p">
          Alert e-mails are going out
        </Typography>
        <Typography variant="pi" textColor="neutral600" tag="p">
          {status.waiting > 0
            ? `${status.waiting} being tried again (a short hitch; you are told here if it lasts).`
            : 'Each new lead is e-mailed to its counsellor within seconds.'}
        </Typography>
        <Typography variant="pi" textColor="neutral600" tag="p">
          {status.lastSentAt ? `Last alert sent ${shortIndiaTime(status.lastSentAt)} IST. ` : ''}
          Checked {shortIndiaTime(status.checkedAt)} IST.
        </Typography>
      </Box>
    </Flex>
  );
}

/**
 * The lead list's banner: shown only while alerts fail. Rendered in the list's actions, it spans the row
 * below them on its own line. Its text does not size that row (contain: inline-size): Strapi keeps the
 * actions from shrinking, so a long line would push the list past the screen's right edge.
 */
export function MailStatusBanner() {
  const { slug } = useParams();
  if (slug !== LEAD_UID) return null;
  return <LeadListBanner />;
}

function LeadListBanner() {
  const status = useMailStatus();
  if (status === null || status === 'error' || !status.failing) return null;
  return (
    <Box style={{ flexBasis: '100%', order: 99, contain: 'inline-size' }}>
      <Failure status={status} compact />
    </Box>
  );
}
