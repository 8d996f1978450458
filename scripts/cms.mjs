#!/usr/bin/env node
/**
 * The bundled CMS (cms/, Strapi 5 in TypeScript): installs it when needed, compiles it when its sources
 * changed, creates its secrets on first use, and starts it serving the REST API.
 *
 *   node scripts/cms.mjs            install if needed, compile if needed, then start (npm run cms)
 *   node scripts/cms.mjs install    install only
 *   node scripts/cms.mjs compile    compile only (TypeScript into cms/dist, with its type check)
 *   node scripts/cms.mjs types      write the content types' TypeScript types (cms/types/generated)
 *   node scripts/cms.mjs admin      also build and serve the admin panel for marketers (npm run cms:admin)
 *
 * Compiling is `tsc` with the CMS's own tsconfig.json, as Strapi's own build does it (type errors stop it),
 * incremental: a compile of unchanged sources is skipped outright (nothing newer than the last build), a
 * small change takes seconds. The admin panel is built by Strapi's `strapi build` (which compiles too).
 *
 * Environment: CMS_PORT (1337), CMS_HOST (127.0.0.1), CMS_DATABASE_FILENAME (.tmp/data.db, relative to
 * cms/), SITE_URL (the site's address, http://127.0.0.1:3000), REVALIDATE_SECRET and SITE_REVALIDATE_URL
 * ({SITE_URL}/api/revalidate) for the webhook, PREVIEW_SECRET for the editor's Preview button, CMS_API_TOKEN for a
 * full-access API token with a known value (tests), CMS_PREVIEW_TOKEN for a read-only one (the site's
 * BLOG_PREVIEW_TOKEN, to read drafts). CV_ENCRYPTION_KEY seals the CVs on disk: made once beside the
 * secrets when the environment has none.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { appendFileSync, readFileSync } from 'node:fs';
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

/** The CMS's sources and what they import from the site (lib/shared): what a compile reads. */
const SOURCES = ['src', 'config', 'database', 'types', 'tsconfig.json', 'package.json', '../lib/shared'];
const BUILD_INFO = path.join(CMS_DIR, 'dist', '.tsbuildinfo');

function newestChange(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

/** Compiles the CMS's TypeScript into cms/dist, unless nothing changed since the last compile. */
function compile() {
  const built = statSync(BUILD_INFO, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (SOURCES.every((source) => newestChange(path.join(CMS_DIR, source)) < built)) return;
  const started = Date.now();
  const result = spawnSync(path.join(CMS_DIR, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The CMS did not compile (above): nothing was started.');
    process.exit(result.status ?? 1);
  }
  console.log(`Compiled the CMS in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Strapi's own secrets, random per machine, kept in cms/.env (not committed). */
function ensureSecrets() {
  const file = path.join(CMS_DIR, '.env');
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
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
}

/**
 * The key CVs are sealed with on disk (CV_ENCRYPTION_KEY, 32 random bytes in base64): the operator's when
 * the environment has one (the stack passes it), otherwise one made once for this machine beside Strapi's
 * secrets (added to a file made before CVs were encrypted). Never replaced: the stored CVs open only with it.
 */
function ensureCvKey() {
  if (process.env.CV_ENCRYPTION_KEY?.trim()) return;
  const file = path.resolve(CMS_DIR, process.env.ENV_PATH || '.env');
  const text = readFileSync(file, 'utf8');
  if (/^CV_ENCRYPTION_KEY=\S/m.test(text)) return;
  const line = `CV_ENCRYPTION_KEY=${randomBytes(32).toString('base64')}\n`;
  appendFileSync(file, text === '' || text.endsWith('\n') ? line : `\n${line}`, { mode: 0o600 });
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

function run(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** Runs a Strapi command to its end; stops this script when it fails. */
function strapiCommand(args) {
  const result = spawnSync(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), args, {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureInstalled();
if (mode === 'install') process.exit(0);
if (mode === 'compile') {
  compile();
  process.exit(0);
}
if (mode === 'types') {
  // Strapi compiles the CMS itself first (ignoring type errors: the types may be what is missing).
  strapiCommand(['ts:generate-types']);
  process.exit(0);
}
ensureSecrets();
ensureCvKey();
mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });

if (mode === 'admin') {
  // Strapi's own build: the TypeScript (type-checked) and the admin panel with the plugins' admin halves.
  strapiCommand(['build']);
  run(strapi(['start'], { SERVE_ADMIN_PANEL: 'true' }));
} else {
  compile();
  run(strapi(['start']));
}
