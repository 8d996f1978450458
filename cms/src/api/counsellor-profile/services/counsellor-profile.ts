import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::counsellor-profile.counsellor-profile');
