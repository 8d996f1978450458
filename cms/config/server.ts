import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';

const serverConfig = ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS'),
  },
  // Every schedule of the CMS (config/cron-tasks.ts).
  cron: { enabled: true, tasks: cronTasks },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default serverConfig;
