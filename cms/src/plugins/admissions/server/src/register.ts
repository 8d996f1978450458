import { registerLeadDocuments } from './lead-documents';
import { registerRuleDocuments } from './rule-documents';
import type { Strapi } from './lib/types';
import { registerPrivateUploads } from './services/cvs';

/**
 * What admissions adds to Strapi before it starts: the leads' and the assignment rules' document middleware,
 * and private CVs.
 */
const register = async ({ strapi }: { strapi: Strapi }) => {
  registerLeadDocuments(strapi);
  registerRuleDocuments(strapi);
  await registerPrivateUploads(strapi);
};

export default register;
