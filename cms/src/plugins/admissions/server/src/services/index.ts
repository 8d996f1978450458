import type { Strapi } from '../lib/types';
import acknowledgements from './acknowledgements';
import alerts from './alerts';
import cvs from './cvs';
import dashboard from './dashboard';
import exportService from './export';
import history from './history';
import intake from './intake';
import people from './people';
import reminders from './reminders';
import retention from './retention';

const services = {
  acknowledgements,
  alerts,
  cvs,
  dashboard,
  export: exportService,
  history,
  intake,
  people,
  reminders,
  retention,
};

export type AdmissionsServices = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

/** The admissions plugin's services, typed, for the CMS's other parts (cron tasks, the lead controller). */
export function admissions(strapi: Strapi): AdmissionsServices {
  const plugin = strapi.plugin('admissions');
  return Object.fromEntries(
    Object.keys(services).map((name) => [name, plugin.service(name)]),
  ) as unknown as AdmissionsServices;
}

export default services;
