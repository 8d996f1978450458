import type { Core } from '@strapi/strapi';
import { registerPostDocuments } from './post-documents';

/** What publishing adds to Strapi before it starts: the posts' document middleware. */
const register = ({ strapi }: { strapi: Core.Strapi }) => {
  registerPostDocuments(strapi);
};

export default register;
