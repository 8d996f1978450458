'use strict';

/**
 * Preloaded into a test's CMS with `node --require` (e2e/cms-hub.mjs does it when a test starts Strapi with
 * faults), never into any other: the CMS kills itself at the fault point named by E2E_CMS_FAULT_POINT (see
 * cms/src/fault-point.ts) for a lead whose submission id holds E2E_CMS_FAULT_MARK, as a crash or `kill -9`
 * would: no shutdown, nothing finished, nothing marked.
 */
const point = process.env.E2E_CMS_FAULT_POINT;
const mark = process.env.E2E_CMS_FAULT_MARK;

if (point) {
  globalThis[Symbol.for('codebridge.cms.fault-point')] = (name, detail) => {
    if (name !== point) return;
    if (mark && !String(detail?.submissionId ?? '').includes(mark)) return;
    process.kill(process.pid, 'SIGKILL');
  };
}
