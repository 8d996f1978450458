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
