import * as React from 'react';
import { Button } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useLocation, useParams } from 'react-router-dom';

const LEADS = 'api::lead.lead';

/**
 * "Export CSV" on the list of leads: downloads what the list shows (its filters apply, every page) from the
 * CMS's admin-only export (src/bootstrap/lead-export.js), as a file a spreadsheet opens safely.
 */
export function LeadExportButton() {
  const { slug } = useParams();
  const { search } = useLocation();
  const { get } = useFetchClient();
  const [busy, setBusy] = React.useState(false);
  if (slug !== LEADS) return null;

  async function download() {
    setBusy(true);
    try {
      const filters = new URLSearchParams(
        [...new URLSearchParams(search)].filter(([key]) => key.startsWith('filters')),
      );
      const { data } = await get(`/lead-export/leads.csv?${filters}`, { responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      // Named by the day in India, like the times inside it.
      link.download = `leads-${new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } finally {
      setBusy(false);
    }
  }

  return React.createElement(Button, { variant: 'secondary', onClick: download, loading: busy }, 'Export CSV');
}
