import { factories } from '@strapi/strapi';

// Create only: the site's token (DATA_REQUESTS_API_TOKEN) may create a request; nobody reads requests over
// the REST API (admissions work them in the admin).
export default factories.createCoreRouter('api::data-request.data-request', { only: ['create'] });
