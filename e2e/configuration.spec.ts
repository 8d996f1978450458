import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * A bad value in the environment stops the server as it starts, with a message that names it, instead of a
 * site running on a default nobody chose. Runs the real `next start` of the end-to-end build: it exits on
 * its own, without a request (its "Ready" line comes before it loads the configuration).
 */

/** `next start` with `env` on top of this run's environment: its exit code and what it printed. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // A port of its own, next to the run's.
  const port = String(Number(process.env.E2E_PORT ?? 4311) + 7);
  return new Promise((resolve, reject) => {
    const server = spawn('node_modules/.bin/next', ['start', '--hostname', 'localhost', '--port', port], {
      env: { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Should the check ever let it through, the server would keep running: end it, and the test fails.
    const stillRunning = setTimeout(() => server.kill('SIGTERM'), 20_000);
    server.on('error', reject);
    server.on('exit', (code) => {
      clearTimeout(stillRunning);
      resolve({ code, output });
    });
  });
}

test('a bad value in the environment stops the server, naming each bad variable and never a secret', async () => {
  const { code, output } = await startServer({
    BLOG_API_URL: 'cms.example.in',
    BLOG_REVALIDATE_SECONDS: 'soon',
    REVALIDATE_SECRET: 'letmein',
  });
  expect(code).toBe(1);
  expect(output).toContain('The environment has 3 bad values:');
  expect(output).toContain(
    '- BLOG_API_URL="cms.example.in" is not an http:// or https:// address (for example http://127.0.0.1:1337).',
  );
  expect(output).toContain('- BLOG_REVALIDATE_SECONDS="soon" is not a whole number of seconds above 0');
  expect(output).toContain('- REVALIDATE_SECRET has 7 characters; a secret needs at least 16');
  expect(output).not.toContain('letmein');
});
