#!/usr/bin/env node
/**
 * Grades a running site's headers with Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory 1.4.8),
 * as if it were served over HTTPS: an nginx on this machine answers https://localhost:OBSERVATORY_HTTPS_PORT
 * with a self-signed certificate made for the run (and trusted by the scanner only) in front of
 * OBSERVATORY_ORIGIN, and redirects http://localhost:OBSERVATORY_HTTP_PORT there.
 *
 *   OBSERVATORY_ORIGIN=http://127.0.0.1:3000 npm run observatory
 *
 * Environment: OBSERVATORY_ORIGIN (http://127.0.0.1:3000, e.g. `npm start`, or the stack's front),
 * OBSERVATORY_HTTP_PORT (8480), OBSERVATORY_HTTPS_PORT (8443). The scanner is installed on first use into
 * node_modules/.cache/observatory (not a dependency of the site; its install scripts, which download lists, are skipped). Its
 * command line only scans ports 80 and 443, so this calls its retriever and tests with the ports, and totals
 * the score the way its scan() does. Prints every test's score and the grade; exits 1 below A+.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = '1.4.8';
const origin = process.env.OBSERVATORY_ORIGIN || 'http://127.0.0.1:3000';
const httpPort = Number(process.env.OBSERVATORY_HTTP_PORT || 8480);
const httpsPort = Number(process.env.OBSERVATORY_HTTPS_PORT || 8443);
const installDir = path.join(ROOT, 'node_modules', '.cache', 'observatory');
const scannerDir = path.join(installDir, 'node_modules', '@mdn', 'mdn-http-observatory');

if (process.argv[2] === '--scan') {
  await scanAndPrint();
} else {
  await main();
}

async function main() {
  if (!existsSync(path.join(scannerDir, 'package.json'))) {
    mkdirSync(installDir, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        installDir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        `@mdn/mdn-http-observatory@${VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  // Its install script downloads Chromium's HSTS preload list, out of reach here: without it, no host counts as
  // preloaded, which is true of localhost anyway.
  const preloadList = path.join(scannerDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');
  const work = mkdtempSync(path.join(tmpdir(), 'observatory-'));
  const certificate = path.join(work, 'localhost.pem');
  const key = path.join(work, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, folder));
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${httpPort};
    return 301 https://localhost:${httpsPort}$request_uri;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass ${origin};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'user root;'], {
    stdio: 'inherit',
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The scanner trusts only this run's certificate, given to Node before it starts.
    const scan = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--scan'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    });
    process.exitCode = scan.status ?? 1;
  } finally {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  }
}

async function scanAndPrint() {
  const load = (file) => import(pathToFileURL(path.join(scannerDir, 'src', file)).href);
  const { retrieve } = await load('retriever/retriever.js');
  const { ALL_TESTS } = await load('constants.js');
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

  const requests = await retrieve('localhost', { httpPort, httpsPort });
  if (!requests.responses.auto) throw new Error(`Nothing answers on https://localhost:${httpsPort}`);
  let withExtraCredit = 100;
  let uncurved = 100;
  const rows = ALL_TESTS.map((test) => {
    const output = test(requests);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return { test: output.constructor.name.replace(/Output$/, ''), result: output.result, score: modifier };
  });
  // As the scanner's scan(): bonuses count only when the score without them is already an A.
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  console.table(rows);
  console.log(
    `HTTP Observatory ${VERSION}: ${grade} (${score}) for ${origin} over https://localhost:${httpsPort}`,
  );
  if (score < 100) process.exitCode = 1;
}
