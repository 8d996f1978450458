import { factories } from '@strapi/strapi';

// The usual REST routes; who may call them is the roles' and tokens' business: the public role none, the
// site's token (LEADS_API_TOKEN) create only.
export default factories.createCoreRouter('api::lead.lead');
