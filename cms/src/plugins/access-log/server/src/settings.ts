import type { Core } from '@strapi/strapi';

/** The access-log plugin's settings, read from the environment in config/plugins.ts. */
export interface AccessLogSettings {
  /** How long an entry is kept (ACCESS_LOG_RETENTION_DAYS). */
  retentionDays: number;
}

export function settings(strapi: Core.Strapi): AccessLogSettings {
  return strapi.config.get('plugin::access-log') as AccessLogSettings;
}
