import { registerLeadDocuments } from './lead-documents';
import { registerPrivateFilesGuard } from './private-files-guard';
import { registerRuleDocuments } from './rule-documents';
import type { Strapi } from './lib/types';
import { registerPrivateUploads } from './services/cvs';

/**
 * What admissions adds to Strapi before it starts: the leads' and the assignment rules' document middleware,
 * private CVs, and no CV in any other entry's media field.
 */
const register = async ({ strapi }: { strapi: Strapi }) => {
  registerLeadDocuments(strapi);
  registerRuleDocuments(strapi);
  registerPrivateFilesGuard(strapi);
  await registerPrivateUploads(strapi);
};

export default register;
