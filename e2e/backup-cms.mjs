/**
 * A bundled CMS of its own for the backup's end-to-end test (e2e/backup.spec.ts) and the restore drill
 * (scripts/bench-backup.mjs): started and stopped with scripts/cms.mjs, every file it keeps (database,
 * CVs, public uploads, secrets) in one folder, and the REST and admin calls they seed it with.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The environment of a CMS whose state lives in `dir` (SQLite unless `database` says otherwise), as the CMS
 * and the backup commands read it.
 */
export function cmsEnvironment({ dir, port, database = {}, extra = {} }) {
  return {
    CMS_PORT: String(port),
    // Joined under cms/ by the CMS's configuration.
    CMS_DATABASE_FILENAME: path.relative(path.join(ROOT, 'cms'), path.join(dir, 'data', 'strapi.db')),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private-uploads'),
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    ENV_PATH: path.join(dir, 'cms.env'),
    CMS_LEADS_TOKEN: 'backup-test-leads-token',
    CMS_DATA_REQUESTS_TOKEN: 'backup-test-requests-token',
    BACKUP_DIR: path.join(dir, 'backups'),
    ...database,
    ...extra,
  };
}

/** Starts the CMS (scripts/cms.mjs) and resolves once it answers. */
export async function startCms(env, { log, timeoutMs = 240_000 } = {}) {
  const origin = `http://127.0.0.1:${env.CMS_PORT}`;
  if (await fetch(origin, { signal: AbortSignal.timeout(2000) }).catch(() => null))
    throw new Error(`Something answers on ${origin} already: stop it first.`);
  mkdirSync(path.dirname(log), { recursive: true });
  const output = openSync(log, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cms.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The CMS exited with ${child.exitCode}: see ${log}`);
    const answer = await fetch(`${origin}/api/blogs`, { signal: AbortSignal.timeout(2000) }).catch(
      () => null,
    );
    if (answer && answer.status < 500) return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`The CMS did not answer within ${timeoutMs / 1000} s: see ${log}`);
}

export async function stopCms(cms) {
  if (!cms || cms.child.exitCode !== null) return;
  const exited = new Promise((resolve) => cms.child.once('exit', resolve));
  cms.child.kill('SIGTERM');
  await exited;
}

/** Signs in to the admin (registering the first administrator when there is none); its access token. */
export async function adminSignIn(origin, admin) {
  const post = (route, body) =>
    fetch(`${origin}/admin/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let answer = await post('login', { email: admin.email, password: admin.password });
  if (!answer.ok) answer = await post('register-admin', admin);
  if (!answer.ok) throw new Error(`Could not sign in to the admin: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data.token;
}

/** A lead as the site delivers it (multipart with its CV when it has one), with the leads token. */
export async function createLead(origin, token, fields, cv) {
  const form = new FormData();
  form.set('data', JSON.stringify(fields));
  if (cv) form.set('files.cv', new Blob([cv.bytes], { type: cv.type ?? 'application/pdf' }), cv.name);
  const answer = await fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`The CMS refused a lead: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data;
}

/** A small PDF that is the applicant's own (its bytes differ from every other's). */
export function cvBytes(label) {
  return Buffer.from(`%PDF-1.4\n% CV of ${label}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
}
