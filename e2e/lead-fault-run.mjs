/**
 * The lead fault run, shared by its test (e2e/lead-faults.spec.ts, e2e/stack.spec.ts) and its benchmark
 * (`npm run load`, scripts/load-leads-faults.mjs): visitors send leads, some with a CV, to two site
 * instances of their own that share one leads Redis, while
 * - the instances are killed at named points of a delivery (e2e/lead-faults.cjs, LEAD_FAULT_RATE) and,
 *   every `killEveryMs`, at a random moment, and started again;
 * - the CMS stores some deliveries and answers too late (e2e/cms-hub.mjs's faults port, `lateRate`);
 * - the leads Redis is killed and started again every `redisRestartEveryMs` (its append-only file keeps
 *   what it acknowledged);
 * - visitors do what a browser does: send again (same submission id) until the site answers 201 or 202,
 *   some send a corrected version afterwards.
 * Then the faults stop and the run waits for the outbox to empty, and reads the CMS's database: every lead
 * once, as last corrected, every CV once and attached, no CV file without its lead.
 *
 * Nothing here asserts: it returns the figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A redis-server that can be killed and started again on the same port and files. */
function leadsRedis(port, dir) {
  mkdirSync(dir, { recursive: true });
  let child = null;
  const alive = () =>
    spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
  return {
    async start() {
      child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--appendonly',
          'yes',
          '--appendfsync',
          'always',
          '--save',
          '',
        ],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100 && !alive(); i++) await sleep(50);
    },
    kill() {
      child?.kill('SIGKILL');
      child = null;
    },
    count(key) {
      return Number(
        spawnSync('redis-cli', ['-p', String(port), 'zcard', key], { encoding: 'utf8' }).stdout.trim() || -1,
      );
    },
  };
}

/**
 * Where there is no test hub (the production stack), the same late answers from a proxy of the run's own
 * in front of the CMS: `lateRate` of the lead deliveries reach the CMS, which stores them, and their answer
 * is held past the site's timeout (4 s) without a CV, or never sent with one.
 */
export function lateProxy(port, target) {
  const upstream = new URL(target);
  const state = { lateRate: 0, late: 0 };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const isDelivery = request.method === 'POST' && request.url?.startsWith('/api/leads');
      const late = isDelivery && Math.random() < state.lateRate;
      if (late) state.late += 1;
      const forwarded = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: request.url,
          method: request.method,
          headers: { ...request.headers, host: upstream.host },
        },
        (answer) => {
          if (!late) {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            return answer.pipe(response);
          }
          answer.resume();
          answer.on('end', () => {
            if (String(request.headers['content-type'] ?? '').startsWith('multipart/'))
              return request.socket.destroy();
            setTimeout(
              () => response.destroyed || response.writeHead(answer.statusCode ?? 502).end('{}'),
              5000,
            );
          });
        },
      );
      forwarded.on('error', () => request.socket.destroy());
      forwarded.end(Buffer.concat(chunks));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    state,
    listen: () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A `next start` of the given build that is started again whenever it dies, until stopped. Its command line
 * is deploy/node-serving.mjs's `nextStartArgs`, written out: this file is loaded natively beside the test
 * runner's own copy of that module, and a named import of it fails there.
 */
function siteInstance({ root, distDir, port, env, onExit }) {
  let child = null;
  let stopped = false;
  const start = () => {
    child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
        'start',
        '--hostname',
        'localhost',
        '--port',
        String(port),
      ],
      {
        cwd: root,
        env: { ...env, NEXT_DIST_DIR: distDir, PORT: String(port) },
        stdio: 'ignore',
        detached: true,
      },
    );
    child.on('exit', (code, signal) => {
      child = null;
      onExit(signal);
      if (!stopped) setTimeout(start, 100);
    });
  };
  return {
    port,
    start,
    kill() {
      if (child) process.kill(-child.pid, 'SIGKILL');
    },
    async stop() {
      stopped = true;
      if (!child) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** A lead form's fields, as a visitor of number `i` fills them; a job application carries a PDF CV. */
function fields(run, i, withCv, city) {
  if (!withCv)
    return {
      _form: 'enquiry',
      name: `Fault Visitor ${i}`,
      phone: '98765 43210',
      email: `fault-${run}-${i}@e2e.example`,
      city,
    };
  const pdf = `%PDF-1.4\n% fault run ${run} lead ${i}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`;
  return {
    _form: 'application',
    firstname: 'Fault',
    lastname: `Applicant ${i}`,
    email: `fault-${run}-${i}@e2e.example`,
    gender: 'female',
    areacode: '+91',
    phone: '9876543210',
    position: 'DATA SCIENTIST',
    startDate: '2027-01-04',
    address1: city,
    resume: new File([pdf], `faultrun${run}cv${i}.pdf`, { type: 'application/pdf' }),
  };
}

/**
 * @param {object} o
 * @param {string} o.root the repository
 * @param {string} o.distDir the build the instances serve
 * @param {string} o.cmsOrigin where the instances deliver (the hub's faults port, or a CMS)
 * @param {string} o.leadsToken LEADS_API_TOKEN
 * @param {number[]} o.sitePorts one port per instance
 * @param {number} o.redisPort the leads Redis's port
 * @param {string} o.stateDir a folder for the run's files (emptied)
 * @param {(browserId: string) => string} o.storedSubmissionId the id the site keeps a browser's lead under (lib/leads/submission-id.mjs)
 * @param {(ids: string[]) => Promise<Map<string, {count:number, city:string|null, cvs:string[], createdAt:number}>>} o.readLeads
 * @param {(prefix: string) => Promise<{orphans: number, files: number}>} o.readCvFiles CV files of this run: on disk and as rows, and how many belong to no lead
 * @param {(lateRate: number) => Promise<void>} [o.setLateRate] sets the hub's share of late answers
 * @param {number} [o.lateProxyPort] without a hub: a port for the run's own proxy of late answers
 */
async function faultRun(o, running) {
  const {
    leads = 40,
    withCv = 8,
    corrections = 6,
    faultRate = 0.08,
    lateRate = 0.2,
    killEveryMs = 4000,
    redisRestartEveryMs = 9000,
    concurrency = 6,
    retryMs = 250,
    settleMs = 60_000,
  } = o;
  const run = Date.now().toString(36);
  rmSync(o.stateDir, { recursive: true, force: true });
  const redis = leadsRedis(o.redisPort, path.join(o.stateDir, 'redis'));
  running.redis = redis;
  await redis.start();
  let kills = 0;
  let deaths = 0;
  // Late answers: the hub's faults port (o.setLateRate), or a proxy of this run's own (o.lateProxyPort).
  const proxy = o.lateProxyPort ? lateProxy(o.lateProxyPort, o.cmsOrigin) : null;
  running.proxy = proxy;
  await proxy?.listen();
  const setLateRate = proxy ? async (rate) => (proxy.state.lateRate = rate) : o.setLateRate;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    BLOG_API_URL: proxy ? proxy.origin : o.cmsOrigin,
    LEADS_API_TOKEN: o.leadsToken,
    LEADS_REDIS_URL: `redis://127.0.0.1:${o.redisPort}`,
    LEADS_RETRY_MS: String(retryMs),
    LEAD_FAULT_RATE: String(faultRate),
    NODE_OPTIONS: `--require ${path.join(o.root, 'e2e', 'lead-faults.cjs')}`,
    REDIS_URL: '',
  };
  const sites = o.sitePorts.map((port) =>
    siteInstance({ root: o.root, distDir: o.distDir, port, env, onExit: () => (deaths += 1) }),
  );
  running.sites = sites;
  for (const site of sites) site.start();
  for (const site of sites) {
    for (let i = 0; i < 200 && !(await answers(`http://127.0.0.1:${site.port}/robots.txt`)); i++)
      await sleep(100);
  }
  await setLateRate?.(lateRate);

  let faulting = true;
  const killer = (async () => {
    while (faulting && killEveryMs > 0) {
      await sleep(killEveryMs * (0.5 + Math.random()));
      if (!faulting) break;
      pick(sites).kill();
      kills += 1;
    }
  })();
  let redisRestarts = 0;
  const restarter = (async () => {
    while (faulting && !running.stopped && redisRestartEveryMs > 0) {
      await sleep(redisRestartEveryMs);
      if (!faulting || running.stopped) break;
      redis.kill();
      await sleep(300);
      if (running.stopped) break;
      await redis.start();
      redisRestarts += 1;
    }
  })();

  const expected = new Map();
  let sends = 0;
  let next = 0;
  const started = Date.now();

  async function submit(id, form, client) {
    for (;;) {
      const body = new FormData();
      body.set('_submission', id);
      body.set('_page', '/career');
      body.set('_elapsed', '8000');
      for (const [name, value] of Object.entries(form)) body.set(name, value);
      sends += 1;
      const status = await fetch(`http://127.0.0.1:${pick(sites).port}/api/leads`, {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': `198.18.${client >> 8}.${client & 255}` },
        signal: AbortSignal.timeout(30_000),
      })
        .then((response) => response.arrayBuffer().then(() => response.status))
        .catch(() => 0);
      if (status === 201 || status === 202) return;
      await sleep(status === 429 ? 1000 : 100);
    }
  }

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= leads) return;
        // The browser's id goes with the form; the CMS keeps the lead under its hash (the caller's
        // storedSubmissionId, lib/leads/submission-id.mjs: a test runner may load that module its own way).
        const browserId = crypto.randomUUID();
        const id = o.storedSubmissionId(browserId);
        // Spread evenly: every (leads / withCv)th lead carries a CV, every (leads / corrections)th is corrected.
        const cv = withCv > 0 && Math.floor(((i + 1) * withCv) / leads) > Math.floor((i * withCv) / leads);
        const corrected =
          corrections > 0 &&
          Math.floor(((i + 1) * corrections) / leads) > Math.floor((i * corrections) / leads);
        expected.set(id, { i, cv, city: corrected ? 'Mumbai' : 'Pune', sentAt: Date.now() });
        await submit(browserId, fields(run, i, cv, 'Pune'), i);
        expected.get(id).answeredAt = Date.now();
        // Corrected after the answer was lost on the way back, as a visitor sends it again.
        if (corrected) await submit(browserId, fields(run, i, cv, 'Mumbai'), i + 50_000);
      }
    }),
  );
  const sentFor = (Date.now() - started) / 1000;

  // The faults stop; what is held must now reach the CMS.
  faulting = false;
  await Promise.all([killer, restarter]);
  await setLateRate?.(0);
  const ids = [...expected.keys()];
  let stored = new Map();
  const settled = Date.now();
  for (;;) {
    stored = await o.readLeads(ids);
    const complete = ids.every((id) => {
      const lead = stored.get(id);
      const want = expected.get(id);
      return lead && lead.city === want.city && (!want.cv || lead.cvs.length > 0);
    });
    const outbox = redis.count('site:leads:queue');
    if ((complete && outbox === 0) || Date.now() - settled > settleMs) break;
    await sleep(500);
  }
  const settleSeconds = (Date.now() - settled) / 1000;
  const outboxLeft = redis.count('site:leads:queue');
  const deadLetters = redis.count('site:leads:dead');
  const files = await o.readCvFiles(`faultrun${run}`);

  await stopAll(running);

  let duplicates = 0;
  let missing = 0;
  let cvMissing = 0;
  let cvDuplicates = 0;
  let correctionsLost = 0;
  let longestWaitMs = 0;
  let longestFromFirstSendMs = 0;
  for (const [id, want] of expected) {
    const lead = stored.get(id);
    if (!lead) {
      missing += 1;
      continue;
    }
    duplicates += lead.count - 1;
    if (want.cv && lead.cvs.length === 0) cvMissing += 1;
    cvDuplicates += Math.max(0, lead.cvs.length - 1);
    if (lead.city !== want.city) correctionsLost += 1;
    // Waited: from the site's answer (201 or 202) to the lead's arrival in the CMS (0 when it was there first).
    longestWaitMs = Math.max(longestWaitMs, lead.createdAt - want.answeredAt);
    longestFromFirstSendMs = Math.max(longestFromFirstSendMs, lead.createdAt - want.sentAt);
  }
  return {
    leads,
    withCv: [...expected.values()].filter((want) => want.cv).length,
    corrections: [...expected.values()].filter((want) => want.city === 'Mumbai').length,
    sends,
    sentFor,
    kills,
    deaths,
    redisRestarts,
    ...(proxy ? { late: proxy.state.late } : {}),
    stored: stored.size,
    missing,
    duplicates,
    cvMissing,
    cvDuplicates,
    cvFiles: files.files,
    orphanFiles: files.orphans,
    correctionsLost,
    outboxLeft,
    deadLetters,
    settleSeconds,
    longestWaitMs,
    longestFromFirstSendMs,
  };
}

/** Stops what a run started: its instances (no longer started again), its Redis, its proxy. */
async function stopAll(running) {
  running.stopped = true;
  for (const site of running.sites) await site.stop();
  running.sites = [];
  running.redis?.kill();
  running.redis = null;
  await running.proxy?.close();
  running.proxy = null;
}

export async function runLeadFaults(o) {
  const running = { sites: [], redis: null, proxy: null, stopped: false };
  try {
    return await faultRun(o, running);
  } finally {
    // Also when the run failed half-way: nothing of it stays behind.
    await stopAll(running);
  }
}

/** The bundled CMS's SQLite database (the e2e hub's), read as the admissions team's data is. */
export async function sqliteReaders({ root, database, privateUploads }) {
  const { createRequire } = await import('node:module');
  const Database = createRequire(path.join(root, 'cms', 'package.json'))('better-sqlite3');
  const open = () => new Database(database, { readonly: true, fileMustExist: true });
  return {
    async readLeads(ids) {
      const db = open();
      try {
        const rows = db
          .prepare(
            `select l.submission_id as id, l.city, l.details, l.created_at as createdAt,
               (select count(*) from leads d where d.submission_id = l.submission_id) as count,
               (select group_concat(f.name) from files_related_mph r join files f on f.id = r.file_id
                  where r.related_id = l.id and r.related_type = 'api::lead.lead' and r.field = 'cv') as cvs
             from leads l where l.submission_id in (${ids.map(() => '?').join(',')})`,
          )
          .all(...ids);
        return new Map(
          rows.map((row) => [
            row.id,
            {
              count: row.count,
              city: row.city ?? cityFromDetails(row.details),
              cvs: row.cvs ? String(row.cvs).split(',') : [],
              createdAt: typeof row.createdAt === 'number' ? row.createdAt : Date.parse(row.createdAt),
            },
          ]),
        );
      } finally {
        db.close();
      }
    },
    async readCvFiles(prefix) {
      const db = open();
      try {
        const rows = db
          .prepare(
            `select f.url, f.name like ? as ours,
               (select count(*) from files_related_mph r where r.file_id = f.id and r.related_type = 'api::lead.lead') as linked
             from files f where f.url not like '/uploads/%'`,
          )
          .all(`${prefix}%`);
        return cvFilesOf(rows, privateUploads);
      } finally {
        db.close();
      }
    },
  };
}

/**
 * The run's CV files: on disk a CV has a random name (it is sealed), so the run's own are found through its
 * rows (the file names it uploaded start with its prefix), and a file on disk that no row names at all is a
 * file without its lead, whichever run left it.
 */
function cvFilesOf(rows, privateUploads) {
  const diskName = (url) => String(url).split('/').pop();
  const named = new Set(rows.map((row) => diskName(row.url)));
  const ours = rows.filter((row) => Number(row.ours) === 1 || row.ours === true);
  const onDisk = filesIn(privateUploads);
  const oursOnDisk = new Set(ours.map((row) => diskName(row.url)));
  const unnamed = onDisk.filter((name) => !named.has(name)).length;
  return {
    files: onDisk.filter((name) => oursOnDisk.has(name)).length + unnamed,
    orphans: unnamed + ours.filter((row) => Number(row.linked) === 0).length,
  };
}

function filesIn(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A job application has no city: its first address line (where the run writes the city) is in the details. */
function cityFromDetails(details) {
  const line = String(details ?? '')
    .split('\n')
    .find((text) => text.startsWith('Address Line 1: '));
  return line ? line.slice('Address Line 1: '.length) : null;
}

/** The production stack's CMS database (PostgreSQL), read the same way. */
export async function postgresReaders({ root, connection, privateUploads }) {
  const { createRequire } = await import('node:module');
  const { Client } = createRequire(path.join(root, 'cms', 'package.json'))('pg');
  async function query(sql, values) {
    const client = new Client(connection);
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  }
  return {
    query,
    async readLeads(ids) {
      const rows = await query(
        `select l.submission_id as id, l.city, l.details, l.created_at as "createdAt",
           (select count(*)::int from leads d where d.submission_id = l.submission_id) as count,
           (select string_agg(f.name, ',') from files_related_mph r join files f on f.id = r.file_id
              where r.related_id = l.id and r.related_type = 'api::lead.lead' and r.field = 'cv') as cvs
         from leads l where l.submission_id = any($1)`,
        [ids],
      );
      return new Map(
        rows.map((row) => [
          row.id,
          {
            count: row.count,
            city: row.city ?? cityFromDetails(row.details),
            cvs: row.cvs ? String(row.cvs).split(',') : [],
            createdAt: new Date(row.createdAt).getTime(),
          },
        ]),
      );
    },
    async readCvFiles(prefix) {
      const rows = await query(
        `select f.url, f.name like $1 as ours,
           (select count(*)::int from files_related_mph r where r.file_id = f.id and r.related_type = 'api::lead.lead') as linked
         from files f where f.url not like '/uploads/%'`,
        [`${prefix}%`],
      );
      return cvFilesOf(rows, privateUploads);
    },
  };
}
