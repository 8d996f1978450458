import type { Core } from '@strapi/strapi';
import entries from './entries';
import retention from './retention';

const services = { entries, retention };

export type AccessLogServices = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

/** The access-log plugin's services, typed, for the CMS's other parts (the cron tasks). */
export function accessLog(strapi: Core.Strapi): AccessLogServices {
  const plugin = strapi.plugin('access-log');
  return Object.fromEntries(
    Object.keys(services).map((name) => [name, plugin.service(name)]),
  ) as unknown as AccessLogServices;
}

export default services;
