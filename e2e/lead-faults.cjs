/**
 * Preloaded into the lead fault tests' own site instances (`node --require ./e2e/lead-faults.cjs`, set by
 * e2e/lead-fault-run.mjs), never into a site that serves visitors: it installs the fault hook that
 * lib/leads/deliver.ts calls at named points of a delivery (before the CMS is asked, after it answered,
 * after the outbox was updated), and ends the process there at once, as a crash would, for
 * LEAD_FAULT_RATE of the calls. Without this file the hook is undefined and the calls do nothing.
 */
'use strict';

const rate = Number(process.env.LEAD_FAULT_RATE ?? 0);
if (rate > 0) {
  globalThis[Symbol.for('institute-site.leads.fault-point')] = (point) => {
    if (Math.random() < rate) {
      process.stderr.write(`lead fault: killed at ${point}\n`);
      process.kill(process.pid, 'SIGKILL');
    }
  };
}
