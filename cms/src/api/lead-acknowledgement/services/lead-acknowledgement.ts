import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::lead-acknowledgement.lead-acknowledgement');
