#!/usr/bin/env node
/**
 * The bundled blog CMS (cms/, Strapi 5): installs it when needed, creates its secrets on first use, and
 * starts it serving the REST API.
 *
 *   node scripts/cms.mjs            install if needed, then start (npm run cms)
 *   node scripts/cms.mjs install    install only
 *   node scripts/cms.mjs admin      also serve the admin panel for marketers, built first when its sources
 *                                   changed (npm run cms:admin)
 *   node scripts/cms.mjs build-admin   build the admin panel only, and only when its sources changed
 *
 * The admin panel is built into cms/build/ (about 40 s and 2 GB of memory), stamped with a hash of what the
 * build reads: cms/src/admin, local plugins, cms/config, the CMS's package.json and lockfile, its TypeScript
 * settings, cms/build-admin.js, and the values the build writes into it (STRAPI_ADMIN_* and CMS_PUBLIC_URL).
 * A build whose stamp matches is reused; any change to those builds again.
 *
 * Environment: CMS_PORT (1337), CMS_HOST (127.0.0.1), CMS_DATABASE_FILENAME (.tmp/data.db, relative to
 * cms/), SITE_URL (the site's address, http://127.0.0.1:3000), REVALIDATE_SECRET and SITE_REVALIDATE_URL
 * ({SITE_URL}/api/revalidate) for the webhook, PREVIEW_SECRET for the editor's Preview button, CMS_API_TOKEN for a
 * full-access API token with a known value (tests), CMS_PREVIEW_TOKEN for a read-only one (the site's
 * BLOG_PREVIEW_TOKEN, to read drafts). ENV_PATH (cms/.env) for its secrets file, CMS_PUBLIC_DIR (public) for
 * its public folder, CMS_PUBLIC_URL for its public address behind a proxy, CMS_TRUST_PROXY=true behind one
 * (the stack's front), CMS_ADMIN_IDLE_MINUTES (15) and CMS_ADMIN_SESSION_HOURS (8) for admin sessions.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CMS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const mode = process.argv[2] ?? 'start';

function ensureInstalled() {
  const installed = (name) => existsSync(path.join(CMS_DIR, 'node_modules', name, 'package.json'));
  if (['@strapi/strapi', 'pg', '@strapi/provider-email-nodemailer'].every(installed)) return;
  console.log('Installing the bundled CMS (first run only, a few minutes)...');
  // Not npm ci: the registry mirror lacks other platforms' optional packages, and npm ci refuses a lockfile
  // without them; npm install honours the lockfile all the same.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: CMS_DIR, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Strapi's own secrets, random per machine, kept in cms/.env (or the file ENV_PATH names; not committed). */
function ensureSecrets() {
  const file = path.resolve(CMS_DIR, process.env.ENV_PATH || '.env');
  if (existsSync(file)) return;
  const secret = () => randomBytes(24).toString('base64');
  const lines = [
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
  ];
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
}

function strapi(args, extraEnv = {}) {
  const siteUrl = process.env.SITE_URL || 'http://127.0.0.1:3000';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: process.env.CMS_HOST || '127.0.0.1',
    PORT: process.env.CMS_PORT || '1337',
    DATABASE_FILENAME: process.env.CMS_DATABASE_FILENAME || '.tmp/data.db',
    // One address for the site: the webhook follows it unless told otherwise.
    SITE_REVALIDATE_URL: process.env.SITE_REVALIDATE_URL || new URL('/api/revalidate', siteUrl).href,
    SITE_URL: siteUrl,
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...extraEnv,
  };
  return spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), args, {
    cwd: CMS_DIR,
    env,
    stdio: 'inherit',
  });
}

/** What the admin build reads, relative to cms/: folders are walked whole (tests and node_modules aside). */
const ADMIN_SOURCES = [
  'src/admin',
  'src/plugins',
  'config',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'build-admin.js',
];
const ADMIN_STAMP = path.join(CMS_DIR, 'build', '.source-hash');

function adminSourceHash() {
  const hash = createHash('sha256');
  const add = (relative) => {
    const full = path.join(CMS_DIR, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) {
        if (name === 'node_modules' || /\.test\.[jt]sx?$/.test(name)) continue;
        add(path.join(relative, name));
      }
      return;
    }
    hash.update(`${relative}\0`);
    hash.update(readFileSync(full));
    hash.update('\0');
  };
  ADMIN_SOURCES.forEach(add);
  for (const [name, value] of Object.entries(process.env).sort())
    if (name.startsWith('STRAPI_ADMIN_') || name === 'CMS_PUBLIC_URL') hash.update(`${name}=${value}\n`);
  return hash.digest('hex');
}

/** Builds the admin panel unless the build there was made from the same sources. */
function buildAdmin() {
  const sources = adminSourceHash();
  const built = existsSync(ADMIN_STAMP) ? readFileSync(ADMIN_STAMP, 'utf8').trim() : '';
  if (built === sources && existsSync(path.join(CMS_DIR, 'build', 'index.html'))) {
    console.log('The CMS admin panel is built from these sources already (cms/build).');
    return;
  }
  console.log('Building the CMS admin panel (about 40 s)...');
  // cms/build-admin.js rather than `strapi build`, which would take the site's tsconfig.json for its own.
  const build = spawnSync(process.execPath, [path.join(CMS_DIR, 'build-admin.js')], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(ADMIN_STAMP, `${sources}\n`);
}

function run(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

ensureInstalled();
if (mode === 'install') process.exit(0);
if (mode === 'build-admin') {
  buildAdmin();
  process.exit(0);
}
ensureSecrets();
// Strapi refuses to start without its public uploads folder.
mkdirSync(path.join(path.resolve(CMS_DIR, process.env.CMS_PUBLIC_DIR || 'public'), 'uploads'), {
  recursive: true,
});

if (mode === 'admin') {
  buildAdmin();
  run(strapi(['start'], { SERVE_ADMIN_PANEL: 'true' }));
} else {
  run(strapi(['start']));
}
