/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so that jest, Playwright and plain Node
   scripts (the benchmark) all load the same file. */
'use strict';

/**
 * A local stand-in for Meta's Graph API, as far as the site uses it: `GET /{version}/{leadgen_id}` with the
 * page's token (Authorization: Bearer) and `appsecret_proof`, answered with the lead's recorded answers, or
 * with the Graph API's own errors (an unknown lead: 400 code 100; a wrong token: 400 code 190; a wrong
 * proof: 400 code 100). Meta's API is outside the machine, so the tests, the unit tests and the channels'
 * benchmark run against this instead (the site's META_GRAPH_URL points here).
 *
 * It can be told to fail: `failNext(id, n, status)` fails the next n calls for one lead; `state.failRate`
 * fails that share of all calls (500 with a transient error, as Graph answers when it is down); `state.slowMs`
 * answers every call that much later (past the site's timeout: a slow Graph). Every call is recorded.
 *
 * Used from JavaScript and TypeScript alike (CommonJS): `const fake = await startGraphFake({...})`.
 */
const { createHmac } = require('node:crypto');
const http = require('node:http');

/**
 * @param {object} o
 * @param {number} [o.port] 0 (the default) for any free port
 * @param {string} o.token the page access token it accepts
 * @param {string} o.appSecret the app secret the proof is made with
 */
function startGraphFake({ port = 0, token, appSecret }) {
  /** @type {Map<string, object>} */
  const leads = new Map();
  /** @type {Map<string, {count: number, status: number}>} */
  const failures = new Map();
  const state = { failRate: 0, slowMs: 0 };
  /** @type {{id: string, status: number, at: number}[]} */
  const calls = [];
  const proof = createHmac('sha256', appSecret).update(token).digest('hex');

  const graphError = (code, message, extra = {}) => ({
    error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, ...extra },
  });

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.fake');
    const match = /^\/(v\d+\.\d+)\/(\d+)$/.exec(url.pathname);
    const answer = (status, body) => {
      if (match) calls.push({ id: match[2], status, at: Date.now() });
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(body));
      };
      if (state.slowMs > 0) setTimeout(send, state.slowMs);
      else send();
    };
    if (request.method !== 'GET' || !match) {
      return answer(400, graphError(100, 'Unsupported request.'));
    }
    const id = match[2];
    if (request.headers.authorization !== `Bearer ${token}`) {
      return answer(400, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (url.searchParams.get('appsecret_proof') !== proof) {
      return answer(400, graphError(100, 'Invalid appsecret_proof provided in the API argument'));
    }
    const failure = failures.get(id);
    if (failure && failure.count > 0) {
      failure.count -= 1;
      return answer(
        failure.status,
        graphError(2, 'An unexpected error has occurred. Please retry your request later.', {
          is_transient: true,
        }),
      );
    }
    if (state.failRate > 0 && Math.random() < state.failRate) {
      return answer(500, graphError(1, 'An unknown error occurred', { is_transient: true }));
    }
    const lead = leads.get(id);
    if (!lead) {
      return answer(
        400,
        graphError(
          100,
          `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          { error_subcode: 33 },
        ),
      );
    }
    const fields = (url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
    const body = fields.length
      ? Object.fromEntries(fields.filter((f) => f in lead).map((f) => [f, lead[f]]))
      : lead;
    return answer(200, { ...body, id });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://127.0.0.1:${bound}`,
        state,
        calls,
        /** Answers `id` with this lead (the Graph API's answer, as recorded). */
        addLead(id, lead) {
          leads.set(String(id), lead);
        },
        /** The next `count` calls for `id` fail with `status` (503 unless said). */
        failNext(id, count, status = 503) {
          failures.set(String(id), { count, status });
        },
        callsFor(id) {
          return calls.filter((call) => call.id === String(id));
        },
        close() {
          return new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          });
        },
      });
    });
  });
}

module.exports = { startGraphFake };
