/**
 * Test-only fault points: e2e/cms-faults.cjs, preloaded into a test's CMS with `node --require` (the tests'
 * hub, e2e/cms-hub.mjs, starts Strapi so when a test asks), sets this global to end the process at a named
 * point, as a crash or a kill would. Nothing in the CMS sets it and no request reaches it, so in a CMS started
 * without that preload (npm run cms, the stack, production) it is always undefined.
 */
const FAULT_HOOK = Symbol.for('codebridge.cms.fault-point');

type Hook = (point: string, detail: Record<string, string | null | undefined>) => void;

export function faultPoint(point: string, detail: Record<string, string | null | undefined> = {}): void {
  (globalThis as Record<symbol, Hook | undefined>)[FAULT_HOOK]?.(point, detail);
}
