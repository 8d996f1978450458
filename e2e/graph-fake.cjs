/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so that jest, Playwright and plain Node
   scripts (the benchmark, the tests' CMS hub) all load the same file. */
'use strict';

/**
 * A local stand-in for Meta's Graph API, as far as the site and the CMS use it. Meta's API is outside the
 * machine, so the tests, the unit tests and the benchmarks run against this instead (META_GRAPH_URL points
 * here):
 *
 * - `GET /{version}/{leadgen_id}` (the site reads a lead ad's answers) with the page's token (Authorization:
 *   Bearer) and `appsecret_proof`, answered with the lead's recorded answers, or with the Graph API's own
 *   errors (an unknown lead: 400 code 100; a wrong token: 400 code 190; a wrong proof: 400 code 100).
 * - `POST /{version}/{phone-number-id}/messages` (the CMS sends an acknowledgement by WhatsApp's Cloud API)
 *   with the business's token: a template message is checked as the Cloud API checks it (a whole number in
 *   `to`, a template with a name, a language and text parameters), kept, and answered with a `wamid.` id;
 *   every message is recorded with its `biz_opaque_callback_data`, the CMS's key for it, so a test or the
 *   benchmark counts the messages of each key.
 *
 * It can be told to fail: `failNext(id, n, status)` fails the next n calls for one lead; `failNextMessages(n,
 * status)` the next n messages; `state.failRate` fails that share of all calls and messages (500 with a
 * transient error, as Graph answers when it is down); `state.slowMs` answers every call that much later (past
 * the caller's timeout: a slow Graph). Every call is recorded.
 *
 * `graphFake(options)` is the handler alone (the tests' CMS hub serves it under a path of its own);
 * `startGraphFake(options)` serves it on a port: `const fake = await startGraphFake({...})`.
 */
const { createHmac, randomBytes } = require('node:crypto');
const http = require('node:http');

/**
 * @param {object} o
 * @param {string} [o.token] the page access token it accepts (lead reads)
 * @param {string} [o.appSecret] the app secret the proof is made with
 * @param {string} [o.whatsappToken] the WhatsApp business token it accepts (messages)
 */
function graphFake({ token = '', appSecret = '', whatsappToken = '' }) {
  /** @type {Map<string, object>} */
  const leads = new Map();
  /** @type {Map<string, {count: number, status: number}>} */
  const failures = new Map();
  const messageFailures = { count: 0, status: 500 };
  const state = { failRate: 0, slowMs: 0 };
  /** @type {{id: string, status: number, at: number}[]} */
  const calls = [];
  /**
   * Messages taken, and refused ones too (status not 200).
   * @type {{key: string | null, to: string, template: string, language: string, parameters: string[], status: number, id: string | null, at: number}[]}
   */
  const messages = [];
  const proof = createHmac('sha256', appSecret).update(token).digest('hex');

  const graphError = (code, message, extra = {}) => ({
    error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, ...extra },
  });

  function send(response, status, body) {
    const write = () => {
      if (response.destroyed) return;
      response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (state.slowMs > 0) setTimeout(write, state.slowMs);
    else write();
  }

  /** A Cloud API template message's problem, or null when it is one the Cloud API takes. */
  function messageProblem(body) {
    if (!body || body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
    if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to)) return 'to is not a whole number';
    if (body.type !== 'template') return 'only template messages start a conversation';
    const template = body.template;
    if (!template || typeof template.name !== 'string' || !template.language?.code) {
      return 'a template needs a name and a language';
    }
    const parameters = (template.components ?? []).flatMap((component) => component.parameters ?? []);
    for (const parameter of parameters) {
      if (parameter.type !== 'text' || typeof parameter.text !== 'string' || !parameter.text) {
        return 'a parameter must be non-empty text';
      }
      if (/[\n\t]| {5,}/.test(parameter.text)) return 'a parameter has a new line, a tab or many spaces';
    }
    return null;
  }

  function message(request, response, body) {
    const record = (status, id = null) => {
      messages.push({
        key: typeof body?.biz_opaque_callback_data === 'string' ? body.biz_opaque_callback_data : null,
        to: String(body?.to ?? ''),
        template: String(body?.template?.name ?? ''),
        language: String(body?.template?.language?.code ?? ''),
        parameters: (body?.template?.components ?? []).flatMap((component) =>
          (component.parameters ?? []).map((parameter) => parameter.text),
        ),
        status,
        id,
        at: Date.now(),
      });
    };
    if (request.headers.authorization !== `Bearer ${whatsappToken}`) {
      record(401);
      return send(response, 401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (messageFailures.count > 0) {
      messageFailures.count -= 1;
      record(messageFailures.status);
      return send(
        response,
        messageFailures.status,
        graphError(131000, 'Something went wrong', { is_transient: true }),
      );
    }
    if (state.failRate > 0 && Math.random() < state.failRate) {
      record(500);
      return send(response, 500, graphError(1, 'An unknown error occurred', { is_transient: true }));
    }
    const problem = messageProblem(body);
    if (problem) {
      record(400);
      return send(response, 400, graphError(100, `(#100) Invalid parameter: ${problem}`));
    }
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    record(200, id);
    return send(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to.replace(/\D/g, '') }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  function lead(request, response, url, id) {
    const answer = (status, body) => {
      calls.push({ id, status, at: Date.now() });
      send(response, status, body);
    };
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
    const found = leads.get(id);
    if (!found) {
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
      ? Object.fromEntries(fields.filter((f) => f in found).map((f) => [f, found[f]]))
      : found;
    return answer(200, { ...body, id });
  }

  /**
   * Answers one request; `path` is the request's path below the fake's root (the hub strips its prefix).
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} path
   * @param {Buffer} [read] the request's body, when the caller has read it already
   */
  function handle(request, response, path, read) {
    const url = new URL(path, 'http://graph.fake');
    const leadPath = /^\/(v\d+\.\d+)\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && leadPath) return lead(request, response, url, leadPath[2]);
    if (request.method === 'POST' && /^\/(v\d+\.\d+)\/(\d+)\/messages$/.test(url.pathname)) {
      const answer = (bytes) => {
        let body = null;
        try {
          body = JSON.parse(bytes.toString('utf8'));
        } catch {
          body = null;
        }
        message(request, response, body);
      };
      if (read) return answer(read);
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => answer(Buffer.concat(chunks)));
      return undefined;
    }
    return send(response, 400, graphError(100, 'Unsupported request.'));
  }

  return {
    handle,
    state,
    calls,
    messages,
    /** Answers `id` with this lead (the Graph API's answer, as recorded). */
    addLead(id, found) {
      leads.set(String(id), found);
    },
    /** The next `count` calls for `id` fail with `status` (503 unless said). */
    failNext(id, count, status = 503) {
      failures.set(String(id), { count, status });
    },
    /** The next `count` messages fail with `status` (500 unless said), as a Cloud API that is down. */
    failNextMessages(count, status = 500) {
      messageFailures.count = count;
      messageFailures.status = status;
    },
    callsFor(id) {
      return calls.filter((call) => call.id === String(id));
    },
    /** The messages taken (200) for a key. */
    messagesFor(key) {
      return messages.filter((sent) => sent.key === key && sent.status === 200);
    },
  };
}

/**
 * The fake on a port of its own.
 * @param {object} o
 * @param {number} [o.port] 0 (the default) for any free port
 * @param {string} [o.token]
 * @param {string} [o.appSecret]
 * @param {string} [o.whatsappToken]
 */
function startGraphFake({ port = 0, ...options }) {
  const fake = graphFake(options);
  const server = http.createServer((request, response) => fake.handle(request, response, request.url ?? '/'));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({
        ...fake,
        url: `http://127.0.0.1:${bound}`,
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

module.exports = { graphFake, startGraphFake };
