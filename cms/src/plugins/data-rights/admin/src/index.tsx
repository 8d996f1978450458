/** The admin half of data rights: the Erase button on a verified erasure request's page. */
import type { StrapiApp } from '@strapi/strapi/admin';
import { ErasurePanel } from './components/ErasurePanel';

const adminHalf = {
  register(app: StrapiApp) {
    app.registerPlugin({ id: 'data-rights', name: 'Data rights' });
  },
  bootstrap(app: { getPlugin: StrapiApp['getPlugin'] }) {
    const contentManager = app.getPlugin('content-manager');
    (contentManager.apis as { addEditViewSidePanel(panels: unknown[]): void }).addEditViewSidePanel([
      ErasurePanel,
    ]);
  },
};

export default adminHalf;
