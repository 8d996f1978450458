import { factories } from '@strapi/strapi';

// Read only: the site lists the batches (the public role may, granted on the first start); the admissions head
// and Editors add and change them in the admin.
export default factories.createCoreRouter('api::batch.batch', { only: ['find'] });
