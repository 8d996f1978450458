import bootstrap from './bootstrap';
import config from './config';
import middlewares from './middlewares';
import register from './register';
import services from './services';

/**
 * Publishing: blog posts, their numbers and excerpts, scheduled publishing, the preview (config/admin.ts),
 * the site's revalidation webhook, marketers' roles and the sample posts; the batch calendar; the media
 * library's upload from addresses, closed.
 */
const plugin = { register, bootstrap, config, services, middlewares };

export default plugin;
