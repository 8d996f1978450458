import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';

const serverConfig = ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Its public address behind a proxy (the stack's front, https://…): the admin's absolute address, CORS and
  // the links it writes come from it. Unset: http://HOST:PORT.
  url: env('CMS_PUBLIC_URL', ''),
  // Behind the stack's front (CMS_TRUST_PROXY=true) a client is the address the front sets, the last
  // X-Forwarded-For entry and nothing before it, so the admin's sign-in limit counts each client apart; with
  // FRONT_SECRET the header counts only on a request that came through the front (src/middlewares/front-door.ts).
  // Without a proxy in front, no header is trusted.
  proxy: { koa: env.bool('CMS_TRUST_PROXY', false), maxIpsCount: 1 },
  // The public folder (uploads in its uploads/): a second CMS on this machine (the backup test's) keeps its own.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
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
