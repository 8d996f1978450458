import { errors } from '@strapi/utils';

interface Ability {
  can(action: string, subject?: string): boolean;
}

type PolicyContext = { state: { userAbility?: Ability } };

const REQUESTS = 'api::data-request.data-request';
const LEADS = 'api::lead.lead';

/**
 * `plugin::data-rights.may-erase`: erasing a person's data takes a role that may update data requests and
 * delete leads (an administrator; not the Admissions role, which neither deletes leads nor reads requests).
 */
const mayErase = (policyContext: PolicyContext): true => {
  const ability = policyContext.state.userAbility;
  if (
    ability?.can('plugin::content-manager.explorer.update', REQUESTS) &&
    ability.can('plugin::content-manager.explorer.delete', LEADS)
  ) {
    return true;
  }
  throw new errors.PolicyError('Your role may not erase a person’s data.');
};

/**
 * `plugin::data-rights.may-answer`: answering an access request (gathering and sending everything held on
 * the person) takes a role that may update data requests and read leads.
 */
const mayAnswer = (policyContext: PolicyContext): true => {
  const ability = policyContext.state.userAbility;
  if (
    ability?.can('plugin::content-manager.explorer.update', REQUESTS) &&
    ability.can('plugin::content-manager.explorer.read', LEADS)
  ) {
    return true;
  }
  throw new errors.PolicyError('Your role may not answer a request for a person’s data.');
};

const policies = { 'may-erase': mayErase, 'may-answer': mayAnswer };

export default policies;
