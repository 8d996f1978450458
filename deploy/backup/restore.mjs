/**
 * Restores an archive into a stopped CMS.
 *
 * Nothing is touched until everything checked out: the CMS must be stopped (no process holds its SQLite
 * file, no connection is open to its PostgreSQL database, the stack's CMS process is gone); the archive is
 * read in full into staging places beside the live ones, every chunk and every file checked against the
 * manifest; the database is restored on the side (PostgreSQL: into a database of its own) and its tables'
 * rows compared with the manifest's counts. Only then is each part put in place by renaming, the live one
 * kept beside it as `…before-restore-<time>`; if one rename fails, the ones done are undone.
 */
import { createWriteStream, existsSync, promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkKey, readArchive } from './archive.mjs';
import { databaseInUse, stageDatabase } from './database.mjs';

export class RestoreError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** Whether a process runs (a zombie, dead but not yet reaped, does not). */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) Z/.test(stat);
}

/** Why the target CMS counts as running, or null. */
async function cmsRunning(target) {
  if (target.pidFile && existsSync(target.pidFile)) {
    const pid = Number(await fs.readFile(target.pidFile, 'utf8'));
    if (pid && alive(pid)) return `the stack's CMS runs as process ${pid}`;
  }
  return databaseInUse(target.database);
}

/** A compact UTC time for the names of what a restore sets aside. */
function stampOf(date) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
}

/** Where the parts of a restore go live, are staged and are set aside. */
function placesFor(target, stamp) {
  const publicParent = path.dirname(path.dirname(target.publicUploads));
  return {
    private: {
      live: target.privateUploads,
      staged: `${target.privateUploads}.restore-${stamp}`,
      aside: `${target.privateUploads}.before-restore-${stamp}`,
    },
    // Beside cms/public, not in it: Strapi serves everything under public/.
    public: {
      live: target.publicUploads,
      staged: path.join(publicParent, `.public-uploads.restore-${stamp}`),
      aside: path.join(publicParent, `public-uploads.before-restore-${stamp}`),
    },
    secrets: {
      live: target.secretsFile,
      staged: `${target.secretsFile}.restore-${stamp}`,
      aside: `${target.secretsFile}.before-restore-${stamp}`,
    },
  };
}

/**
 * @param {{ archive: string, target: ReturnType<typeof import('./target.mjs').cmsTarget>, key: string | undefined, now?: () => Date, log?: (line: string) => void }} options
 */
export async function runRestore({ archive, target, key, now = () => new Date(), log = () => {} }) {
  checkKey(key);
  if (!existsSync(archive)) throw new RestoreError(`There is no archive at ${archive}.`);
  const running = await cmsRunning(target);
  if (running)
    throw new RestoreError(
      `The CMS is running (${running}): stop it first (npm run stack:stop for the stack). Nothing was changed.`,
    );

  const stamp = stampOf(now());
  const places = placesFor(target, stamp);
  const dbWork =
    target.database.client === 'postgres'
      ? await fs.mkdtemp(path.join(os.tmpdir(), 'cms-restore-'))
      : path.dirname(target.database.file);
  const stagedDatabase =
    target.database.client === 'postgres'
      ? path.join(dbWork, 'strapi.pgdump')
      : `${target.database.file}.restore-${stamp}`;
  const staged = [places.private.staged, places.public.staged, places.secrets.staged, stagedDatabase];
  const cleanUp = async () => {
    for (const place of staged) await fs.rm(place, { recursive: true, force: true }).catch(() => {});
    if (target.database.client === 'postgres')
      await fs.rm(dbWork, { recursive: true, force: true }).catch(() => {});
  };

  let manifest;
  let database;
  try {
    await fs.mkdir(places.private.staged, { recursive: true, mode: 0o700 });
    await fs.mkdir(places.public.staged, { recursive: true });
    await fs.mkdir(path.dirname(stagedDatabase), { recursive: true });
    let databasePath = null;
    log('Reading and checking the archive…');
    manifest = await readArchive({
      file: archive,
      key,
      sink: async (archivePath) => {
        let file;
        let mode = 0o644;
        if (archivePath.startsWith('database/')) {
          if (databasePath) throw new RestoreError('The archive holds two databases.');
          databasePath = archivePath;
          file = stagedDatabase;
          mode = 0o600;
        } else if (archivePath === 'secrets/cms.env') {
          file = places.secrets.staged;
          mode = 0o600;
        } else if (archivePath.startsWith('private-uploads/')) {
          file = path.join(places.private.staged, archivePath.slice('private-uploads/'.length));
          mode = 0o600;
        } else if (archivePath.startsWith('uploads/')) {
          file = path.join(places.public.staged, archivePath.slice('uploads/'.length));
        } else {
          throw new RestoreError('The archive holds a file of an unknown kind.');
        }
        await fs.mkdir(path.dirname(file), { recursive: true });
        return createWriteStream(file, { flags: 'wx', mode });
      },
    });
    const client = manifest.database?.client;
    if (client !== target.database.client)
      throw new RestoreError(
        `The archive holds a ${client} database and this CMS runs on ${target.database.client}: nothing was changed.`,
      );
    if (!databasePath || databasePath !== manifest.database.path)
      throw new RestoreError(
        "The archive's database is not the one its manifest names: nothing was changed.",
      );
    log('Restoring the database on the side and comparing it with the manifest…');
    database = await stageDatabase(target.database, stagedDatabase, manifest, stamp);
  } catch (error) {
    await cleanUp();
    throw error;
  }

  // Everything checked: each part put in place, the live one kept beside it.
  const undo = [];
  const setAside = [];
  try {
    const databaseAside = await database.swap();
    undo.push(() => database.undo());
    if (databaseAside) setAside.push(databaseAside);
    for (const place of [places.private, places.public, ...(manifest.secrets ? [places.secrets] : [])]) {
      const had = existsSync(place.live);
      await fs.mkdir(path.dirname(place.live), { recursive: true });
      if (had) await fs.rename(place.live, place.aside);
      try {
        await fs.rename(place.staged, place.live);
      } catch (error) {
        if (had) await fs.rename(place.aside, place.live);
        throw error;
      }
      undo.push(async () => {
        await fs.rm(place.live, { recursive: true, force: true });
        if (had) await fs.rename(place.aside, place.live);
      });
      if (had) setAside.push(place.aside);
    }
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => {});
    await cleanUp();
    await database.discard().catch(() => {});
    throw new RestoreError(
      `The restore could not put everything in place (${error.message}); what was done is undone.`,
    );
  }
  await cleanUp();
  return { manifest, setAside };
}
