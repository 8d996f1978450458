/**
 * Meta's Graph API as the site (a lead ad's answers) and the CMS (WhatsApp's Cloud API, which sends the
 * acknowledgement to an enquirer) both call it: where it is and which version's paths they use, when
 * META_GRAPH_URL and META_GRAPH_VERSION are unset. Tests point META_GRAPH_URL at a local fake.
 */
export const DEFAULT_GRAPH_ORIGIN = 'https://graph.facebook.com';
/** The Graph API version in each call's path; Meta keeps a version for about two years. */
export const DEFAULT_GRAPH_VERSION = 'v24.0';
/** What a version looks like in a path: v24.0. */
export const GRAPH_VERSION_PATTERN = /^v\d{1,3}\.\d{1,2}$/;

/**
 * Graph API error codes that mean "not now" (throttling, a temporary fault), whatever the HTTP status: 1
 * unknown, 2 service, 4 app limit, 17 user limit, 32 page limit, 341 application limit, 613 call rate; and
 * WhatsApp's Cloud API's own: 80007 and 130429 rate limits, 131000 something went wrong, 131016 service
 * unavailable, 131048 spam rate limit, 131056 too many messages to one number, 133004 server unavailable.
 */
const TRANSIENT_CODES = new Set([
  1, 2, 4, 17, 32, 341, 613, 80007, 130429, 131000, 131016, 131048, 131056, 133004,
]);

/**
 * The error code of a Graph API error answer (`{ "error": { "code": 190, … } }`), 2 when Meta says it is
 * transient, or null when the answer is not one.
 * @param {string} text
 * @returns {number | null}
 */
function errorCode(text) {
  try {
    const body = JSON.parse(text);
    if (body?.error?.is_transient === true) return 2;
    return typeof body?.error?.code === 'number' ? body.error.code : null;
  } catch {
    return null;
  }
}

/**
 * What a failed Graph API answer means: a reason code for logs and the admin (`graph-503`, `graph-400-190`;
 * never what was answered), and whether it is worth trying again (a 5xx, 429, or a code that means "not
 * now"); anything else is a refusal of this request.
 * @param {number} status the HTTP status, not 2xx
 * @param {string} text the answer's body
 * @returns {{ reason: string, transient: boolean }}
 */
export function graphFailure(status, text) {
  const code = errorCode(text);
  const transient = status >= 500 || status === 429 || (code !== null && TRANSIENT_CODES.has(code));
  return { reason: `graph-${status}${code === null ? '' : `-${code}`}`, transient };
}
