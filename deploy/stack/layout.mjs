/**
 * Where the production stack keeps what, and on which ports it runs: one answer for deploy/stack.mjs, the
 * backup and restore commands and the stack's tests, all read from the same environment variables.
 *
 * Ports: STACK_PORT (8080) plain HTTP, which redirects to HTTPS; STACK_HTTPS_PORT (STACK_PORT+80) the site
 * over HTTPS; STACK_ADMIN_PORT (STACK_PORT+81) the CMS's admin and API over HTTPS, an origin of its own
 * (the site and Strapi both answer /api); instances on STACK_PORT+1 … STACK_PORT+STACK_INSTANCES (2);
 * Redis STACK_REDIS_PORT (+90); PostgreSQL STACK_PG_PORT (+91); Strapi itself STACK_CMS_PORT (+92, loopback
 * only: the instances call it there); the leads' Redis STACK_LEADS_REDIS_PORT (+93).
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `https://host` without the default port, `https://host:port` otherwise. */
export function httpsOrigin(host, port) {
  return port === 443 ? `https://${host}` : `https://${host}:${port}`;
}

/**
 * PostgreSQL's data folder. It runs as the postgres user, which must be able to walk to it: when a parent of
 * the state folder is closed to other users (a checkout under /root), the cluster lives under PostgreSQL's own
 * home, named after the state folder so that each stack keeps its own.
 */
function postgresDir(state, isRoot) {
  const inState = path.join(state, 'postgres');
  if (!isRoot) return inState;
  for (let dir = state; ; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      const key = createHash('sha256').update(state).digest('hex').slice(0, 16);
      return path.join('/var/lib/postgresql', `site-stack-${key}`);
    }
    if (dir === path.dirname(dir)) return inState;
  }
}

/** @param {NodeJS.ProcessEnv} env */
export function stackLayout(env = process.env) {
  const port = Number(env.STACK_PORT || 8080);
  const httpsPort = Number(env.STACK_HTTPS_PORT || port + 80);
  const adminPort = Number(env.STACK_ADMIN_PORT || port + 81);
  const state = path.resolve(ROOT, env.STACK_DIR || '.stack');
  return {
    root: ROOT,
    state,
    port,
    httpsPort,
    adminPort,
    instances: Number(env.STACK_INSTANCES || 2),
    redisPort: Number(env.STACK_REDIS_PORT || port + 90),
    pgPort: Number(env.STACK_PG_PORT || port + 91),
    cmsPort: Number(env.STACK_CMS_PORT || port + 92),
    leadsRedisPort: Number(env.STACK_LEADS_REDIS_PORT || port + 93),
    /** The address the front listens on: loopback unless the operator opens it (0.0.0.0, or one address). */
    listen: env.STACK_LISTEN || '127.0.0.1',
    siteUrl: env.NEXT_PUBLIC_SITE_URL || httpsOrigin('127.0.0.1', httpsPort),
    adminUrl: (env.CMS_PUBLIC_URL || httpsOrigin('127.0.0.1', adminPort)).replace(/\/+$/, ''),
    postgresDir: postgresDir(state, process.getuid?.() === 0),
    pids: path.join(state, 'pids'),
    logs: path.join(state, 'logs'),
    tls: path.join(state, 'tls'),
    // CVs of this database only: the CMS deletes files in that folder that belong to no lead of its own.
    privateUploads: path.resolve(ROOT, env.PRIVATE_UPLOADS_DIR || path.join(state, 'private-uploads')),
    backupDir: path.resolve(ROOT, env.BACKUP_DIR || path.join(state, 'backups')),
  };
}
