import * as React from 'react';
import { Button } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';

/**
 * A side panel on a lead's page with its CV to download. The file's address opens only with the signed-in
 * admin's access token (src/bootstrap/private-uploads.js), so the panel fetches it through the admin's own
 * client and hands the browser the bytes: there is no link that works for anyone else to copy or forward.
 */
function CvDownload({ cv }) {
  const { get } = useFetchClient();
  const [busy, setBusy] = React.useState(false);

  async function download() {
    setBusy(true);
    try {
      const { data } = await get(cv.url, { responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = cv.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } finally {
      setBusy(false);
    }
  }

  return React.createElement(
    Button,
    { variant: 'secondary', fullWidth: true, onClick: download, loading: busy },
    `Download ${cv.name}`,
  );
}

export function LeadCvPanel({ model, document }) {
  const cv = document?.cv;
  if (model !== 'api::lead.lead' || !cv?.url) return null;
  return { title: 'CV', content: React.createElement(CvDownload, { cv }) };
}
