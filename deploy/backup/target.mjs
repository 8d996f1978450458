/**
 * Where a CMS keeps what a backup holds, read from the same variables the CMS itself reads:
 *
 * - the bundled CMS as `npm run cms` runs it (the default): DATABASE_CLIENT (sqlite), CMS_DATABASE_FILENAME
 *   (.tmp/data.db under cms/) or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD/SCHEMA, PRIVATE_UPLOADS_DIR
 *   (cms/private-uploads), CMS_PUBLIC_DIR (cms/public, whose uploads/ folder holds the public files), ENV_PATH
 *   (cms/.env: the CMS's own secrets, without which its API tokens no longer match), BACKUP_DIR (backups/);
 * - the production stack's CMS (`--stack`): its PostgreSQL and folders, as deploy/stack.mjs lays them out
 *   (BACKUP_DIR defaults to the stack's own backups/ folder).
 */
import path from 'node:path';
import { ROOT, stackLayout } from '../stack/layout.mjs';

const CMS = path.join(ROOT, 'cms');

/** @param {{ env?: NodeJS.ProcessEnv, stack?: boolean }} options */
export function cmsTarget({ env = process.env, stack = false } = {}) {
  // Strapi runs in cms/: its relative folders are relative to it.
  const inCms = (value) => path.resolve(CMS, value);
  const publicDir = inCms(env.CMS_PUBLIC_DIR || 'public');
  const common = {
    publicUploads: path.join(publicDir, 'uploads'),
    secretsFile: inCms(env.ENV_PATH || '.env'),
  };
  if (stack) {
    if (env.BLOG_API_URL)
      throw new Error(
        'The stack uses the CMS BLOG_API_URL names, not its own: back that CMS up where it runs.',
      );
    const layout = stackLayout(env);
    return {
      ...common,
      kind: 'stack',
      layout,
      database: {
        client: 'postgres',
        host: '127.0.0.1',
        port: layout.pgPort,
        database: 'strapi',
        user: 'strapi',
        passwordFile: path.join(layout.postgresDir, 'stack-password'),
        schema: 'public',
      },
      privateUploads: layout.privateUploads,
      backupDir: layout.backupDir,
      pidFile: path.join(layout.pids, 'cms.pid'),
    };
  }
  const client = env.DATABASE_CLIENT || 'sqlite';
  let database;
  if (client === 'postgres') {
    database = {
      client,
      host: env.DATABASE_HOST || 'localhost',
      port: Number(env.DATABASE_PORT || 5432),
      database: env.DATABASE_NAME || 'strapi',
      user: env.DATABASE_USERNAME || 'strapi',
      password: env.DATABASE_PASSWORD || 'strapi',
      schema: env.DATABASE_SCHEMA || 'public',
    };
  } else if (client === 'sqlite') {
    // As cms/config/database.ts joins it: always under cms/.
    database = { client, file: path.join(CMS, env.CMS_DATABASE_FILENAME || '.tmp/data.db') };
  } else {
    throw new Error(`DATABASE_CLIENT=${client}: backups cover sqlite and postgres.`);
  }
  return {
    ...common,
    kind: 'cms',
    database,
    privateUploads: inCms(env.PRIVATE_UPLOADS_DIR || 'private-uploads'),
    backupDir: path.resolve(ROOT, env.BACKUP_DIR || 'backups'),
    pidFile: null,
  };
}
