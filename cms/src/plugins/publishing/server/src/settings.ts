import type { Core } from '@strapi/strapi';

/** The publishing plugin's settings, read from the environment in config/plugins.ts. */
export interface PublishingSettings {
  /** The site's POST /api/revalidate ('' for no webhook). */
  revalidateUrl: string;
  /** The secret the site's webhook takes ('' for no webhook). */
  revalidateSecret: string;
}

export function settings(strapi: Core.Strapi): PublishingSettings {
  return strapi.config.get('plugin::publishing') as PublishingSettings;
}
