/**
 * POST /api/leads: a lead form's submission, checked and kept before the visitor is told it arrived.
 *
 * In order, each step refusing with a clear answer and keeping nothing:
 * 1. a per-client limit that a person never reaches (the client is the address the proxy in front reports);
 * 2. size caps on the body, before it is read whole: the CV-sized one only for the job application (named
 *    in the LEAD_FORM_HEADER, and checked against the body's own), a form's size for the rest; a body that
 *    trickles or stalls is cut off (lib/request-body.ts);
 * 3. the spam rules: the field people never fill, and no submit faster than a person could fill the form;
 * 4. the form's own schema (lib/leads/forms.ts, the one the browser checked), answered field by field, and
 *    the CV's bytes (one file, a PDF or Word file that is what its name says);
 * 5. a site-wide ceiling (a token bucket: no window edge lets a burst through), which no forged address
 *    escapes;
 * then the lead is kept: in the CMS, or in the site's store until the CMS takes it.
 */
import { storedSubmissionId } from './submission-id.mjs';
import { readBody } from '@/lib/request-body';
import { clientAddress, takeFromCeiling, takeToken, type CeilingRule, type RateRule } from '@/lib/rate-limit';
import { RESUME_MAX_BYTES } from '@/lib/constants';
import { cleanFileName, resumeContentProblem, resumeType } from '@/lib/resume';
import { plainLine } from '@/lib/text';
import { deliverHeldLeads, deliverLead, firstRetryAt, leadsCms } from './deliver';
import { isSubmissionId, type LeadEntry } from './entry';
import { checkTouches } from './fields';
import { checkLeadForm, isLeadFormId, leadForms } from './forms';
import { isKnownNoticeVersion } from './notices';
import { refusalMessages } from './messages';
import {
  LEAD_FORM_HEADER,
  MAX_FORM_BYTES,
  MIN_FILL_MS,
  SPAM_TRAP_FIELD,
  SUBMISSION_FIELDS,
  type LeadAnswer,
  type Refusal,
} from './protocol';
import { leadStore } from './store';

/** A person sends a few forms a minute at most. */
export const LEADS_PER_CLIENT: RateRule = { name: 'leads-client', points: 5, durationSeconds: 60 };
/**
 * Far above the institute's busiest day, far below what would flood its inbox and CMS: one a second on
 * average, twenty at once at most (in any 5 s, 25 at most).
 */
export const LEADS_SITE_WIDE: CeilingRule = {
  name: 'leads-site',
  points: 60,
  durationSeconds: 60,
  burst: 20,
};

const MAX_FIELDS = 40;
const MAX_PAGE_LENGTH = 300;

export interface LeadResponse {
  status: number;
  answer: LeadAnswer;
  retryAfterSeconds?: number;
}

function refuse(reason: Refusal, status: number, retryAfterSeconds?: number): LeadResponse {
  return { status, answer: { ok: false, reason, message: refusalMessages[reason] }, retryAfterSeconds };
}

const badRequest: LeadResponse = { status: 400, answer: { ok: false, reason: 'bad-request' } };

/**
 * The site path a form was sent from, as the browser reported it (location.pathname: percent-encoded, so
 * plain ASCII without spaces, quotes or markup); '/' when it is not such a path.
 */
function sitePath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string') return '/';
  const path = plainLine(value);
  return /^\/(?!\/)[!#-&(-;=?-[\]-_a-z|~]*$/i.test(path) && path.length <= MAX_PAGE_LENGTH ? path : '/';
}

async function readForm(request: Request, limit: number): Promise<FormData | LeadResponse> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return badRequest;
  const read = await readBody(request, limit);
  if (!read.ok) {
    if (read.reason === 'too-large') return refuse('too-large', 413);
    if (read.reason === 'too-slow') return refuse('too-slow', 408);
    if (read.reason === 'busy') return refuse('busy', 503);
    // The client went away: nobody reads the answer.
    return badRequest;
  }
  try {
    return await new Response(new Uint8Array(read.body), { headers: { 'content-type': type } }).formData();
  } catch {
    return badRequest;
  }
}

/** `now` is the clock of the site-wide ceiling, injected by tests. */
export async function receiveLead(request: Request, now = Date.now()): Promise<LeadResponse> {
  const client = clientAddress(request.headers);
  const perClient = await takeToken(LEADS_PER_CLIENT, client);
  if (!perClient.allowed) return refuse('too-many', 429, perClient.retryAfterSeconds);

  // Only a form with a file field may send more than a form's text, and it says so before its body.
  const named = request.headers.get(LEAD_FORM_HEADER);
  const withFile = isLeadFormId(named) && leadForms[named].fileField !== undefined;
  const form = await readForm(request, withFile ? MAX_FORM_BYTES + RESUME_MAX_BYTES : MAX_FORM_BYTES);
  if (!(form instanceof FormData)) return form;

  const formId = form.get(SUBMISSION_FIELDS.form);
  const submissionId = form.get(SUBMISSION_FIELDS.submissionId);
  if (!isLeadFormId(formId) || !isSubmissionId(submissionId)) return badRequest;
  if (named !== null && named !== formId) return badRequest;
  const definition = leadForms[formId];
  // One part per field: with two `resume` parts, one would be checked and the other kept.
  const names = [...form.keys()];
  if (new Set(names).size !== names.length) return badRequest;
  // The notice the page showed: a version this form has had. A page from before notices had versions
  // sends none, and its lead is still kept.
  const noticeVersion = form.get(SUBMISSION_FIELDS.noticeVersion);
  if (
    noticeVersion !== null &&
    (typeof noticeVersion !== 'string' || !isKnownNoticeVersion(formId, noticeVersion))
  ) {
    return badRequest;
  }

  const input: Record<string, unknown> = {};
  let fields = 0;
  let textBytes = 0;
  for (const [name, value] of form) {
    if (++fields > MAX_FIELDS) return badRequest;
    if (typeof value === 'string') textBytes += value.length;
    // A file where the form has none.
    else if (name !== definition.fileField) return badRequest;
    if (name.startsWith('_') || name === SPAM_TRAP_FIELD) continue;
    input[name] = value;
  }
  if (textBytes > MAX_FORM_BYTES) return refuse('too-large', 413);

  const trap = form.get(SPAM_TRAP_FIELD);
  const elapsed = Number(form.get(SUBMISSION_FIELDS.elapsed));
  if ((typeof trap === 'string' && trap !== '') || !Number.isFinite(elapsed) || elapsed < MIN_FILL_MS) {
    return refuse('refused', 422);
  }

  const check = checkLeadForm(definition, input);
  if (!check.valid) return { status: 422, answer: { ok: false, reason: 'invalid', errors: check.errors } };
  const file = definition.fileField ? form.get(definition.fileField) : null;
  const fileBytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
  if (file instanceof File && fileBytes && definition.fileField) {
    const problem = resumeContentProblem(file.name, fileBytes);
    if (problem) {
      return {
        status: 422,
        answer: { ok: false, reason: 'invalid', errors: { [definition.fileField]: problem } },
      };
    }
  }

  const siteWide = await takeFromCeiling(LEADS_SITE_WIDE, 'site', now);
  if (!siteWide.allowed) return refuse('busy', 429, siteWide.retryAfterSeconds);

  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(check.values)) {
    if (typeof value === 'string') values[name] = value;
  }
  // Where the visit came from: checked, and left out (never the lead refused) when it does not pass.
  const touches = checkTouches(form.get(SUBMISSION_FIELDS.touches));
  const entry: LeadEntry = {
    // Kept under a hash of the browser's id: only that browser can send a correction (submission-id.mjs).
    submissionId: storedSubmissionId(submissionId),
    form: formId,
    values,
    page: sitePath(form.get(SUBMISSION_FIELDS.page)),
    ...(noticeVersion === null ? {} : { noticeVersion }),
    receivedAt: new Date().toISOString(),
    ...(touches ? { touches } : {}),
    ...(file instanceof File && fileBytes
      ? {
          cv: {
            name: cleanFileName(file.name),
            // The type its bytes were found to be, never the one the browser claimed.
            type: resumeType(file.name),
            size: fileBytes.byteLength,
            data: Buffer.from(fileBytes).toString('base64'),
          },
        }
      : {}),
    attempts: 0,
    nextAttemptAt: Date.now(),
  };
  return keepLead(entry);
}

/**
 * Keeps a checked lead: first in the site's store (durable when it returns), then in the CMS at once when it
 * answers. Kept in either place, the visitor is told it arrived; the answer says where it is, whatever part
 * failed on the way (a store that stopped answering after it took the lead does not make a kept lead 500).
 */
export async function keepLead(entry: LeadEntry): Promise<LeadResponse> {
  const store = leadStore();
  const cms = leadsCms();
  // This request delivers it first; the workers only if it did not get through.
  const held = await store.put(cms ? { ...entry, nextAttemptAt: firstRetryAt() } : entry).then(
    () => true,
    (error: unknown) => {
      console.error(
        `Lead ${entry.submissionId} (${entry.channel?.channel ?? entry.form}) could not be written to the site's store (${store.kind}): ${
          error instanceof Error ? error.name : 'unknown error'
        }`,
      );
      return false;
    },
  );
  if (!cms) {
    return held
      ? { status: 201, answer: { ok: true, kept: 'site' } }
      : { status: 503, answer: { ok: false, reason: 'unavailable' } };
  }
  if (await deliverLead(cms, entry, held ? store : null).catch(() => false)) {
    // The CMS answers: whatever waited for it goes now, in the background.
    void deliverHeldLeads({ cmsAnswers: true });
    return { status: 201, answer: { ok: true, kept: 'cms' } };
  }
  return held
    ? { status: 202, answer: { ok: true, kept: 'outbox' } }
    : { status: 503, answer: { ok: false, reason: 'unavailable' } };
}
