import bootstrap from './bootstrap';
import config from './config';
import controllers from './controllers';
import policies from './policies';
import register from './register';
import routes from './routes';
import services from './services';
import { noticesSettled } from './services/notices';

/**
 * Data rights: people's requests about their data, their verification, the team's notices, the access
 * answer, erasure and the requests' retention.
 */
const plugin = {
  register,
  bootstrap,
  // A CMS that stops finishes the team's notices it has started (their claims are taken).
  destroy: () => noticesSettled(),
  config,
  controllers,
  routes,
  services,
  policies,
};

export default plugin;
