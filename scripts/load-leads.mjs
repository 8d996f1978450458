/**
 * The lead flood of `npm run load` (scripts/load.mjs runs it against one `next start` and through the
 * stack's front). Not a test; nothing here asserts.
 *
 * LOAD_LEAD_SUBMISSIONS (10,000) enquiries from 100 client addresses at 50 connections, paced evenly over
 * LOAD_LEAD_SECONDS (150), with the CMS taken down for 60 s in the middle. Each client is a loopback address
 * of its own (127.0.1.1 to 127.0.1.100, all this machine), so the site and the front see 100 real clients,
 * not a header anyone could forge. Reports the answers by status and reason, what the CMS holds
 * afterwards, the outbox's largest size, and how long it took to drain once the CMS was back.
 */
import http from 'node:http';

const CLIENTS = 100;
const CONNECTIONS = 50;

/** One enquiry, encoded as a browser would send it. */
async function encodedEnquiry(i) {
  const form = new FormData();
  form.set('_form', 'enquiry');
  form.set('_submission', crypto.randomUUID());
  form.set('_page', '/mernstack');
  form.set('_elapsed', '8000');
  form.set('website', '');
  form.set('name', `Load visitor ${i}`);
  form.set('phone', `98765 ${String(i % 100_000).padStart(5, '0')}`);
  form.set('email', `load-${i}@load.example`);
  form.set('city', 'Pune');
  const request = new Request('http://load.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') };
}

function post(url, agent, { body, type }) {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': type, 'content-length': body.length },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let reason = '';
          try {
            const answer = JSON.parse(text);
            reason = answer.ok ? answer.kept : answer.reason;
          } catch {
            reason = 'not json';
          }
          resolve(`${response.statusCode} ${reason}`);
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(`error ${error.code ?? error.message}`));
    request.end(body);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {object} options
 * @param {string} options.origin where the forms are sent (one `next start`, or the stack's front)
 * @param {() => Promise<void>} options.stopCms takes the CMS (or its lead intake) down
 * @param {() => Promise<void>} options.startCms brings it back and resolves once it answers
 * @param {() => Promise<number>} options.outboxSize how many leads the site holds for the CMS
 * @param {() => Promise<number>} options.cmsLeads how many leads the CMS holds
 * @param {() => Promise<unknown>} options.memory the servers' memory now
 */
export async function leadFlood({ origin, stopCms, startCms, outboxSize, cmsLeads, memory }) {
  const submissions = Number(process.env.LOAD_LEAD_SUBMISSIONS ?? 10_000);
  const seconds = Number(process.env.LOAD_LEAD_SECONDS ?? 150);
  const outageStart = seconds * 0.3 * 1000;
  const outageMs = 60_000;
  const agents = Array.from(
    { length: CLIENTS },
    (_, i) => new http.Agent({ keepAlive: true, localAddress: `127.0.1.${i + 1}` }),
  );
  const url = `${origin}/api/leads`;
  const answers = {};
  const cmsBefore = await cmsLeads();
  const memoryBefore = await memory();
  let largestOutbox = 0;
  let outage = null;
  let drainedAfter = null;

  const started = Date.now();
  let next = 0;
  const outageRun = (async () => {
    await sleep(outageStart);
    const down = Date.now();
    await stopCms();
    const watch = setInterval(async () => {
      largestOutbox = Math.max(largestOutbox, await outboxSize().catch(() => 0));
    }, 1000);
    await sleep(outageMs - (Date.now() - down));
    await startCms();
    const back = Date.now();
    outage = { from: (down - started) / 1000, seconds: (back - down) / 1000 };
    clearInterval(watch);
    // Drained: the outbox empties once the CMS answers again, while the flood goes on.
    for (let polls = 0; polls < 600; polls++) {
      const size = await outboxSize().catch(() => -1);
      largestOutbox = Math.max(largestOutbox, size);
      if (size === 0) {
        drainedAfter = (Date.now() - back) / 1000;
        return;
      }
      await sleep(500);
    }
  })();

  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (;;) {
        const i = next++;
        if (i >= submissions) return;
        const due = started + (i * seconds * 1000) / submissions;
        if (due > Date.now()) await sleep(due - Date.now());
        const answer = await post(url, agents[i % CLIENTS], await encodedEnquiry(i));
        answers[answer] = (answers[answer] ?? 0) + 1;
      }
    }),
  );
  const floodSeconds = (Date.now() - started) / 1000;
  await outageRun;

  for (const agent of agents) agent.destroy();
  await sleep(10_000);
  const kept = Object.entries(answers)
    .filter(([answer]) => answer.startsWith('201') || answer.startsWith('202'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    submissions,
    floodSeconds,
    answers,
    kept,
    cmsGained: (await cmsLeads()) - cmsBefore,
    largestOutbox,
    outage,
    drainedAfter,
    memoryBefore,
    memoryAfter: await memory(),
  };
}

/** The flood's report, as Markdown. */
export function leadFloodReport(title, report, describeMemory) {
  const lines = [
    `\n${title}: ${report.submissions} enquiries from ${CLIENTS} clients at ${CONNECTIONS} connections over ${report.floodSeconds.toFixed(0)} s; CMS down from ${report.outage.from.toFixed(0)} s for ${report.outage.seconds.toFixed(0)} s`,
    '| answer | count |',
    '|---|---|',
    ...Object.entries(report.answers)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([answer, count]) => `| ${answer} | ${count} |`),
    `Kept (201 in the CMS at once, 202 in the outbox): ${report.kept}; leads the CMS gained: ${report.cmsGained}.`,
    `Outbox: largest ${report.largestOutbox}; empty ${report.drainedAfter === null ? 'not within 5 minutes' : `${report.drainedAfter.toFixed(1)} s`} after the CMS was back.`,
    `Memory: ${describeMemory(report.memoryBefore, report.memoryAfter)}.`,
  ];
  return lines.join('\n');
}

/**
 * The CMS's alerts for the leads of a flood (LOAD_ALERTS=0 leaves them out): with the CMS's SMTP_HOST
 * pointing at `sink` (scripts/smtp-sink.mjs), waits until every lead the CMS stored since `since` has its
 * alert (at most `waitMs`), then reports how many went, per minute, how long each lead waited from being
 * stored to its alert reaching the mail server, and whether any went twice.
 *
 * @param {object} options
 * @param {{ mails: import('./smtp-sink.mjs').SunkMail[] }} options.sink the local mail server
 * @param {string} options.cmsOrigin the CMS, read with `token` (a full-access API token)
 * @param {string} options.token
 * @param {Date} options.since when the flood started
 * @param {number} [options.waitMs]
 */
export async function leadAlerts({ sink, cmsOrigin, token, since, waitMs = 300_000 }) {
  /** @returns {Promise<{ documentId: string, createdAt: string }[]>} */
  const storedLeads = async () => {
    const leads = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({
        'filters[createdAt][$gte]': since.toISOString(),
        'fields[0]': 'createdAt',
        'pagination[pageSize]': '100',
        'pagination[page]': String(page),
      });
      const response = await fetch(`${cmsOrigin}/api/leads?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body =
        /** @type {{ data: { documentId: string, createdAt: string }[], meta: { pagination: { pageCount: number } } }} */ (
          await response.json()
        );
      leads.push(...body.data);
      if (page >= body.meta.pagination.pageCount) return leads;
    }
  };
  const alertsOf = () => {
    /** @type {Map<string, number[]>} */
    const byLead = new Map();
    for (const mail of sink.mails) {
      const documentId = /lead-alert-(\w+)@/.exec(mail.messageId)?.[1];
      if (!documentId) continue;
      byLead.set(documentId, [...(byLead.get(documentId) ?? []), mail.receivedAt]);
    }
    return byLead;
  };
  const deadline = Date.now() + waitMs;
  let leads = await storedLeads();
  while (Date.now() < deadline && leads.some((lead) => !alertsOf().has(lead.documentId))) {
    await sleep(2000);
    leads = await storedLeads();
  }
  const byLead = alertsOf();
  const waits = [];
  let missing = 0;
  let twice = 0;
  /** @type {Map<number, number>} alerts per minute since the flood began */
  const perMinute = new Map();
  for (const lead of leads) {
    const received = byLead.get(lead.documentId);
    if (!received) {
      missing += 1;
      continue;
    }
    if (received.length > 1) twice += 1;
    waits.push((received[0] - new Date(lead.createdAt).getTime()) / 1000);
    const minute = Math.floor((received[0] - since.getTime()) / 60_000);
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
  }
  waits.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0;
  return {
    leads: leads.length,
    alerted: waits.length,
    missing,
    twice,
    perMinute: [...perMinute.entries()].sort(([a], [b]) => a - b).map(([, count]) => count),
    waitMedian: at(0.5),
    waitP95: at(0.95),
    waitLongest: waits.at(-1) ?? 0,
  };
}

/**
 * The alerts' report, as Markdown.
 * @param {Awaited<ReturnType<typeof leadAlerts>>} report
 * @param {string} [title]
 */
export function leadAlertsReport(
  report,
  title = "The CMS's alerts for the flood's leads (local SMTP server)",
) {
  return [
    `\n${title}: ${report.alerted} of ${report.leads} leads alerted, ${report.missing} without an alert, ${report.twice} alerted twice.`,
    `Alerts sent per minute since the flood began: ${report.perMinute.join(', ') || 'none'} (peak ${Math.max(0, ...report.perMinute)}).`,
    `From the lead stored to its alert at the mail server: median ${report.waitMedian.toFixed(1)} s, 95th percentile ${report.waitP95.toFixed(1)} s, longest ${report.waitLongest.toFixed(1)} s.`,
  ].join('\n');
}

/**
 * A burst of leads stored straight in the CMS with the site's token (past the site's own ceiling of 60 a
 * minute), to see how many alerts a minute the CMS itself sends: LOAD_ALERT_BURST (1,000) leads at 20
 * connections. Returns when the burst started, for `leadAlerts`.
 *
 * @param {{ cmsOrigin: string, leadsToken: string }} options
 */
export async function leadBurst({ cmsOrigin, leadsToken }) {
  const count = Number(process.env.LOAD_ALERT_BURST ?? 1000);
  const since = new Date();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (;;) {
        const i = next++;
        if (i >= count) return;
        await fetch(`${cmsOrigin}/api/leads`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${leadsToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            data: {
              submissionId: crypto.randomUUID(),
              form: 'Enquiry',
              submittedAt: new Date().toISOString(),
              name: `Burst visitor ${i}`,
              phone: `97${String(i).padStart(8, '0')}`,
              email: `burst-${i}@load.example`,
              course: 'MERN Stack Development',
              page: '/mernstack',
            },
          }),
        }).catch(() => null);
      }
    }),
  );
  return { since, count, seconds: (Date.now() - since.getTime()) / 1000 };
}
