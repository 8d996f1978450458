import bootstrap from './bootstrap';
import config from './config';
import register from './register';
import services from './services';

/**
 * Publishing: blog posts, their numbers and excerpts, scheduled publishing, the preview (config/admin.ts),
 * the site's revalidation webhook, marketers' roles and the sample posts.
 */
const plugin = { register, bootstrap, config, services };

export default plugin;
