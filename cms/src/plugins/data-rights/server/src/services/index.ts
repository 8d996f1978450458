import type { Core } from '@strapi/strapi';
import access from './access';
import erasure from './erasure';
import notices from './notices';
import requests from './requests';
import retention from './retention';

const services = { access, erasure, notices, requests, retention };

export type DataRightsServices = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

/** The data-rights plugin's services, typed, for the CMS's other parts (cron tasks, the requests' controller). */
export function dataRights(strapi: Core.Strapi): DataRightsServices {
  const plugin = strapi.plugin('data-rights');
  return Object.fromEntries(
    Object.keys(services).map((name) => [name, plugin.service(name)]),
  ) as unknown as DataRightsServices;
}

export default services;
