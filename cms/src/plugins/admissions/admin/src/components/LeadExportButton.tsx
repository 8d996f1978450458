import * as React from 'react';
import { Button } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useLocation, useParams } from 'react-router-dom';
import { LEAD_UID } from '../../../common/leads';

/**
 * "Export CSV" on the list of leads: downloads what the list shows (its filters apply, every page) from the
 * admissions export (GET /admissions/export.csv), as a file a spreadsheet opens safely, named by the day in
 * India as the server names it.
 */
export function LeadExportButton() {
  const { slug } = useParams();
  const { search } = useLocation();
  const { get } = useFetchClient();
  const [busy, setBusy] = React.useState(false);
  if (slug !== LEAD_UID) return null;

  async function download() {
    setBusy(true);
    try {
      const filters = new URLSearchParams(
        [...new URLSearchParams(search)].filter(([key]) => key.startsWith('filters')),
      );
      const { data, headers } = await get<Blob>(`/admissions/export.csv?${filters}`, {
        responseType: 'blob',
      });
      const disposition = headers?.get('content-disposition') ?? '';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'leads.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={download} loading={busy}>
      Export CSV
    </Button>
  );
}
