import { DEFAULT_LEAD_RETENTION_DAYS } from '@codebridge/shared/leads.mjs';
import type { DataRightsSettings } from './settings';

const config = {
  default: {
    siteUrl: '',
    siteToken: '',
    grievanceEmail: '',
    admissionsEmail: '',
    adminUrl: '',
    leadRetentionDays: DEFAULT_LEAD_RETENTION_DAYS,
  } satisfies DataRightsSettings,
  validator() {},
};

export default config;
