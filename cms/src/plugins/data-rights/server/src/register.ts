import type { Core } from '@strapi/strapi';
import { registerRequestDocuments } from './request-documents';

/** What data rights add to Strapi before it starts: the requests' document middleware. */
const register = ({ strapi }: { strapi: Core.Strapi }) => {
  registerRequestDocuments(strapi);
};

export default register;
