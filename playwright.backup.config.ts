import { defineConfig } from '@playwright/test';

// The CMS's backup and restore against a bundled CMS of its own on SQLite (scripts/e2e-backup.sh). No
// browser: the commands and the CMS's own API. One worker: the tests stop, wipe and restore that one CMS in turn.
export default defineConfig({
  testDir: './e2e',
  testMatch: 'backup.spec.ts',
  outputDir: 'test-results/e2e-backup-artifacts',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-backup.json' }]],
});
