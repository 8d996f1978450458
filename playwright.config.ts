import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json';

// Ports come from the environment so a test run never collides with a running site or CMS.
const port = Number(process.env.E2E_PORT ?? 4311);
const baseURL = `http://127.0.0.1:${port}`;
const cmsPort = Number(process.env.E2E_CMS_PORT ?? 4337);
const browser = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/**
 * Spec files that change the one CMS all tests share (a fault, paused webhooks, a stopped Strapi) or wait
 * for it to act by itself (a scheduled post): they run one at a time, in one worker, beside the others.
 */
const SHARED_CMS_SPECS = [
  'blog.spec.ts',
  'marketer.spec.ts',
  'admissions-alerts.spec.ts',
  'leads.spec.ts',
  'data-rights.spec.ts',
  'channels.spec.ts',
  'acknowledgements.spec.ts',
  // The admin panel's pages: a click must not meet a Strapi that another spec stopped for a moment.
  'admin-admissions.spec.ts',
  // Each listens on the one SMTP port the CMS sends through (E2E_SMTP_PORT), as admissions-alerts and
  // data-rights do: two at once cannot both have it.
  'data-rights-confirm.spec.ts',
  'admin-data-rights.spec.ts',
  // Stops the mail server the CMS sends alerts through and moves the alerts' clock.
  'admin-working-day.spec.ts',
  // Its takeover probe asks for a password reset, whose e-mail needs the SMTP port for a moment.
  'admin-roles.spec.ts',
  // Enters batches, which change every page that shows a batch date, and listens on the SMTP port.
  'batches.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Our machines have no outside network: the flags keep Chromium from reaching for it.
      args: chromiumFlags,
    },
  },
  projects: [
    // The production stack's tests run against the stack, from scripts/e2e-stack.sh; the backup's against a
    // CMS of their own, from scripts/e2e-backup.sh.
    { name: 'chromium', testIgnore: ['stack.spec.ts', 'backup.spec.ts', ...SHARED_CMS_SPECS], use: browser },
    { name: 'shared-cms', testMatch: SHARED_CMS_SPECS, workers: 1, use: browser },
  ],
  // The site first, then the CMS: a fresh CMS seeds its posts, and its webhooks regenerate the site's blog,
  // as after a real deployment whose build ran while the CMS was down.
  webServer: [
    {
      // `localhost` binds 127.0.0.1 too; with a literal 127.0.0.1 Next 16 proxies the proxy's rewrites to itself
      // over HTTP instead of rendering them in-process (vercel/next.js#94745).
      command: `npx next start --hostname localhost --port ${port}`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e' },
    },
    {
      command: 'node e2e/cms-hub.mjs',
      url: `http://127.0.0.1:${cmsPort}/__e2e/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
