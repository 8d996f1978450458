/**
 * PostgreSQL for the production stack's CMS: a private cluster in a directory of the caller's choosing,
 * listening only on 127.0.0.1 and on a unix socket inside that directory, started and stopped with pg_ctl.
 *
 *   const env = await startPostgres({ dataDir, port });   // DATABASE_* variables for Strapi
 *   await stopPostgres({ dataDir });
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const PASSWORD_FILE = 'stack-password';
const SETTINGS_FILE = 'stack.conf';

/** Strapi 5 needs PostgreSQL 14 or newer; Debian keeps each major version's tools in its own directory. */
function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((v) => v >= 14 && existsSync(`${root}/${v}/bin/pg_ctl`))
        .sort((a, b) => b - a)
    : [];
  return versions.length ? `${root}/${versions[0]}/bin` : null;
}

async function ensureInstalled() {
  const found = findBinDir();
  if (found) return found;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  console.log('PostgreSQL is missing: installing it with apt-get install -y postgresql (needed by the CMS)…');
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'postgresql'],
  ]) {
    const command = [...sudo, ...args];
    const status = await new Promise((resolve) => {
      spawn(command[0], command.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).on('close', resolve);
    });
    if (status !== 0)
      throw new Error(`PostgreSQL install failed: ${command.join(' ')} exited with ${status}`);
  }
  const installed = findBinDir();
  if (!installed)
    throw new Error('PostgreSQL was installed but no version 14 or newer was found in /usr/lib/postgresql');
  return installed;
}

/**
 * Runs a PostgreSQL tool as the cluster's owner: the server refuses to run as root, so as root we act as the
 * `postgres` OS user. The working directory is the data directory so the tools never trip over a cwd that
 * user cannot read.
 */
async function pg(bin, dataDir, tool, args, input) {
  const command =
    process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', `${bin}/${tool}`] : [`${bin}/${tool}`];
  // PG* variables in the caller's environment (PGUSER, PGHOST…) would override what is asked for here.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PG')));
  const child = execFileAsync(command[0], [...command.slice(1), ...args], {
    cwd: dataDir,
    env,
    encoding: 'utf8',
  });
  if (input !== undefined) child.child.stdin.end(input);
  return child;
}

/** pg_ctl status: 0 when the server is running, 3 when it is not. */
async function isRunning(bin, dataDir) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  return pg(bin, dataDir, 'pg_ctl', ['status', '-D', dataDir]).then(
    () => true,
    () => false,
  );
}

/** The port a running server listens on: line 4 of postmaster.pid. */
function runningPort(dataDir) {
  return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
}

const sqlLiteral = (text) => `'${text.replaceAll("'", "''")}'`;
const sqlIdentifier = (text) => `"${text.replaceAll('"', '""')}"`;

export async function startPostgres({ dataDir, port, database = 'strapi', user = 'strapi', password }) {
  dataDir = path.resolve(dataDir);
  const bin = await ensureInstalled();

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.log(`PostgreSQL: creating a cluster in ${dataDir}`);
    // Only the cluster itself is private: its parents must stay traversable for the postgres user.
    mkdirSync(path.dirname(dataDir), { recursive: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (process.getuid?.() === 0) await execFileAsync('chown', ['postgres:postgres', dataDir]);
    // Local (socket) connections are for this module only: peer authentication, as the OS user that owns the
    // cluster. Strapi connects over TCP with a password.
    await pg(bin, dataDir, 'initdb', [
      '-D',
      dataDir,
      '--encoding=UTF8',
      '--no-locale',
      '--auth-local=peer',
      '--auth-host=scram-sha-256',
    ]);
    // The address, port and socket live in a file of their own, rewritten on every start, so the caller can
    // change the port and a hand-run `pg_ctl start -D <dataDir>` still listens where the stack expects.
    appendFileSync(path.join(dataDir, 'postgresql.conf'), `\ninclude_if_exists = '${SETTINGS_FILE}'\n`);
  }

  // Generated once and kept beside the cluster, readable by the caller only.
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  if (!password) {
    if (!existsSync(passwordFile))
      writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
    password = readFileSync(passwordFile, 'utf8').trim();
  }

  let running = await isRunning(bin, dataDir);
  if (running && runningPort(dataDir) !== port) {
    console.log(`PostgreSQL: restarting on port ${port} (was ${runningPort(dataDir)})`);
    await stopPostgres({ dataDir });
    running = false;
  }
  if (running) {
    console.log(`PostgreSQL: reusing the server already running in ${dataDir}`);
  } else {
    // Unix socket paths are limited to about 100 characters: keep dataDir short.
    writeFileSync(
      path.join(dataDir, SETTINGS_FILE),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = ${sqlLiteral(dataDir)}`,
        '',
      ].join('\n'),
    );
    const logFile = path.join(dataDir, 'postgres.log');
    console.log(`PostgreSQL: starting on 127.0.0.1:${port} (log: ${logFile})`);
    // -w waits until the server accepts connections.
    await pg(bin, dataDir, 'pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile]).catch(
      (error) => {
        const log = existsSync(logFile)
          ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
          : '';
        throw new Error(`PostgreSQL did not start: ${error.stderr || error.message}\n${log}`);
      },
    );
  }

  // Idempotent: creates the role and database when missing, and sets the password every time so the role
  // always matches the one handed to Strapi. Sent on stdin so the password never shows in a process list.
  // CREATEDB: a restore (npm run restore) builds the restored database beside the live one, then swaps names.
  const sql = `
    SELECT format('CREATE ROLE %I LOGIN', ${sqlLiteral(user)})
      WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${sqlLiteral(user)}) \\gexec
    ALTER ROLE ${sqlIdentifier(user)} WITH LOGIN CREATEDB PASSWORD ${sqlLiteral(password)};
    SELECT format('CREATE DATABASE %I OWNER %I', ${sqlLiteral(database)}, ${sqlLiteral(user)})
      WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = ${sqlLiteral(database)}) \\gexec
  `;
  await pg(
    bin,
    dataDir,
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', dataDir, '-p', String(port), '-d', 'postgres'],
    sql,
  );

  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: String(port),
    DATABASE_NAME: database,
    DATABASE_USERNAME: user,
    DATABASE_PASSWORD: password,
  };
}

export async function stopPostgres({ dataDir }) {
  dataDir = path.resolve(dataDir);
  const bin = findBinDir();
  if (!bin || !(await isRunning(bin, dataDir))) return;
  console.log(`PostgreSQL: stopping the server in ${dataDir}`);
  // fast: rolls back open transactions and disconnects clients, instead of waiting for them to leave.
  await pg(bin, dataDir, 'pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
}
