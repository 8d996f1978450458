import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::data-request.data-request');
