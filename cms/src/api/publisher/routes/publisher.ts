import { factories } from '@strapi/strapi';

// Read only, and only for a token allowed to (the site's PUBLISHERS_API_TOKEN): the keys are secrets. Marketers
// add and change listing sites in the admin.
export default factories.createCoreRouter('api::publisher.publisher', { only: ['find'] });
