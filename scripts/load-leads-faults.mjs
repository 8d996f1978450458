/**
 * The lead fault run at scale, for `npm run load` (LOAD_ONLY=faults runs it alone). Not a test; nothing
 * here asserts. LOAD_FAULT_LEADS (1,000) leads, LOAD_FAULT_CVS (100) of them job applications with a CV,
 * a twentieth corrected and sent again, through two site instances of the end-to-end build sharing a leads
 * Redis, into the bundled CMS (SQLite) behind the tests' hub, while an instance is killed every
 * LOAD_FAULT_KILL_MS (3 s) on average and at fault points of deliveries, the CMS answers 5% of deliveries
 * too late, and the Redis is killed and restarted every 20 s (e2e/lead-fault-run.mjs). Reports the leads
 * stored, duplicates, orphaned CV files, what was lost, and the longest a lead waited between its first
 * sending and its arrival in the CMS.
 */
import path from 'node:path';
import { runLeadFaults, sqliteReaders } from '../e2e/lead-fault-run.mjs';
import { storedSubmissionId } from '../lib/leads/submission-id.mjs';

export async function leadFaultsAtScale({ root, env, hub, faultsOrigin }) {
  const readers = await sqliteReaders({
    root,
    database: path.join(root, 'cms', '.tmp', 'e2e.db'),
    privateUploads: path.join(root, 'cms', '.tmp', 'e2e-private-uploads'),
  });
  const sitePort = Number(env.E2E_PORT);
  let lateBefore = 0;
  let late = 0;
  const report = await runLeadFaults({
    storedSubmissionId,
    root,
    distDir: env.NEXT_DIST_DIR ?? '.next-e2e',
    cmsOrigin: faultsOrigin,
    leadsToken: env.LEADS_API_TOKEN,
    sitePorts: [sitePort + 41, sitePort + 42],
    redisPort: sitePort + 40,
    stateDir: path.join(root, 'test-results', 'load-lead-faults'),
    leads: Number(env.LOAD_FAULT_LEADS ?? 1000),
    withCv: Number(env.LOAD_FAULT_CVS ?? 100),
    corrections: Math.round(Number(env.LOAD_FAULT_LEADS ?? 1000) / 20),
    faultRate: 0.01,
    lateRate: 0.05,
    killEveryMs: Number(env.LOAD_FAULT_KILL_MS ?? 3000),
    redisRestartEveryMs: 20_000,
    concurrency: 20,
    retryMs: 1000,
    settleMs: 180_000,
    ...readers,
    async setLateRate(lateRate) {
      const answer = await fetch(`${hub}/__e2e/state`, {
        method: 'POST',
        body: JSON.stringify({ leadFaults: { lateRate } }),
      });
      const count = (await answer.json()).leadFaults.late;
      if (lateRate > 0) lateBefore = count;
      else late = count - lateBefore;
    },
  });
  return { ...report, late };
}

export function leadFaultsReport(r) {
  return [
    `\nLead fault run: ${r.leads} leads (${r.withCv} with a CV, ${r.corrections} corrected and sent again) through two instances, sent in ${r.sentFor.toFixed(0)} s (${r.sends} requests)`,
    `Faults: ${r.kills} kills at random moments, ${r.deaths} instance deaths in all (fault points included), ${r.late} CMS answers too late, ${r.redisRestarts} Redis restarts.`,
    '| leads stored | duplicates | CVs attached once | CVs missing | CV copies | orphaned CV files | corrections lost | left in outbox | dead letters | longest wait |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${r.stored} of ${r.leads} | ${r.duplicates} | ${r.withCv - r.cvMissing} of ${r.withCv} | ${r.cvMissing} | ${r.cvDuplicates} | ${r.orphanFiles} | ${r.correctionsLost} | ${r.outboxLeft} | ${r.deadLetters} | ${(r.longestWaitMs / 1000).toFixed(1)} s |`,
    `Longest wait: from the site's answer (201 or 202) to the lead's arrival in the CMS; ${(r.longestFromFirstSendMs / 1000).toFixed(1)} s from the visitor's first try (refusals by the site-wide ceiling included). Settled ${r.settleSeconds.toFixed(1)} s after the faults stopped.`,
  ].join('\n');
}
