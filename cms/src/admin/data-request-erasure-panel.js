import * as React from 'react';
import { Button, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';

const REQUESTS = 'api::data-request.data-request';

/**
 * A side panel on a verified erasure request: one button that erases the person's data everywhere (their
 * leads and CVs in the CMS, what waits in the site's outbox) through the CMS's admin-only erasure
 * (src/api/data-request/erasure.js), and keeps the request as the record that it happened.
 */
function ErasureButton({ documentId }) {
  const { post } = useFetchClient();
  const [state, setState] = React.useState({ busy: false, message: '' });

  async function erase() {
    if (!window.confirm('Erase every lead, CV and waiting form of this person? This cannot be undone.'))
      return;
    setState({ busy: true, message: '' });
    try {
      const { data } = await post(`/data-request-erasure/${documentId}`, {});
      setState({ busy: false, message: `${data.data.outcome} Reload the page to see the record.` });
    } catch (error) {
      setState({
        busy: false,
        message: error?.response?.data?.error?.message ?? 'The erasure failed: try again.',
      });
    }
  }

  return React.createElement(
    React.Fragment,
    null,
    React.createElement(
      Button,
      { variant: 'danger', onClick: erase, loading: state.busy, fullWidth: true },
      'Erase this person’s data',
    ),
    state.message &&
      React.createElement(Typography, { variant: 'pi', tag: 'p', role: 'status' }, state.message),
  );
}

export function DataRequestErasurePanel({ model, document }) {
  if (model !== REQUESTS || document?.kind !== 'Erasure' || document?.requestStatus !== 'Verified')
    return null;
  return {
    title: 'Erasure',
    content: React.createElement(ErasureButton, { documentId: document.documentId }),
  };
}
