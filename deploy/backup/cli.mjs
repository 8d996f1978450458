#!/usr/bin/env node
/**
 * npm run backup, npm run restore: the CMS's backups (deploy/backup/backup.mjs, restore.mjs).
 *
 *   node deploy/backup/cli.mjs backup [--stack]            one archive in BACKUP_DIR; prints its path last
 *   node deploy/backup/cli.mjs restore ARCHIVE [--stack]   into the stopped CMS
 *   node deploy/backup/cli.mjs check ARCHIVE               reads and checks an archive, prints its counts
 *                                                          (npm run backup -- check ARCHIVE)
 *
 * Without --stack: the bundled CMS as `npm run cms` runs it (deploy/backup/target.mjs names the variables);
 * with it: the production stack's CMS on its PostgreSQL (started for a restore when it is not running).
 * BACKUP_KEY (16 characters or more) is required. BACKUP_KEEP_DAILY, _WEEKLY, _MONTHLY (7, 4, 12): the
 * archives kept after each backup. BACKUP_COPY_COMMAND: run with the new archive's path as "$1".
 *
 * Progress and errors go to stderr; the archive's path, the last line, to stdout. Exit status 0 when
 * everything worked, 1 on a failure (nothing written or changed), 2 on a wrong usage, 3 when the archive
 * was written but BACKUP_COPY_COMMAND failed.
 */
import path from 'node:path';
import { assertSupportedNode } from '../../lib/shared/node-runtime.mjs';
import { readArchive } from './archive.mjs';
import { runBackup } from './backup.mjs';
import { keepFromEnv } from './retention.mjs';
import { runRestore } from './restore.mjs';
import { cmsTarget } from './target.mjs';

const log = (line) => console.error(line);
const args = process.argv.slice(2);
// `npm run backup -- check ARCHIVE` arrives as `backup check ARCHIVE`.
if (args[0] === 'backup' && args[1] === 'check') args.shift();
const [command, ...rest] = args;
const stack = rest.includes('--stack');
const [archiveArg] = rest.filter((arg) => !arg.startsWith('--'));

function counts(manifest) {
  const c = manifest.counts ?? {};
  return (
    `${c.leads ?? 0} leads, ${c.cvs ?? 0} CVs, ${c.historyEntries ?? 0} history entries, ${c.adminUsers ?? 0} admin users, ` +
    `${c.apiTokens ?? 0} API tokens, ${c.dataRequests ?? 0} data requests, ${c.blogPosts ?? 0} blog posts, ${c.files ?? 0} uploads`
  );
}

async function main() {
  // The CMS's SQLite module is compiled for the project's Node: a backup reads the database through it.
  assertSupportedNode(command === 'restore' ? 'A restore' : 'A backup');
  if (command === 'backup') {
    const target = cmsTarget({ stack });
    log(`Backing up the CMS (${target.database.client}) into ${target.backupDir}…`);
    try {
      const result = await runBackup({
        target,
        key: process.env.BACKUP_KEY,
        keep: keepFromEnv(),
        copyCommand: process.env.BACKUP_COPY_COMMAND || undefined,
        log,
      });
      log(
        `Backed up ${counts({ counts: result.counts })}: ${(result.bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s` +
          `${result.removed.length ? `; ${result.removed.length} older archives deleted` : ''}` +
          `${result.copied ? '; copied off the machine' : ''}.`,
      );
      console.log(result.archive);
    } catch (error) {
      if (error.archive) {
        log(`BACKUP COPY FAILED: ${error.message}`);
        console.log(error.archive);
        return 3;
      }
      throw error;
    }
    return 0;
  }
  if (command === 'restore' || command === 'check') {
    if (!archiveArg) {
      log(
        `usage: npm run ${command === 'check' ? 'backup -- check' : 'restore --'} ARCHIVE${command === 'restore' ? ' [--stack]' : ''}`,
      );
      return 2;
    }
    const archive = path.resolve(archiveArg);
    if (command === 'check') {
      const manifest = await readArchive({ file: archive, key: process.env.BACKUP_KEY });
      log(`The archive is whole: ${manifest.files.length} files, each matching its checksum.`);
      log(`Taken ${manifest.createdAt} from the CMS on ${manifest.database?.client}: ${counts(manifest)}.`);
      return 0;
    }
    const target = cmsTarget({ stack });
    if (stack) {
      // The stack's PostgreSQL answers restores even while the rest of the stack is stopped.
      const { startPostgres } = await import('../stack/postgres.mjs');
      await startPostgres({ dataDir: target.layout.postgresDir, port: target.layout.pgPort });
    }
    const { manifest, setAside } = await runRestore({ archive, target, key: process.env.BACKUP_KEY, log });
    log(`Restored ${counts(manifest)}, as the archive of ${manifest.createdAt} holds them.`);
    if (setAside.length)
      log(`What was there before is kept beside it until you delete it: ${setAside.join(', ')}.`);
    log(stack ? 'Start the stack: npm run stack.' : 'Start the CMS again.');
    return 0;
  }
  log('usage: node deploy/backup/cli.mjs backup [--stack] | restore ARCHIVE [--stack] | check ARCHIVE');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(
      `${command === 'restore' ? 'RESTORE' : command === 'check' ? 'CHECK' : 'BACKUP'} FAILED: ${error.message}`,
    );
    process.exit(1);
  },
);
