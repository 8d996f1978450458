import * as React from 'react';
import { Button, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { REQUEST_KINDS } from '@codebridge/shared/data-requests.mjs';

const REQUESTS = 'api::data-request.data-request';

/**
 * A side panel on a verified erasure request: one button that erases the person's data everywhere (their
 * leads and CVs in the CMS, what waits in the site's outbox) through the erasure route (POST
 * /data-rights/requests/:documentId/erasure), and keeps the request as the record that it happened.
 */
function ErasureButton({ documentId }: { documentId: string }) {
  const { post } = useFetchClient();
  const [state, setState] = React.useState({ busy: false, message: '' });

  async function erase() {
    if (!window.confirm('Erase every lead, CV and waiting form of this person? This cannot be undone.'))
      return;
    setState({ busy: true, message: '' });
    try {
      const { data } = await post<{ data: { outcome: string } }>(
        `/data-rights/requests/${documentId}/erasure`,
        {},
      );
      setState({ busy: false, message: `${data.data.outcome} Reload the page to see the record.` });
    } catch (error) {
      const message = (error as { response?: { data?: { error?: { message?: string } } } })?.response?.data
        ?.error?.message;
      setState({ busy: false, message: message ?? 'The erasure failed: try again.' });
    }
  }

  return (
    <>
      <Button variant="danger" onClick={erase} loading={state.busy} fullWidth>
        Erase this person’s data
      </Button>
      {state.message ? (
        <Typography variant="pi" tag="p" role="status">
          {state.message}
        </Typography>
      ) : null}
    </>
  );
}

export const ErasurePanel: PanelComponent = ({ model, document }) => {
  const request = document as { documentId?: string; kind?: string; requestStatus?: string } | undefined;
  if (model !== REQUESTS || request?.kind !== REQUEST_KINDS.erasure || request.requestStatus !== 'Verified') {
    return null;
  }
  return { title: 'Erasure', content: <ErasureButton documentId={request.documentId ?? ''} /> };
};
