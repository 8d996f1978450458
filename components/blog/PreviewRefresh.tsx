'use client';

import { useEffect } from 'react';

/**
 * In the CMS admin's preview pane: the admin tells the page when a marketer saves or publishes (Strapi posts
 * `strapiUpdate` to the frame), and the page reloads to show it. Messages from any other origin are ignored.
 */
export function PreviewRefresh({ cmsAdminOrigin }: { cmsAdminOrigin: string }) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsAdminOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === 'strapiUpdate') window.location.reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [cmsAdminOrigin]);
  return null;
}
