/** The admin half of data rights: the Access and Erasure panels on a verified request's page. */
import type { StrapiApp } from '@strapi/strapi/admin';
import { AccessPanel } from './components/AccessPanel';
import { ErasurePanel } from './components/ErasurePanel';

const adminHalf = {
  register(app: StrapiApp) {
    app.registerPlugin({ id: 'data-rights', name: 'Data rights' });
  },
  bootstrap(app: { getPlugin: StrapiApp['getPlugin'] }) {
    const contentManager = app.getPlugin('content-manager');
    (contentManager.apis as { addEditViewSidePanel(panels: unknown[]): void }).addEditViewSidePanel([
      AccessPanel,
      ErasurePanel,
    ]);
  },
};

export default adminHalf;
