import type { Core } from '@strapi/strapi';

/** The data-rights plugin's settings, read from the environment in config/plugins.ts. */
export interface DataRightsSettings {
  /** The site's address: its confirmation page, and its outbox's purge. */
  siteUrl: string;
  /** The token the site creates requests with, presented to the site to purge its outbox. */
  siteToken: string;
}

export function settings(strapi: Core.Strapi): DataRightsSettings {
  return strapi.config.get('plugin::data-rights') as DataRightsSettings;
}
