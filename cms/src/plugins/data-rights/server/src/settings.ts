import type { Core } from '@strapi/strapi';

/** The data-rights plugin's settings, read from the environment in config/plugins.ts. */
export interface DataRightsSettings {
  /** The site's address: its confirmation page, and its outbox's purge. */
  siteUrl: string;
  /** The token the site creates requests with, presented to the site to purge its outbox. */
  siteToken: string;
  /** Who hears of each new request and gets the daily list of open ones ('' for nobody). */
  grievanceEmail: string;
  /** Admissions' address: alerts without a counsellor and escalations went there. */
  admissionsEmail: string;
  /** The admin's own address, for links in the team's e-mails. */
  adminUrl: string;
  /** How long a lead is kept, as the access answer states it. */
  leadRetentionDays: number;
}

export function settings(strapi: Core.Strapi): DataRightsSettings {
  return strapi.config.get('plugin::data-rights') as DataRightsSettings;
}
