import { defineConfig } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json';

// The production stack's tests (scripts/e2e-stack.sh starts the stack first). HTTP only, one worker: the
// tests stop and start parts of one shared stack in turn.
export default defineConfig({
  testDir: './e2e',
  testMatch: 'stack.spec.ts',
  outputDir: 'test-results/e2e-stack-artifacts',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-stack.json' }]],
  use: {
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
});
