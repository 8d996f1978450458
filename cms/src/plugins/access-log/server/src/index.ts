import config from './config';
import controllers from './controllers';
import middlewares from './middlewares';
import policies from './policies';
import register from './register';
import routes from './routes';
import services from './services';

/**
 * The access record: every look at leads by an admin account, append-only, kept
 * ACCESS_LOG_RETENTION_DAYS; read by Super Admins in the admin and by `npm run access-log`. Anything that
 * reads leads calls `recordAccess` (record.ts).
 */
const plugin = { register, config, controllers, routes, services, policies, middlewares };

export default plugin;
