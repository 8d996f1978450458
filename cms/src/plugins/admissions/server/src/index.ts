import bootstrap from './bootstrap';
import config from './config';
import controllers from './controllers';
import middlewares from './middlewares';
import policies from './policies';
import register from './register';
import routes from './routes';
import services from './services';
import { acknowledgementsSettled } from './services/acknowledgements';
import { alertsSettled } from './services/alerts';

/** Admissions: leads, their history, counsellors and assignment, alerts, digests, the dashboard, the export, CVs. */
const plugin = {
  register,
  bootstrap,
  // A CMS that stops finishes the alerts and acknowledgements it has started (their claims are taken).
  destroy: () => Promise.all([alertsSettled(), acknowledgementsSettled()]),
  config,
  controllers,
  routes,
  services,
  policies,
  middlewares,
};

export default plugin;
