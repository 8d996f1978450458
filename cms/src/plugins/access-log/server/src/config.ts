import {
  DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  MIN_ACCESS_LOG_RETENTION_DAYS,
} from '@codebridge/shared/access-log.mjs';
import type { AccessLogSettings } from './settings';

/** The access-log plugin's settings: config/plugins.ts reads them from the environment. */
const pluginConfig = {
  default: { retentionDays: DEFAULT_ACCESS_LOG_RETENTION_DAYS } satisfies AccessLogSettings,
  validator(config: AccessLogSettings) {
    if (!Number.isSafeInteger(config.retentionDays) || config.retentionDays < MIN_ACCESS_LOG_RETENTION_DAYS) {
      throw new Error(
        `retentionDays must be a whole number of days of at least ${MIN_ACCESS_LOG_RETENTION_DAYS}`,
      );
    }
  },
};

export default pluginConfig;
