import * as React from 'react';
import { LinkButton } from '@strapi/design-system';

/**
 * A side panel on a lead's page with its CV to download. The address is the one the CMS signed for this
 * admin when it sent the lead (src/bootstrap/private-uploads.js): it works for 15 minutes, so reloading the
 * page gives a fresh one.
 */
export function LeadCvPanel({ model, document }) {
  const cv = document?.cv;
  if (model !== 'api::lead.lead' || !cv?.url) return null;
  return {
    title: 'CV',
    content: React.createElement(
      LinkButton,
      { href: cv.url, download: cv.name, variant: 'secondary', fullWidth: true },
      `Download ${cv.name}`,
    ),
  };
}
