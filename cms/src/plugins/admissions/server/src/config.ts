import { readInstitute } from '@codebridge/shared/institute.mjs';
import { DEFAULT_LEAD_RETENTION_DAYS } from '@codebridge/shared/leads.mjs';
import type { AdmissionsSettings } from './settings';

/** The admissions plugin's settings: config/plugins.ts reads them from the environment. */
const pluginConfig = {
  default: {
    admissionsEmail: '',
    adminUrl: 'http://127.0.0.1:1337',
    leadRetentionDays: DEFAULT_LEAD_RETENTION_DAYS,
    privateUploadsDir: '',
    cvEncryptionKey: '',
    testClock: false,
    siteUrl: '',
    whatsapp: null,
    institute: readInstitute({}).institute,
  } satisfies AdmissionsSettings,
  validator(config: AdmissionsSettings) {
    if (!Number.isSafeInteger(config.leadRetentionDays) || config.leadRetentionDays <= 0) {
      throw new Error('leadRetentionDays must be a whole number of days above 0');
    }
  },
};

export default pluginConfig;
