/**
 * One backup of the CMS: its database, the CVs its rows name, its public uploads and its secrets file, in
 * one encrypted archive in BACKUP_DIR (deploy/backup/archive.mjs).
 *
 * Consistent while leads arrive: the database's snapshot comes first, and the CVs archived are exactly the
 * files that snapshot's rows name (pinned by a hard link, or a copy, the moment they are found), so a lead
 * stored after the snapshot brings neither its row nor its file, and every row archived brings its file.
 * A row whose file is missing is taken again with a fresh snapshot (the file may belong to a lead deleted
 * meanwhile), and is an error when it persists.
 *
 * Nothing is lost when it fails: the archive is written under a temporary name, read back in full (every
 * chunk and checksum) and only then renamed; a failure removes what it wrote and leaves earlier archives as
 * they were. After a success, older archives beyond the retention (retention.mjs) are deleted and
 * BACKUP_COPY_COMMAND, when set, copies the new one off the machine; a copy that fails keeps the archive
 * and fails the command.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkKey, readArchive, writeArchive } from './archive.mjs';
import { snapshotDatabase } from './database.mjs';
import { archiveName, retentionPlan } from './retention.mjs';

export class BackupError extends Error {
  constructor(message, { archive } = {}) {
    super(message);
    this.name = 'BackupError';
    this.archive = archive;
  }
}

const SNAPSHOT_ATTEMPTS = 3;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** One backup at a time per folder: a lock file with the owner's pid (taken over when that process is gone). */
async function lock(dir) {
  const file = path.join(dir, '.backup.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(await fs.readFile(file, 'utf8').catch(() => ''));
      if (owner && owner !== process.pid && alive(owner))
        throw new BackupError(`Another backup is running in ${dir} (process ${owner}).`);
      await fs.rm(file, { force: true });
    }
  }
  throw new BackupError(`Could not take the backup lock in ${dir}.`);
}

/** Pins a file as it is now: a hard link when the folders share a disk, a copy otherwise. */
async function pin(source, target) {
  try {
    await fs.link(source, target);
  } catch (error) {
    if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
    await fs.copyFile(source, target);
  }
}

/** Every regular file under `dir`, as paths relative to it (none when the folder does not exist). */
async function walk(dir, prefix = '') {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await walk(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/**
 * The snapshot and the files to archive with it: CVs pinned in `work`, public uploads read where they are.
 */
async function consistentSet(target, work, log) {
  for (let attempt = 1; ; attempt++) {
    const snapshotDir = path.join(work, `snapshot-${attempt}`);
    const pinned = path.join(snapshotDir, 'private-uploads');
    await fs.mkdir(pinned, { recursive: true, mode: 0o700 });
    const snapshot = await snapshotDatabase(target.database, snapshotDir);
    const missing = [];
    for (const { id, name } of snapshot.privateFiles) {
      if (!/^[\w.-]{1,200}$/.test(name)) {
        missing.push(id);
        continue;
      }
      await pin(path.join(target.privateUploads, name), path.join(pinned, name)).catch((error) => {
        if (error.code !== 'ENOENT') throw error;
        missing.push(id);
      });
    }
    if (missing.length === 0) {
      const publicFiles = await walk(target.publicUploads);
      const present = new Set(publicFiles);
      return {
        snapshot,
        privateEntries: snapshot.privateFiles.map(({ name }) => ({
          path: `private-uploads/${name}`,
          source: path.join(pinned, name),
        })),
        publicEntries: publicFiles.map((file) => ({
          path: `uploads/${file}`,
          source: path.join(target.publicUploads, file),
        })),
        missingPublic: snapshot.publicFiles.filter((file) => !present.has(file)).length,
      };
    }
    // Ids only: a file's name may carry an applicant's name.
    const ids = missing.slice(0, 10).join(', ');
    if (attempt >= SNAPSHOT_ATTEMPTS)
      throw new BackupError(
        `The database names ${missing.length} CV files that are not in ${target.privateUploads} (upload rows ${ids}` +
          `${missing.length > 10 ? ', …' : ''}), in ${SNAPSHOT_ATTEMPTS} snapshots in a row: no archive was written. ` +
          'Find out where those files went before anything else is deleted.',
      );
    log(
      `${missing.length} CV files named by the snapshot are gone (deleted since?): taking the snapshot again.`,
    );
    await fs.rm(snapshotDir, { recursive: true, force: true });
  }
}

/** Renames the finished archive to its name, never over another archive. */
async function publish(partial, dir, when) {
  for (let sequence = 1; ; sequence++) {
    const final = path.join(dir, archiveName(when, sequence));
    try {
      await fs.link(partial, final);
    } catch (error) {
      if (error.code === 'EEXIST') continue;
      throw error;
    }
    await fs.rm(partial);
    const handle = await fs.open(dir, 'r');
    await handle.sync().finally(() => handle.close());
    return final;
  }
}

/** The clear message of a failure the operator must act on (a full disk above all). */
function explained(error, backupDir) {
  if (error instanceof BackupError || error?.name === 'ArchiveError') return error;
  const code = error?.code ?? '';
  if (
    code === 'ENOSPC' ||
    code === 'SQLITE_FULL' ||
    /No space left|database or disk is full/i.test(error?.message ?? '')
  )
    return new BackupError(
      `The disk holding BACKUP_DIR (${backupDir}) is full: no archive was written, earlier archives are as they were. Free space (or point BACKUP_DIR elsewhere) and run it again.`,
    );
  if (code === 'EACCES' || code === 'EROFS')
    return new BackupError(`BACKUP_DIR (${backupDir}) cannot be written (${code}): no archive was written.`);
  return new BackupError(
    `The backup failed: ${error?.message ?? error}. No archive was written; earlier archives are as they were.`,
  );
}

/** Deletes archives beyond the retention; returns their names. */
async function prune(dir, keep) {
  const { remove } = retentionPlan(await fs.readdir(dir), keep);
  for (const name of remove) await fs.rm(path.join(dir, name), { force: true });
  return remove;
}

/**
 * BACKUP_COPY_COMMAND, run by the shell with the archive's path as "$1" (and in BACKUP_ARCHIVE), its
 * output on stderr; BACKUP_KEY is not passed to it.
 */
export function runCopyCommand(command, archive) {
  return new Promise((resolve) => {
    const env = { ...process.env, BACKUP_ARCHIVE: archive };
    delete env.BACKUP_KEY;
    const child = spawn('sh', ['-c', command, 'backup-copy', archive], {
      env,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', (error) => resolve({ ok: false, reason: error.message }));
    child.on('close', (code, signal) =>
      resolve(
        code === 0
          ? { ok: true }
          : { ok: false, reason: signal ? `killed by ${signal}` : `exit status ${code}` },
      ),
    );
  });
}

/**
 * @param {{
 *   target: ReturnType<typeof import('./target.mjs').cmsTarget>,
 *   key: string | undefined,
 *   backupDir?: string,
 *   keep: { daily: number, weekly: number, monthly: number },
 *   copyCommand?: string,
 *   now?: () => Date,
 *   log?: (line: string) => void,
 *   kdf?: { N: number, r: number, p: number },
 * }} options
 */
export async function runBackup({
  target,
  key,
  backupDir = target.backupDir,
  keep,
  copyCommand,
  now = () => new Date(),
  log = () => {},
  kdf,
}) {
  checkKey(key);
  const started = now();
  let release;
  let work;
  let partial;
  let result;
  try {
    await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
    release = await lock(backupDir);
    // Left by a backup that died: this one holds the lock, so nobody else is writing them.
    for (const name of await fs.readdir(backupDir))
      if (name.startsWith('.partial-') || name.startsWith('.work-'))
        await fs.rm(path.join(backupDir, name), { recursive: true, force: true });
    work = await fs.mkdtemp(path.join(backupDir, '.work-'));
    const { snapshot, privateEntries, publicEntries, missingPublic } = await consistentSet(target, work, log);
    if (missingPublic > 0)
      log(
        `Warning: ${missingPublic} public upload files named by the database are not in ${target.publicUploads}.`,
      );
    const secrets = existsSync(target.secretsFile) ? await fs.readFile(target.secretsFile) : null;
    const manifest = {
      format: 1,
      createdAt: started.toISOString(),
      host: os.hostname(),
      database: { client: target.database.client, path: snapshot.archivePath },
      counts: snapshot.counts,
      tables: snapshot.tables,
      secrets: Boolean(secrets),
      missingPublicFiles: missingPublic,
    };
    const entries = [
      { path: snapshot.archivePath, source: snapshot.file },
      ...(secrets ? [{ path: 'secrets/cms.env', data: secrets }] : []),
      ...privateEntries,
      ...publicEntries,
    ];
    partial = path.join(backupDir, `.partial-${process.pid}-${randomBytes(6).toString('hex')}.backup`);
    const { bytes } = await writeArchive({ file: partial, key, entries, manifest, kdf });
    // Read back in full before it counts: a disk that lost a write shows here, not on the day of a restore.
    const written = await readArchive({ file: partial, key });
    const archive = await publish(partial, backupDir, started);
    partial = null;
    const removed = await prune(backupDir, keep);
    result = {
      archive,
      bytes,
      counts: snapshot.counts,
      files: written.files.length,
      removed,
      seconds: (now() - started) / 1000,
    };
  } catch (error) {
    throw explained(error, backupDir);
  } finally {
    if (partial) await fs.rm(partial, { force: true }).catch(() => {});
    if (work) await fs.rm(work, { recursive: true, force: true }).catch(() => {});
    await release?.().catch(() => {});
  }
  if (copyCommand) {
    const copy = await runCopyCommand(copyCommand, result.archive);
    if (!copy.ok)
      throw new BackupError(
        `BACKUP_COPY_COMMAND failed (${copy.reason}): the archive was NOT copied off this machine. It is kept at ${result.archive}.`,
        { archive: result.archive },
      );
    result.copied = true;
  }
  return result;
}
