/**
 * A side panel on a lead's page: what the CMS sent the person (the acknowledgement by e-mail and by WhatsApp),
 * where each stands (queued, sent, retrying with its reason, given up, not sent because they asked to stop)
 * and WhatsApp's latest report of the message (sent, delivered, read, failed). Reads GET
 * /admissions/leads/:documentId/acknowledgements; a lead with none says why, and so does a student's lead
 * whose phone got no WhatsApp message (a landline: the counsellor knows to call, not to look for replies).
 */
import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { LEAD_UID } from '../../../common/leads';
import { shortIndiaTime } from '../india-clock';

interface Acknowledgement {
  channel: 'E-mail' | 'WhatsApp';
  state: string;
  queuedAt: string;
  attempts?: number | null;
  sentAt?: string | null;
  error?: string | null;
  deliveryStatus?: string | null;
  deliveryStatusAt?: string | null;
  deliveryError?: string | null;
}

interface Answer {
  acknowledgements: Acknowledgement[];
  none: string | null;
  /** Why no WhatsApp message went while WhatsApp is on: 'No WhatsApp message: the phone is not a mobile number.' */
  whatsapp?: string | null;
}

/** 'Sent 27 Nov, 10:25', 'Retrying (SMTP 421), 2 attempts', 'Not sent: the person asked to stop'. */
export function describeAcknowledgement(row: Acknowledgement): string {
  switch (row.state) {
    case 'Sent':
      return `Sent ${shortIndiaTime(row.sentAt)}`;
    case 'Queued':
    case 'Sending':
      return 'Being sent';
    case 'Retrying':
      return `Retrying (${row.error ?? 'not sent'}), ${row.attempts ?? 0} ${row.attempts === 1 ? 'attempt' : 'attempts'}`;
    case 'Stopped':
      return `Not sent: ${row.error ?? 'stopped'}`;
    case 'Expired':
      return 'Not sent within a day: given up';
    default:
      return `Not sent (${row.error ?? 'failed'})`;
  }
}

/** WhatsApp's latest report: 'Read 27 Nov, 10:31', 'Failed 27 Nov, 10:26 (WhatsApp 131026)'. */
export function describeDelivery(row: Acknowledgement): string | null {
  if (!row.deliveryStatus) return null;
  const error = row.deliveryStatus === 'Failed' && row.deliveryError ? ` (${row.deliveryError})` : '';
  return `${row.deliveryStatus} ${shortIndiaTime(row.deliveryStatusAt)}${error}`;
}

function AcknowledgementsView({ documentId, savedAt }: { documentId: string; savedAt?: string }) {
  const { get } = useFetchClient();
  const [answer, setAnswer] = React.useState<Answer | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let live = true;
    get<Answer>(`/admissions/leads/${documentId}/acknowledgements`).then(
      ({ data }) => live && setAnswer(data),
      () => live && setError('The messages could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [get, documentId, savedAt]);

  if (error) return <Typography textColor="danger600">{error}</Typography>;
  if (!answer) return <Typography textColor="neutral600">Loading…</Typography>;
  const noWhatsapp = answer.whatsapp ? (
    <Typography variant="pi" textColor="neutral600" tag="p">
      {answer.whatsapp}
    </Typography>
  ) : null;
  if (answer.acknowledgements.length === 0) {
    return (
      <Flex direction="column" alignItems="stretch" gap={2} width="100%">
        <Typography variant="omega">{answer.none ?? 'None sent.'}</Typography>
        {answer.none ? null : noWhatsapp}
      </Flex>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      {answer.acknowledgements.map((row) => {
        const delivery = describeDelivery(row);
        return (
          <Box key={row.channel}>
            <Typography variant="sigma" textColor="neutral600" tag="p">
              {row.channel}
            </Typography>
            <Typography variant="omega" tag="p">
              {describeAcknowledgement(row)}
            </Typography>
            {delivery ? (
              <Typography variant="pi" textColor="neutral600" tag="p">
                {`WhatsApp: ${delivery}`}
              </Typography>
            ) : null}
          </Box>
        );
      })}
      {noWhatsapp}
    </Flex>
  );
}

export const LeadAcknowledgementsPanel: PanelComponent = ({ model, documentId, document }) => {
  if (model !== LEAD_UID || !documentId) return null;
  return {
    title: 'Acknowledgement',
    content: (
      <AcknowledgementsView
        documentId={documentId}
        savedAt={(document as { updatedAt?: string } | undefined)?.updatedAt}
      />
    ),
  };
};
