/**
 * One action on a data request's page, as a side panel: what it does in a line, one button, and what came of
 * it. The Access and Erasure panels are both made of it, so the two look and behave alike. No <form>: a panel
 * sits inside the edit view's form, and a nested form's submit never reaches React.
 */
import * as React from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient, useQueryParams } from '@strapi/strapi/admin';
import { buildValidParams, unstable_useDocument as useDocument } from '@strapi/content-manager/strapi-admin';
import { INDIA_TIME_ZONE } from '@codebridge/shared/india-time.mjs';

export const REQUESTS = 'api::data-request.data-request';

/** A request as the panels read it from the edit view. */
export interface RequestDocument {
  documentId?: string;
  kind?: string;
  requestStatus?: string;
  contactType?: string | null;
  contact?: string | null;
  answerMethod?: string | null;
  answeredAt?: string | null;
  erasedAt?: string | null;
}

const stamp = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '28 Nov 2026, 02:21 IST' ('' for none). */
export function indiaStamp(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${stamp.format(date)} IST`;
}

export interface ActionResult {
  /** What to say once it is done. */
  message: string;
  /** Text to show below it (the summary of what is held, to read out on a call). */
  summary?: string;
}

function errorMessage(error: unknown, fallback: string): string {
  return (
    (error as { response?: { data?: { error?: { message?: string } } } })?.response?.data?.error?.message ??
    fallback
  );
}

export function RequestAction<Answer>({
  documentId,
  action,
  description,
  label,
  variant = 'default',
  confirmation,
  failed,
  done,
  recorded,
}: {
  documentId: string;
  /** The route's last part: POST /data-rights/requests/:documentId/{action}. */
  action: 'access' | 'erasure';
  description: string;
  label: string;
  variant?: 'default' | 'danger';
  /** Asked before anything is done, when it cannot be undone. */
  confirmation?: string;
  failed: string;
  done: (answer: Answer) => ActionResult;
  /** Once the action is done, what the panel says instead of offering it (the request's record). */
  recorded?: string;
}) {
  const { post } = useFetchClient();
  // The page's copy of the request, fetched again once the action changed it (its record, its status): the
  // same query as the edit view's own (its params from the address), so the page and the panels show the
  // new record and a later Save does not write the old status back.
  const [{ query }] = useQueryParams();
  const params = React.useMemo(() => buildValidParams(query), [query]);
  const { refetch } = useDocument({
    collectionType: 'collection-types',
    model: REQUESTS,
    documentId,
    params,
  });
  const [state, setState] = React.useState<{ busy: boolean; result?: ActionResult; error?: string }>({
    busy: false,
  });

  async function run() {
    if (confirmation && !window.confirm(confirmation)) return;
    setState({ busy: true });
    try {
      const { data } = await post<{ data: Answer }>(`/data-rights/requests/${documentId}/${action}`, {});
      setState({ busy: false, result: done(data.data) });
      refetch();
    } catch (error) {
      setState({ busy: false, error: errorMessage(error, failed) });
    }
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="pi" textColor="neutral600" tag="p">
        {recorded ?? description}
      </Typography>
      {recorded ? null : (
        <Button variant={variant} onClick={run} loading={state.busy} fullWidth>
          {label}
        </Button>
      )}
      {state.error ? (
        <Typography variant="pi" textColor="danger600" tag="p" role="alert">
          {state.error}
        </Typography>
      ) : null}
      {state.result ? (
        <Typography variant="pi" tag="p" role="status">
          {state.result.message}
        </Typography>
      ) : null}
      {state.result?.summary ? (
        <Box
          background="neutral100"
          padding={3}
          hasRadius
          style={{ maxHeight: '28rem', overflowY: 'auto' }}
          aria-label="What we hold on this person"
          role="region"
          tabIndex={0}
        >
          <Typography
            variant="pi"
            tag="pre"
            style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
          >
            {state.result.summary}
          </Typography>
        </Box>
      ) : null}
    </Flex>
  );
}
