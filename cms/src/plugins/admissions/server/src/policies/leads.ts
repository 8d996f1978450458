import { errors } from '@strapi/utils';
import { mayReadLeads, mayUpdateLeads, type Ability } from '../../../common/leads';

/**
 * `plugin::admissions.leads`: the admin routes of admissions are for a signed-in admin whose role may read
 * leads (`{ name: 'plugin::admissions.leads', config: { update: true } }`: and update them).
 */
const leadsPolicy = (
  policyContext: { state: { userAbility?: Ability } },
  config: { update?: boolean } = {},
): true => {
  const ability = policyContext.state.userAbility;
  if (config.update ? mayUpdateLeads(ability) : mayReadLeads(ability)) return true;
  throw new errors.PolicyError(
    config.update ? 'Your role may not update leads.' : 'Your role may not read leads.',
  );
};

export default leadsPolicy;
