/**
 * The servers under test run the project's Node, read from their own processes: the site's `next start` and
 * the CMS's Strapi, each found by the port it listens on.
 */
import path from 'node:path';
import { describeNodeServing, nodeServing, projectNode } from '../deploy/node-serving.mjs';
import { isSupportedNode } from '../lib/shared/node-runtime.mjs';
import { CMS_URL } from './cms';
import { expect, test } from './fixtures';

const ROOT = path.join(__dirname, '..');
const pinned = projectNode(ROOT);
const onProjectNode = process.platform === 'linux' && process.arch === 'x64';

for (const [server, port] of [
  ['the site', Number(process.env.E2E_PORT ?? 4311)],
  ['the CMS', Number(process.env.E2E_STRAPI_PORT ?? 4338)],
] as const) {
  test(`${server} runs the project's Node`, async ({ request }) => {
    // Both answer by now: the site's start page, and the hub once Strapi is ready.
    expect((await request.get('/robots.txt')).ok()).toBe(true);
    expect((await request.get(`${CMS_URL}/__e2e/ready`)).ok()).toBe(true);
    const node = nodeServing(port);
    expect(node, describeNodeServing(port, ROOT)).not.toBeNull();
    expect(isSupportedNode(node!.version.slice(1))).toBe(true);
    if (onProjectNode) {
      expect(node!.version).toBe(pinned.version);
      expect(node!.executable).toBe(pinned.executable);
    }
  });
}
