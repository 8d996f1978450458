import type { Core } from '@strapi/strapi';
import schedule from './schedule';

const services = { schedule };

export type PublishingServices = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

/** The publishing plugin's services, typed, for the CMS's other parts (cron tasks). */
export function publishing(strapi: Core.Strapi): PublishingServices {
  const plugin = strapi.plugin('publishing');
  return Object.fromEntries(
    Object.keys(services).map((name) => [name, plugin.service(name)]),
  ) as unknown as PublishingServices;
}

export default services;
