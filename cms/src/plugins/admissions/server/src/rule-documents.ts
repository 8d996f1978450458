/**
 * What the CMS does when an assignment rule is created or changed, however it happens (the admin, the API):
 * its forms are kept to the kinds a lead can have (each once, spelled as the leads spell them; anything else
 * is refused with a message naming the kinds), and its turn counter is the round robin's alone: a value
 * sent for it is dropped (lib/assignment.ts raises it in the same transaction as the lead's create); its
 * counsellors are accounts that work leads (lib/counsellors.ts), or it is refused.
 */
import { errors } from '@strapi/utils';
import { LEAD_KINDS } from '@codebridge/shared/leads.mjs';
import { onDocuments, type DocumentContext } from '../../../../documents';
import { RULE_UID, ruleForms } from './lib/assignment';
import { refuseNonCounsellors } from './lib/counsellors';
import type { Strapi } from './lib/types';

/** A rule's data as it will be stored, or the message that refuses it. */
export function ruleData(data: Record<string, unknown>): Record<string, unknown> {
  const clean = { ...data };
  delete clean.assignedCount;
  if (!Object.hasOwn(clean, 'forms')) return clean;
  const sent = clean.forms;
  if (sent === null || sent === undefined || sent === '') {
    clean.forms = [];
    return clean;
  }
  const forms = ruleForms(sent);
  if (
    !Array.isArray(sent) ||
    forms.length !== new Set(sent.map((form) => String(form).trim().toLowerCase())).size
  ) {
    throw new errors.ValidationError(`Forms: a list of the kinds of lead (${LEAD_KINDS.join(', ')}).`);
  }
  clean.forms = forms;
  return clean;
}

export function registerRuleDocuments(strapi: Strapi) {
  onDocuments(strapi, RULE_UID, async (context: DocumentContext, next) => {
    if ((context.action === 'create' || context.action === 'update') && context.params.data) {
      context.params.data = ruleData(context.params.data);
      await refuseNonCounsellors(strapi, context.params.data.counsellors, 'Counsellors');
    }
    return next();
  });
}
