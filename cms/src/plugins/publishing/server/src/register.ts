import type { Core } from '@strapi/strapi';
import { registerBatchDocuments } from './batch-documents';
import { registerPostDocuments } from './post-documents';

/** What publishing adds to Strapi before it starts: the posts' and the batches' document middleware. */
const register = ({ strapi }: { strapi: Core.Strapi }) => {
  registerPostDocuments(strapi);
  registerBatchDocuments(strapi);
};

export default register;
