#!/usr/bin/env node
/**
 * The production stack's nightly backup, started by `npm run stack` when BACKUP_KEY is set: every night at
 * BACKUP_AT (02:00, the server's local time, an hour before the CMS's own nightly deletions) it runs
 * `deploy/backup/cli.mjs backup --stack`, and at once when it receives SIGUSR1 (kill -USR1 <pid in
 * STACK_DIR/pids/backup.pid>). One run at a time. Each run's output goes to this process's log
 * (STACK_DIR/logs/backup.log); its outcome, with the archive's path, to STACK_DIR/backup-status.json, which
 * `npm run stack` reports. A failure, a failed copy off the machine included, is written as a line starting
 * with "BACKUP FAILED".
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextRunAt } from './retention.mjs';
import { stackLayout } from '../stack/layout.mjs';

const layout = stackLayout();
const at = process.env.BACKUP_AT || '02:00';
const statusFile = path.join(layout.state, 'backup-status.json');
/** Longest single wait, so a changed clock (or a suspended machine) is noticed within the hour. */
const MAX_WAIT_MS = 3_600_000;

let running = false;

/** @param {string} reason */
function runBackup(reason) {
  if (running) {
    console.log(`${new Date().toISOString()} A backup is running already (${reason} ignored).`);
    return;
  }
  running = true;
  const started = new Date();
  console.log(`${started.toISOString()} Backup (${reason})…`);
  const child = spawn(
    process.execPath,
    [path.join(layout.root, 'deploy', 'backup', 'cli.mjs'), 'backup', '--stack'],
    {
      cwd: layout.root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (data) => {
    output += data;
    process.stdout.write(data);
  });
  child.on('close', (code) => {
    running = false;
    const archive = output.trim().split('\n').at(-1) || null;
    const ok = code === 0;
    writeFileSync(
      statusFile,
      `${JSON.stringify({ at: started.toISOString(), reason, ok, code, archive, finished: new Date().toISOString() }, null, 2)}\n`,
    );
    if (ok) console.log(`${new Date().toISOString()} Backup written: ${archive}`);
    else
      console.error(
        `${new Date().toISOString()} BACKUP FAILED (exit status ${code})${code === 3 ? `: written to ${archive} but NOT copied off the machine` : ''}; see the lines above.`,
      );
  });
}

function schedule() {
  const next = nextRunAt(new Date(), at);
  const wait = () => {
    const left = next.getTime() - Date.now();
    if (left > 0) {
      setTimeout(wait, Math.min(left, MAX_WAIT_MS));
      return;
    }
    runBackup('nightly');
    schedule();
  };
  wait();
}

process.on('SIGUSR1', () => runBackup('asked'));
process.on('SIGTERM', () => process.exit(0));
console.log(`${new Date().toISOString()} Nightly backups at ${at} into ${layout.backupDir}.`);
schedule();
