import bootstrap from './bootstrap';
import config from './config';
import controllers from './controllers';
import policies from './policies';
import routes from './routes';
import services from './services';

/** Data rights: people's requests about their data, their verification, erasure and the requests' retention. */
const plugin = { bootstrap, config, controllers, routes, services, policies };

export default plugin;
