'use strict';
/**
 * Builds the admin panel (npm run cms:admin). `strapi build` looks for a tsconfig.json in every folder
 * above this one and finds the site's, then tries to compile this JavaScript project as TypeScript; this
 * calls the same build without that lookup.
 */
const path = require('node:path');

// Internal modules of @strapi/strapi 5.54.0 (pinned), reached by path: its package exports hide them.
const strapiDist = path.join(__dirname, 'node_modules', '@strapi', 'strapi', 'dist', 'src');
const { build } = require(path.join(strapiDist, 'node', 'build.js'));
const { createLogger } = require(path.join(strapiDist, 'cli', 'utils', 'logger.js'));

build({
  cwd: __dirname,
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  tsconfig: undefined,
  bundler: 'vite',
  minify: true,
  sourcemap: false,
  stats: false,
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
