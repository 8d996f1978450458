import { errors } from '@strapi/utils';

interface Ability {
  can(action: string, subject?: string): boolean;
}

/**
 * `plugin::data-rights.may-erase`: erasing a person's data takes a role that may update data requests and
 * delete leads (an administrator; not the Admissions role, which neither deletes leads nor reads requests).
 */
const mayErase = (policyContext: { state: { userAbility?: Ability } }): true => {
  const ability = policyContext.state.userAbility;
  if (
    ability?.can('plugin::content-manager.explorer.update', 'api::data-request.data-request') &&
    ability.can('plugin::content-manager.explorer.delete', 'api::lead.lead')
  ) {
    return true;
  }
  throw new errors.PolicyError('Your role may not erase a person’s data.');
};

const policies = { 'may-erase': mayErase };

export default policies;
