import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json';

// The production stack's tests (scripts/e2e-stack.sh starts the stack first). One worker: the tests stop and
// start parts of one shared stack in turn.

/**
 * The stack serves HTTPS with a certificate it made for local use: Chromium accepts exactly that key (the
 * SHA-256 of its public key), and no other certificate error.
 */
function trustedKey(): string[] {
  const file = path.resolve(process.env.STACK_DIR ?? '.stack', 'tls', 'cert.pem');
  if (!existsSync(file)) return [];
  const key = new X509Certificate(readFileSync(file)).publicKey.export({ type: 'spki', format: 'der' });
  return [`--ignore-certificate-errors-spki-list=${createHash('sha256').update(key).digest('base64')}`];
}

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
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...chromiumFlags, ...trustedKey()],
    },
  },
});
