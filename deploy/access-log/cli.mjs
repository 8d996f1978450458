#!/usr/bin/env node
/**
 * npm run access-log: the CMS's access record, one line an entry (deploy/access-log/read.mjs).
 *
 *   npm run access-log -- [--since DATE] [--account EMAIL|ID] [--lead ID] [--stack]
 *   npm run access-log -- --account EMAIL [--since DATE] --people [--stack]
 *
 * Without --stack: the bundled CMS as `npm run cms` runs it, its database found the way the backup finds it
 * (deploy/backup/target.mjs: DATABASE_CLIENT, CMS_DATABASE_FILENAME or DATABASE_HOST/PORT/NAME/USERNAME/
 * PASSWORD/SCHEMA); with it: the production stack's PostgreSQL. Exit status 0 done, 1 an error, 2 a wrong use.
 */
import { cmsTarget } from '../backup/target.mjs';
import { run, USAGE, UsageError } from './read.mjs';

const argv = process.argv.slice(2);
try {
  process.exitCode = await run({ argv, target: cmsTarget({ stack: argv.includes('--stack') }) });
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(`npm run access-log: ${error.message}`);
    process.exitCode = 1;
  }
}
