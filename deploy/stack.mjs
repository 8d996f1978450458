#!/usr/bin/env node
/**
 * The production stack on one machine: nginx (front cache) → STACK_INSTANCES `next start` instances of one
 * build → one shared ISR cache in Redis → the bundled Strapi on PostgreSQL (or the CMS BLOG_API_URL names).
 *
 *   node deploy/stack.mjs start    npm run stack: starts everything in the background, returns once the front answers
 *   node deploy/stack.mjs start --no-cms    the same, but leaves the CMS as it is
 *   node deploy/stack.mjs stop     npm run stack:stop: stops everything it started
 *
 * Environment: STACK_PORT (8080, the front), instances on STACK_PORT+1 … STACK_PORT+STACK_INSTANCES (2),
 * Redis on STACK_REDIS_PORT (STACK_PORT+90), PostgreSQL on STACK_PG_PORT (+91), the CMS on STACK_CMS_PORT
 * (+92), the leads' Redis on STACK_LEADS_REDIS_PORT (+93), its webhook to STACK_WEBHOOK_URL (the front's /api/revalidate). BLOG_API_URL, REVALIDATE_SECRET
 * and NEXT_PUBLIC_SITE_URL as for `npm start`. State (logs, pids,
 * caches, data) lives in STACK_DIR (.stack/). Debian's nginx, redis-server and postgresql are installed with
 * apt when missing.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvironmentError, readEnvironment } from '../lib/env/server.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.STACK_PORT || 8080);
const instances = Number(process.env.STACK_INSTANCES || 2);
const redisPort = Number(process.env.STACK_REDIS_PORT || port + 90);
const pgPort = Number(process.env.STACK_PG_PORT || port + 91);
const cmsPort = Number(process.env.STACK_CMS_PORT || port + 92);
const leadsRedisPort = Number(process.env.STACK_LEADS_REDIS_PORT || port + 93);
const STATE = path.resolve(ROOT, process.env.STACK_DIR || '.stack');
const DIST = '.next-stack';
const pids = path.join(STATE, 'pids');

/**
 * PostgreSQL's data folder. It runs as the postgres user, which must be able to walk to it: when a parent of
 * STATE is closed to other users (a checkout under /root), the cluster lives under PostgreSQL's own home,
 * named after STATE so that each stack keeps its own.
 */
function postgresDir() {
  const inState = path.join(STATE, 'postgres');
  if (process.getuid?.() !== 0) return inState;
  for (let dir = STATE; ; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      const key = createHash('sha256').update(STATE).digest('hex').slice(0, 16);
      return path.join('/var/lib/postgresql', `site-stack-${key}`);
    }
    if (dir === path.dirname(dir)) return inState;
  }
}
const logs = path.join(STATE, 'logs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url, what, seconds = 180) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(url)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not answer on ${url}; see ${logs}`);
}

/** Debian's package for a command, installed with apt when the command is missing. */
function ensureCommand(command, pkg) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return;
  console.log(`Installing ${pkg} with apt…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    const result = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', pkg]);
}

/** A background process whose pid is kept in STATE/pids/<name>.pid, its output in STATE/logs/<name>.log. */
function startDaemon(name, command, args, env = {}) {
  const log = openSync(path.join(logs, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  writeFileSync(path.join(pids, `${name}.pid`), String(child.pid));
  return child.pid;
}

function stopDaemon(name) {
  const file = path.join(pids, `${name}.pid`);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(file, { force: true });
}

/** A secret kept in STATE, made on first use: the webhook's, unless REVALIDATE_SECRET is given. */
function stateSecret(name) {
  const file = path.join(STATE, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** What the build depends on besides the sources: the values built into it. */
function buildFingerprint(env) {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const diff = spawnSync('git', ['diff', 'HEAD'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 }).stdout;
  const built = [
    'BLOG_API_URL',
    'NEXT_PUBLIC_SITE_URL',
    ...Object.keys(env).filter((k) => k.startsWith('NEXT_PUBLIC_')),
  ]
    .map((key) => `${key}=${env[key] ?? ''}`)
    .join('\n');
  return createHash('sha256').update(`${head}\n${diff}\n${built}`).digest('hex');
}

function ensureBuild(env) {
  const stamp = path.join(ROOT, DIST, 'stack-build');
  const fingerprint = buildFingerprint(env);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  console.log(`Building the site into ${DIST}…`);
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('next build failed');
  writeFileSync(stamp, fingerprint);
}

/** Writes the front's configuration; true when it differs from what was there. */
function renderNginxConf() {
  mkdirSync(path.join(STATE, 'nginx', 'cache'), { recursive: true });
  const upstreams = Array.from(
    { length: instances },
    (_, i) => `    server 127.0.0.1:${port + 1 + i} max_fails=1 fail_timeout=2s;`,
  ).join('\n');
  const fill = (text) =>
    text
      .replaceAll('{{STATE}}', STATE)
      .replaceAll('{{ROOT}}', ROOT)
      .replaceAll('{{DIST}}', path.join(ROOT, DIST))
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{UPSTREAMS}}', upstreams);
  let changed = false;
  for (const [file, template] of [
    ['nginx.conf', 'nginx.conf.template'],
    ['proxy.conf', 'nginx-proxy.conf'],
  ]) {
    const target = path.join(STATE, 'nginx', file);
    const content = fill(readFileSync(path.join(ROOT, 'deploy', template), 'utf8'));
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    writeFileSync(target, content);
    changed = true;
  }
  return changed;
}

function nginx(args) {
  // The master runs as root here; its workers as the user nginx names (nobody's files are written but the cache's).
  execFileSync(
    'nginx',
    [
      '-p',
      path.join(STATE, 'nginx'),
      '-c',
      path.join(STATE, 'nginx', 'nginx.conf'),
      '-g',
      'user root;',
      ...args,
    ],
    {
      stdio: 'inherit',
    },
  );
}

/** Instance `i` (1-based) of the site. */
// `localhost`, not 127.0.0.1 (it binds 127.0.0.1 all the same): with a literal 127.0.0.1 Next 16 treats the
// proxy's rewrites as external and proxies them to itself over HTTP (vercel/next.js#94745).
function startInstance(i, env) {
  return startDaemon(
    `instance-${i}`,
    'npx',
    ['next', 'start', '--hostname', 'localhost', '--port', String(port + i)],
    env,
  );
}

async function start() {
  for (const dir of [STATE, pids, logs]) mkdirSync(dir, { recursive: true });
  ensureCommand('nginx', 'nginx');
  ensureCommand('redis-server', 'redis-server');

  const secret = process.env.REVALIDATE_SECRET || stateSecret('revalidate-secret');
  let blogApiUrl = process.env.BLOG_API_URL;
  // The token that lets the site create leads: made here for the bundled CMS, given with another CMS.
  const leadsToken = process.env.LEADS_API_TOKEN || (blogApiUrl ? '' : stateSecret('leads-token'));
  // The same for the rights page's requests (and the CMS's erasures, which purge the outbox with it).
  const requestsToken =
    process.env.DATA_REQUESTS_API_TOKEN || (blogApiUrl ? '' : stateSecret('data-requests-token'));
  // And for the listing sites' keys, which the site reads (a token that may read them and nothing else).
  const publishersToken =
    process.env.PUBLISHERS_API_TOKEN || (blogApiUrl ? '' : stateSecret('publishers-token'));
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || `http://127.0.0.1:${port}`;
  // The site's variables are checked before anything starts: a bad one would stop the build and every
  // instance, minutes later, after the database and the CMS.
  try {
    readEnvironment({
      ...process.env,
      REVALIDATE_SECRET: secret,
      LEADS_API_TOKEN: leadsToken,
      DATA_REQUESTS_API_TOKEN: requestsToken,
      PUBLISHERS_API_TOKEN: publishersToken,
      NEXT_PUBLIC_SITE_URL: siteUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LEADS_REDIS_URL: `redis://127.0.0.1:${leadsRedisPort}`,
      NEXT_DIST_DIR: DIST,
    });
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  // Redis: persisted (append-only file), bounded, evicting the least recently used entries when full;
  // the cache handler needs expiry and eviction events.
  mkdirSync(path.join(STATE, 'redis'), { recursive: true });
  if (!(await redisAnswers(redisPort))) {
    startDaemon('redis', 'redis-server', [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      path.join(STATE, 'redis'),
      '--appendonly',
      'yes',
      '--maxmemory',
      process.env.STACK_REDIS_MAXMEMORY || '512mb',
      '--maxmemory-policy',
      'allkeys-lru',
      '--notify-keyspace-events',
      'Exe',
      '--save',
      '',
    ]);
    for (let i = 0; i < 40 && !(await redisAnswers(redisPort)); i++) await sleep(250);
  }
  // The leads' outbox: a Redis of its own that never evicts (a full one refuses writes, and the site then
  // keeps the lead in the CMS or says it failed) and writes each change to disk before it answers.
  mkdirSync(path.join(STATE, 'redis-leads'), { recursive: true });
  if (!(await redisAnswers(leadsRedisPort))) {
    startDaemon('redis-leads', 'redis-server', [
      '--port',
      String(leadsRedisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      path.join(STATE, 'redis-leads'),
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--maxmemory',
      process.env.STACK_LEADS_REDIS_MAXMEMORY || '256mb',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ]);
    for (let i = 0; i < 40 && !(await redisAnswers(leadsRedisPort)); i++) await sleep(250);
  }

  if (!blogApiUrl) {
    const { startPostgres } = await import('./stack/postgres.mjs');
    const database = await startPostgres({ dataDir: postgresDir(), port: pgPort });
    blogApiUrl = `http://127.0.0.1:${cmsPort}`;
    // --no-cms: every other part is started, the CMS is left as it is (down, in a test of the outage).
    if (!process.argv.includes('--no-cms') && !(await answers(`${blogApiUrl}/api/blogs`))) {
      startDaemon('cms', process.execPath, ['scripts/cms.mjs'], {
        ...database,
        CMS_PORT: String(cmsPort),
        // The webhook goes to the front, which passes it to an instance; the cache handler shares the effect.
        SITE_REVALIDATE_URL: process.env.STACK_WEBHOOK_URL || `http://127.0.0.1:${port}/api/revalidate`,
        REVALIDATE_SECRET: secret,
        CMS_LEADS_TOKEN: leadsToken,
        CMS_DATA_REQUESTS_TOKEN: requestsToken,
        CMS_PUBLISHERS_TOKEN: publishersToken,
        // CVs of this database only: the CMS deletes files in that folder that belong to no lead of its own.
        PRIVATE_UPLOADS_DIR: process.env.PRIVATE_UPLOADS_DIR || path.join(STATE, 'private-uploads'),
        // The editor's Preview button (with PREVIEW_SECRET) opens the site through the front.
        SITE_URL: siteUrl,
      });
      await waitFor(`${blogApiUrl}/api/blogs`, 'The CMS', 300);
    }
  }

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST,
    BLOG_API_URL: blogApiUrl,
    REVALIDATE_SECRET: secret,
    LEADS_API_TOKEN: leadsToken,
    DATA_REQUESTS_API_TOKEN: requestsToken,
    PUBLISHERS_API_TOKEN: publishersToken,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    LEADS_REDIS_URL: `redis://127.0.0.1:${leadsRedisPort}`,
  };
  ensureBuild(env);
  for (let i = 1; i <= instances; i++) {
    if (!(await answers(`http://127.0.0.1:${port + i}/robots.txt`))) startInstance(i, env);
  }
  for (let i = 1; i <= instances; i++)
    await waitFor(`http://127.0.0.1:${port + i}/robots.txt`, `Instance ${i}`);

  const configChanged = renderNginxConf();
  const nginxPid = path.join(STATE, 'nginx', 'nginx.pid');
  // A reload closes idle keep-alive connections, which a client may be about to reuse for a form: only
  // when the configuration changed.
  if (!existsSync(nginxPid)) nginx([]);
  else if (configChanged) nginx(['-s', 'reload']);
  await waitFor(`http://127.0.0.1:${port}/`, 'The front');
  writeFileSync(
    path.join(STATE, 'stack.json'),
    JSON.stringify({ port, instances, redisPort, leadsRedisPort, blogApiUrl, secret, dist: DIST }, null, 2),
  );
  console.log(
    `The stack answers on http://127.0.0.1:${port} (instances ${port + 1}–${port + instances}, Redis ${redisPort}, CMS ${blogApiUrl}).`,
  );
}

async function redisAnswers(redisServerPort) {
  return (
    spawnSync('redis-cli', ['-p', String(redisServerPort), 'ping'], { encoding: 'utf8' }).stdout?.trim() ===
    'PONG'
  );
}

async function stop() {
  if (existsSync(path.join(STATE, 'nginx', 'nginx.pid'))) {
    try {
      nginx(['-s', 'quit']);
    } catch {
      // not running
    }
  }
  if (existsSync(pids)) {
    for (const file of readdirSync(pids)) {
      if (file.endsWith('.pid') && !file.startsWith('redis')) stopDaemon(file.slice(0, -4));
    }
  }
  // Redis last, with a clean shutdown so its append-only file is complete.
  for (const [name, redisServerPort] of [
    ['redis', redisPort],
    ['redis-leads', leadsRedisPort],
  ]) {
    spawnSync('redis-cli', ['-p', String(redisServerPort), 'shutdown'], { stdio: 'ignore' });
    rmSync(path.join(pids, `${name}.pid`), { force: true });
  }
  if (existsSync(postgresDir())) {
    const { stopPostgres } = await import('./stack/postgres.mjs');
    await stopPostgres({ dataDir: postgresDir() });
  }
  console.log('The stack is stopped.');
}

const command = process.argv[2] ?? 'start';
if (command === 'start') await start();
else if (command === 'stop') await stop();
else {
  console.error('usage: node deploy/stack.mjs start|stop');
  process.exit(2);
}
