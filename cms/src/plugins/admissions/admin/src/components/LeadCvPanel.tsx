import * as React from 'react';
import { Button } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { LEAD_UID } from '../../../common/leads';

interface Cv {
  url: string;
  name: string;
}

/**
 * A side panel on a lead's page with its CV to download. The file opens only with the signed-in admin's
 * access token and a role that may read leads (GET /admissions/cvs/:name), so the panel fetches it through
 * the admin's own client and hands the browser the bytes: there is no link that works for anyone else to
 * copy or forward.
 */
function CvDownload({ cv }: { cv: Cv }) {
  const { get } = useFetchClient();
  const [busy, setBusy] = React.useState(false);

  async function download() {
    setBusy(true);
    try {
      // The file's address ends with its name on disk, which the admissions route serves.
      const name = cv.url.split('/').pop() ?? '';
      const { data } = await get<Blob>(`/admissions/cvs/${encodeURIComponent(name)}`, {
        responseType: 'blob',
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = cv.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" fullWidth onClick={download} loading={busy}>
      {`Download ${cv.name}`}
    </Button>
  );
}

export const LeadCvPanel: PanelComponent = ({ model, document }) => {
  const cv = (document as { cv?: Cv | null } | undefined)?.cv;
  if (model !== LEAD_UID || !cv?.url) return null;
  return { title: 'CV', content: <CvDownload cv={cv} /> };
};
