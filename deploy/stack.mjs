#!/usr/bin/env node
/**
 * The production stack on one machine: nginx (front cache, HTTPS) → STACK_INSTANCES `next start` instances of
 * one build → one shared ISR cache in Redis → the bundled Strapi on PostgreSQL (or the CMS BLOG_API_URL
 * names), whose admin panel and API the front serves on an origin of its own; and the CMS's nightly backup.
 *
 *   node deploy/stack.mjs start    npm run stack: starts everything in the background, returns once the front answers;
 *                                  its last two lines are `Site: https://…` and `Admin: https://…/admin`
 *   node deploy/stack.mjs start --no-cms    the same, but leaves the CMS as it is
 *   node deploy/stack.mjs stop     npm run stack:stop: stops everything it started
 *
 * Environment (ports: deploy/stack/layout.mjs): STACK_PORT (8080, plain HTTP, redirecting), STACK_HTTPS_PORT
 * (+80, the site), STACK_ADMIN_PORT (+81, the CMS), instances on STACK_PORT+1 … STACK_PORT+STACK_INSTANCES (2),
 * Redis on STACK_REDIS_PORT (+90), PostgreSQL on STACK_PG_PORT (+91), the CMS on STACK_CMS_PORT (+92, loopback
 * only), the leads' Redis on STACK_LEADS_REDIS_PORT (+93), the front in plain HTTP for this machine's callers on
 * STACK_INTERNAL_PORT (+94), its webhook to STACK_WEBHOOK_URL (the front's /api/revalidate). STACK_LISTEN
 * (127.0.0.1): the address the front listens on. STACK_TLS_CERT and STACK_TLS_KEY: the operator's certificate
 * and key (PEM); without them the stack makes one for local use. STACK_ADMIN_ALLOW: the networks that may reach
 * the CMS's origin (addresses or CIDR ranges, commas between; unset, every client). CMS_PUBLIC_URL: the CMS's
 * public address, when it is not https://127.0.0.1:STACK_ADMIN_PORT. BACKUP_KEY, BACKUP_AT and the other
 * BACKUP_* variables: the nightly backup (deploy/backup/). BLOG_API_URL, REVALIDATE_SECRET and
 * NEXT_PUBLIC_SITE_URL as for `npm start`. The institute's identity (INSTITUTE_*, GRIEVANCE_OFFICER_*) is
 * required: the sample one only with ALLOW_SAMPLE_IDENTITY=1. State (logs, pids, caches, data) lives in STACK_DIR (.stack/).
 * Debian's nginx, redis-server and postgresql are installed with apt when missing.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { readEnvironment } from '../lib/env/server.mjs';
import { INSTITUTE_VARIABLES, readInstitute } from '../lib/shared/institute.mjs';
import { assertSupportedNode } from '../lib/shared/node-runtime.mjs';
import { keepFromEnv, nextRunAt } from './backup/retention.mjs';
import { describeNodeServing, nextStartArgs } from './node-serving.mjs';
import { adminAllowRules, ensureCertificate } from './stack/front.mjs';
import { stackLayout } from './stack/layout.mjs';

const layout = stackLayout();
const {
  root: ROOT,
  state: STATE,
  port,
  httpsPort,
  adminPort,
  instances,
  redisPort,
  pgPort,
  cmsPort,
} = layout;
const { leadsRedisPort, pids, logs } = layout;
const internalPort = Number(process.env.STACK_INTERNAL_PORT || port + 94);
const DIST = '.next-stack';

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

/**
 * BACKUP_KEY is the backup scheduler's alone (startBackups hands it over): taken out of this process's
 * environment at once, so no other part the stack starts (the instances, the CMS, Redis, PostgreSQL, nginx,
 * apt) ever has it.
 */
const backupKey = process.env.BACKUP_KEY || '';
delete process.env.BACKUP_KEY;

/**
 * A background process whose pid is kept in STATE/pids/<name>.pid, its output in STATE/logs/<name>.log;
 * `account` ({ uid, gid }): run as that user (its supplementary groups dropped), not as this one.
 */
function startDaemon(name, command, args, env = {}, account = null) {
  const log = openSync(path.join(logs, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
    ...(account ? { uid: account.uid, gid: account.gid } : {}),
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
  mkdirSync(STATE, { recursive: true, mode: 0o711 });
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
    // next.config.ts writes these into the build too.
    'LEAD_RETENTION_DAYS',
    'WHATSAPP_PHONE_NUMBER_ID',
    // Only whether it is set is built in (LEADS_TO_CMS), never the token.
    `LEADS_TO_CMS`,
    ...INSTITUTE_VARIABLES,
    ...Object.keys(env).filter((k) => k.startsWith('NEXT_PUBLIC_')),
  ]
    .map((key) =>
      key === 'LEADS_TO_CMS' ? `${key}=${env.LEADS_API_TOKEN ? 'on' : ''}` : `${key}=${env[key] ?? ''}`,
    )
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
/** Where the front redirects plain HTTP: the configured address's host, over HTTPS, on the front's port. */
function httpsAt(configured, tlsPort) {
  return `https://${new URL(configured).hostname}${tlsPort === 443 ? '' : `:${tlsPort}`}`;
}

function renderNginxConf(tls) {
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
      .replaceAll('{{LISTEN}}', layout.listen.includes(':') ? `[${layout.listen}]` : layout.listen)
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{HTTPS_PORT}}', String(httpsPort))
      .replaceAll('{{SITE_HTTPS}}', httpsAt(layout.siteUrl, httpsPort))
      .replaceAll('{{ADMIN_HTTPS}}', httpsAt(layout.adminUrl, adminPort))
      .replaceAll('{{INTERNAL_PORT}}', String(internalPort))
      .replaceAll('{{ADMIN_PORT}}', String(adminPort))
      .replaceAll('{{CMS_PORT}}', String(cmsPort))
      .replaceAll('{{FRONT_SECRET}}', frontSecret())
      .replaceAll('{{CMS_FRONT_SECRET}}', cmsFrontSecret())
      .replaceAll('{{ADMIN_ALLOW}}', adminAllowRules(process.env.STACK_ADMIN_ALLOW))
      .replaceAll('{{TLS_CERT}}', tls.cert)
      .replaceAll('{{TLS_KEY}}', tls.key)
      .replaceAll('{{TLS_FINGERPRINT}}', tls.certificate.fingerprint256)
      .replaceAll('{{UPSTREAMS}}', upstreams);
  let changed = false;
  for (const [file, template] of [
    ['nginx.conf', 'nginx.conf.template'],
    ['proxy.conf', 'nginx-proxy.conf'],
  ]) {
    const target = path.join(STATE, 'nginx', file);
    const content = fill(readFileSync(path.join(ROOT, 'deploy', template), 'utf8'));
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    // The proxy's holds the front's secret: its owner's alone (nginx's master reads it as root).
    writeFileSync(target, content, { mode: 0o600 });
    chmodSync(target, 0o600);
    changed = true;
  }
  return changed;
}

/** The user nginx's workers run as: www-data when it can read the site's files, else (a warning) root. */
const NGINX_WORKER = 'www-data';

/**
 * Whether the workers can run as NGINX_WORKER: this runs as root, the user exists, and it can read the build's
 * static files and the public folder (a checkout under a private home folder could not be served by it).
 */
function unprivilegedWorkers() {
  if (process.getuid?.() !== 0) return false;
  const reads = (target) =>
    spawnSync('runuser', ['-u', NGINX_WORKER, '--', 'test', '-r', target], { stdio: 'ignore' }).status === 0;
  return reads(path.join(ROOT, DIST, 'BUILD_ID')) && reads(path.join(ROOT, 'public', 'blog.jpg'));
}

function nginx(args) {
  // The master runs as root (it binds the ports and reads the TLS key); the workers, which answer clients,
  // as an unprivileged user when it can read what they serve. nginx gives them its temporary and cache
  // folders itself.
  const workers = unprivilegedWorkers() ? NGINX_WORKER : 'root';
  // The cache's subfolders a run as root made: nginx gives the workers only the top ones.
  if (workers !== 'root') {
    spawnSync('chown', ['-R', `${workers}:`, path.join(STATE, 'nginx', 'cache')], { stdio: 'ignore' });
  }
  if (workers === 'root' && process.getuid?.() === 0 && args.length === 0) {
    console.warn(
      `WARNING: nginx's workers run as root: ${NGINX_WORKER} cannot read ${path.join(ROOT, DIST)} (move the checkout where others may read it).`,
    );
  }
  execFileSync(
    'nginx',
    [
      '-p',
      path.join(STATE, 'nginx'),
      '-c',
      path.join(STATE, 'nginx', 'nginx.conf'),
      '-g',
      `user ${workers};`,
      ...args,
    ],
    { stdio: 'inherit' },
  );
}

/** The system account the site's instances run as when this runs as root: no login, no home, no rights. */
const SITE_USER = 'codebridge-site';

/**
 * The account for the instances ({ uid, gid }), made once: SITE_USER, when this runs as root and the account
 * can read the build, Next and Node (a checkout under a private home folder could not be read by it: then
 * root, with a warning, as for nginx's workers). It owns the build's cache folder (the image optimizer's),
 * the one place an instance writes: its pages and data go to Redis.
 */
function siteAccount() {
  if (process.getuid?.() !== 0) return null;
  const idOf = (flag) => spawnSync('id', [flag, SITE_USER], { encoding: 'utf8' });
  if (idOf('-u').status !== 0) {
    const made = spawnSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SITE_USER,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) {
      console.warn(
        `WARNING: the site's instances run as root: the account ${SITE_USER} could not be made (${(made.stderr || String(made.error ?? '')).trim()}).`,
      );
      return null;
    }
  }
  const can = (test, target) =>
    spawnSync('runuser', ['-u', SITE_USER, '--', 'test', test, target], { stdio: 'ignore' }).status === 0;
  if (
    !can('-r', path.join(ROOT, DIST, 'BUILD_ID')) ||
    !can('-r', path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')) ||
    !can('-x', process.execPath)
  ) {
    console.warn(
      `WARNING: the site's instances run as root: ${SITE_USER} cannot read ${path.join(ROOT, DIST)} (move the checkout where others may read it).`,
    );
    return null;
  }
  const cache = path.join(ROOT, DIST, 'cache');
  mkdirSync(cache, { recursive: true });
  execFileSync('chown', ['-R', `${SITE_USER}:${SITE_USER}`, cache]);
  return { uid: Number(idOf('-u').stdout), gid: Number(idOf('-g').stdout) };
}

/** Instance `i` (1-based) of the site, as `account` (siteAccount) when there is one. */
function startInstance(i, env, account) {
  return startDaemon(`instance-${i}`, process.execPath, nextStartArgs(ROOT, port + i), env, account);
}

/**
 * Production shows an institute's own identity: with none configured (the sample's made-up name, numbers and
 * no Grievance Officer) the stack stops before it starts anything, unless ALLOW_SAMPLE_IDENTITY=1 says this
 * is a demonstration. A bad identity is refused below with the site's other variables.
 */
/**
 * The secrets the stack writes into nginx's and Redis's configuration, when the operator gives them: letters,
 * digits and `._~+/=-` only (anything else could end or inject a directive), 16 or more.
 */
function refuseUnsafeSecrets() {
  for (const name of ['FRONT_SECRET', 'CMS_FRONT_SECRET', 'STACK_REDIS_PASSWORD']) {
    const value = process.env[name];
    if (value && !/^[A-Za-z0-9._~+/=-]{16,}$/.test(value)) {
      console.error(
        `${name} must be 16 or more letters, digits or ._~+/=- (make one with: openssl rand -hex 24).`,
      );
      process.exit(1);
    }
  }
}

function refuseSampleIdentity() {
  const { institute, problems } = readInstitute(process.env);
  if (problems.length > 0 || !institute.sample || process.env.ALLOW_SAMPLE_IDENTITY === '1') return;
  console.error(
    [
      'The stack will not start with the sample identity: the site would publish a made-up institute, its',
      'numbers, and no Grievance Officer. Set INSTITUTE_NAME, INSTITUTE_PHONE, INSTITUTE_EMAIL,',
      'GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL (README.md, "Configuration"), or ALLOW_SAMPLE_IDENTITY=1',
      'for a demonstration.',
    ].join('\n'),
  );
  process.exit(1);
}

async function start() {
  refuseSampleIdentity();
  refuseUnsafeSecrets();
  // The state holds the stack's secrets, its logs and the leads' Redis: no one else lists or reads it, but
  // PostgreSQL's and nginx's workers, which run as users of their own, pass through to their folders.
  for (const dir of [STATE, pids, logs]) mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(STATE, 0o711);
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
  const { siteUrl } = layout;
  // The CMS's admin, when the stack serves it: the origin that may frame the site's previews.
  const adminUrl = blogApiUrl
    ? (process.env.CMS_PUBLIC_URL || blogApiUrl).replace(/\/+$/, '')
    : layout.adminUrl;
  // The site's variables are checked before anything starts: a bad one would stop the build and every
  // instance, minutes later, after the database and the CMS. So are the front's and the backup's.
  let tls;
  let backups = null;
  try {
    readEnvironment({
      ...process.env,
      REVALIDATE_SECRET: secret,
      LEADS_API_TOKEN: leadsToken,
      DATA_REQUESTS_API_TOKEN: requestsToken,
      PUBLISHERS_API_TOKEN: publishersToken,
      NEXT_PUBLIC_SITE_URL: siteUrl,
      CMS_ADMIN_URL: adminUrl,
      REDIS_URL: redisUrl(redisPort),
      LEADS_REDIS_URL: redisUrl(leadsRedisPort),
      NEXT_DIST_DIR: DIST,
    });
    adminAllowRules(process.env.STACK_ADMIN_ALLOW);
    tls = ensureCertificate({ layout, env: process.env });
    if (backupKey && !blogApiUrl) {
      const keep = keepFromEnv();
      const at = process.env.BACKUP_AT || '02:00';
      nextRunAt(new Date(), at);
      if (backupKey.length < 16) throw new Error('BACKUP_KEY needs 16 characters or more.');
      backups = { keep, at };
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }

  // Both Redis ask for a password (the leads' outbox holds personal data and CVs), kept in a file of the
  // owner's alone and given to redis-server in one: never on a command line, which anyone may read.
  const redisAuthConf = path.join(STATE, 'redis-auth.conf');
  writeFileSync(redisAuthConf, `requirepass ${redisPassword()}\n`, { mode: 0o600 });
  chmodSync(redisAuthConf, 0o600);
  // Redis: persisted (append-only file), bounded, evicting the least recently used entries when full;
  // the cache handler needs expiry and eviction events.
  mkdirSync(path.join(STATE, 'redis'), { recursive: true });
  if (!(await redisAnswers(redisPort))) {
    startDaemon('redis', 'redis-server', [
      redisAuthConf,
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
  requirePassword(redisPort);
  // The leads' outbox: a Redis of its own that never evicts (a full one refuses writes, and the site then
  // keeps the lead in the CMS or says it failed) and writes each change to disk before it answers.
  mkdirSync(path.join(STATE, 'redis-leads'), { recursive: true });
  if (!(await redisAnswers(leadsRedisPort))) {
    startDaemon('redis-leads', 'redis-server', [
      redisAuthConf,
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
  requirePassword(leadsRedisPort);

  if (!blogApiUrl) {
    const { startPostgres } = await import('./stack/postgres.mjs');
    const database = await startPostgres({ dataDir: layout.postgresDir, port: pgPort });
    blogApiUrl = `http://127.0.0.1:${cmsPort}`;
    // --no-cms: every other part is started, the CMS is left as it is (down, in a test of the outage).
    if (!process.argv.includes('--no-cms') && !(await answers(`${blogApiUrl}/api/blogs`))) {
      // With its admin panel (built first when its sources changed: about a minute and 2 GB).
      startDaemon('cms', process.execPath, ['scripts/cms.mjs', 'admin'], {
        ...database,
        CMS_PORT: String(cmsPort),
        // The webhook goes to the front (its loopback door), which passes it to an instance; the cache
        // handler shares the effect.
        SITE_REVALIDATE_URL:
          process.env.STACK_WEBHOOK_URL || `http://127.0.0.1:${internalPort}/api/revalidate`,
        REVALIDATE_SECRET: secret,
        CMS_LEADS_TOKEN: leadsToken,
        CMS_DATA_REQUESTS_TOKEN: requestsToken,
        CMS_PUBLISHERS_TOKEN: publishersToken,
        PRIVATE_UPLOADS_DIR: layout.privateUploads,
        // The site's public address: the editor's Preview button (with PREVIEW_SECRET) opens it, the data
        // requests' e-mails link to it, and an erasure purges its outbox there.
        SITE_URL: siteUrl,
        // Its own public address, and the front as the one proxy whose client address it trusts.
        CMS_PUBLIC_URL: adminUrl,
        CMS_TRUST_PROXY: 'true',
        // … and only on a request that carries what the front sends it (src/middlewares/front-door.ts): a
        // secret of its own, which the site's instances never hold.
        FRONT_SECRET: cmsFrontSecret(),
        // The CMS calls the site at its public address: it trusts the certificate the stack made.
        ...(tls.selfMade ? { NODE_EXTRA_CA_CERTS: tls.cert } : {}),
      });
      await waitFor(`${blogApiUrl}/api/blogs`, 'The CMS', 600);
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
    CMS_ADMIN_URL: adminUrl,
    REDIS_URL: redisUrl(redisPort),
    LEADS_REDIS_URL: redisUrl(leadsRedisPort),
    // Only a request that came through the front is believed about its client's address.
    FRONT_SECRET: frontSecret(),
  };
  ensureBuild(env);
  const account = siteAccount();
  for (let i = 1; i <= instances; i++) {
    if (!(await answers(`http://127.0.0.1:${port + i}/robots.txt`))) startInstance(i, env, account);
  }
  for (let i = 1; i <= instances; i++)
    await waitFor(`http://127.0.0.1:${port + i}/robots.txt`, `Instance ${i}`);

  const configChanged = renderNginxConf(tls);
  const nginxPid = path.join(STATE, 'nginx', 'nginx.pid');
  // A reload closes idle keep-alive connections, which a client may be about to reuse for a form: only
  // when the configuration changed.
  if (!existsSync(nginxPid)) nginx([]);
  else if (configChanged) nginx(['-s', 'reload']);
  await waitFor(`http://127.0.0.1:${internalPort}/`, 'The front');

  const backupLine = startBackups(backups, blogApiUrl);
  // It holds the webhook's secret: its owner's alone, like the token files.
  writeFileSync(
    path.join(STATE, 'stack.json'),
    JSON.stringify(
      {
        port,
        httpsPort,
        adminPort,
        internalPort,
        instances,
        redisPort,
        leadsRedisPort,
        blogApiUrl,
        siteUrl,
        adminUrl,
        secret,
        dist: DIST,
      },
      null,
      2,
    ),
    { mode: 0o600 },
  );
  chmodSync(path.join(STATE, 'stack.json'), 0o600);
  console.log(
    `The stack answers on https://127.0.0.1:${httpsPort} (HTTP on ${port} redirects; instances ${port + 1}–${port + instances}, Redis ${redisPort}, CMS ${blogApiUrl}).`,
  );
  console.log(
    tls.selfMade
      ? `Its certificate is one it made for local use (${tls.cert}): browsers warn until it is trusted; set STACK_TLS_CERT and STACK_TLS_KEY to serve your own.`
      : `Certificate: ${process.env.STACK_TLS_CERT} (valid until ${tls.certificate.validTo}).`,
  );
  // The Node each server runs, read from its own process (the stack starts them on this script's Node).
  const nodes = Array.from(
    { length: instances },
    (_, i) => `instance ${i + 1} ${describeNodeServing(port + i + 1, ROOT)}`,
  );
  if (!process.env.BLOG_API_URL) nodes.push(`CMS ${describeNodeServing(cmsPort, ROOT)}`);
  console.log(`Node: ${nodes.join('; ')}.`);
  console.log(backupLine);
  console.log(`Site: ${siteUrl}`);
  console.log(`Admin: ${adminUrl}/admin`);
}

/**
 * The nightly backup (deploy/backup/scheduler.mjs) when BACKUP_KEY is set and the stack runs its own CMS;
 * the line that says how backups stand.
 */
function startBackups(backups, blogApiUrl) {
  if (blogApiUrl && process.env.BLOG_API_URL)
    return 'Backups: the CMS BLOG_API_URL names is backed up where it runs.';
  if (!backups)
    return 'WARNING: no BACKUP_KEY, so the stack takes no backups of the CMS (its leads, CVs and accounts). Set BACKUP_KEY (16 characters or more) and start it again.';
  const status = path.join(STATE, 'backup-status.json');
  let last = 'none yet';
  if (existsSync(status)) {
    const { at, ok, archive } = JSON.parse(readFileSync(status, 'utf8'));
    last = ok ? `${at}, ${archive}` : `FAILED at ${at}: see ${path.join(logs, 'backup.log')}`;
  }
  const running =
    existsSync(path.join(pids, 'backup.pid')) &&
    alive(Number(readFileSync(path.join(pids, 'backup.pid'), 'utf8')));
  if (!running) {
    startDaemon('backup', process.execPath, ['deploy/backup/scheduler.mjs'], {
      BACKUP_KEY: backupKey,
    });
  }
  const { daily, weekly, monthly } = backups.keep;
  return `Backups: nightly at ${backups.at} into ${layout.backupDir}, keeping ${daily} daily, ${weekly} weekly and ${monthly} monthly${process.env.BACKUP_COPY_COMMAND ? ', each copied by BACKUP_COPY_COMMAND' : ''}; last: ${last}.`;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What the front sends the instances with every request (FRONT_SECRET, else one made and kept in STATE). */
function frontSecret() {
  return process.env.FRONT_SECRET || stateSecret('front-secret');
}

/**
 * What the front sends the CMS with every request on the admin's origin (CMS_FRONT_SECRET, else one made and
 * kept in STATE): not the instances' secret, so an instance, were it taken over, could not speak to the CMS
 * as the front and choose the client address its sign-in limit counts.
 */
function cmsFrontSecret() {
  return process.env.CMS_FRONT_SECRET || stateSecret('cms-front-secret');
}

/**
 * The password both Redis ask for (STACK_REDIS_PASSWORD, else one made and kept in STATE). `stop` makes
 * none: without one, the Redis it stops had none.
 */
function redisPassword({ make = true } = {}) {
  if (process.env.STACK_REDIS_PASSWORD) return process.env.STACK_REDIS_PASSWORD;
  const file = path.join(STATE, 'redis-password');
  if (!make && !existsSync(file)) return '';
  return stateSecret('redis-password');
}

/**
 * A Redis still running from before the stack asked for a password (or with another) is given this one now;
 * the configuration file gives it again after a restart.
 */
function requirePassword(redisServerPort) {
  const unauthenticated = { ...process.env };
  delete unauthenticated.REDISCLI_AUTH;
  const open = spawnSync('redis-cli', ['-p', String(redisServerPort), 'ping'], {
    encoding: 'utf8',
    env: unauthenticated,
  });
  if (open.stdout?.trim() !== 'PONG') return;
  // On its standard input, not its command line.
  spawnSync('redis-cli', ['-p', String(redisServerPort)], {
    input: `CONFIG SET requirepass ${redisPassword()}\n`,
    encoding: 'utf8',
    env: unauthenticated,
  });
}

/** A Redis of the stack's as the instances reach it, password included. */
function redisUrl(redisServerPort) {
  return `redis://:${encodeURIComponent(redisPassword())}@127.0.0.1:${redisServerPort}`;
}

/** redis-cli against one of the stack's Redis, authenticated (REDISCLI_AUTH: not on its command line). */
function redisCli(redisServerPort, args, options = {}, password = redisPassword()) {
  return spawnSync('redis-cli', ['-p', String(redisServerPort), ...args], {
    encoding: 'utf8',
    ...options,
    env: { ...process.env, REDISCLI_AUTH: password },
  });
}

async function redisAnswers(redisServerPort) {
  return redisCli(redisServerPort, ['ping']).stdout?.trim() === 'PONG';
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
    redisCli(redisServerPort, ['shutdown'], { stdio: 'ignore' }, redisPassword({ make: false }));
    rmSync(path.join(pids, `${name}.pid`), { force: true });
  }
  if (existsSync(layout.postgresDir)) {
    const { stopPostgres } = await import('./stack/postgres.mjs');
    await stopPostgres({ dataDir: layout.postgresDir });
  }
  console.log('The stack is stopped.');
}

const command = process.argv[2] ?? 'start';
if (command === 'start') {
  try {
    assertSupportedNode('The stack');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  await start();
} else if (command === 'stop') await stop();
else {
  console.error('usage: node deploy/stack.mjs start|stop');
  process.exit(2);
}
