/**
 * A lead form's way out of the browser: checked with the form's schema, then kept by the site (POST
 * /api/leads). Who else gets a copy depends on where the leads go:
 * - A CMS takes them (LEADS_API_TOKEN in the build): the CMS is the team's copy, under the institute's
 *   retention and erasure, and alerts the counsellor itself. The e-mail service carries a lead only when the
 *   site could not keep it, as the one way left to the team, and never its file (a CV there would escape
 *   both).
 * - The embedded default (no CMS): the site keeps it and the e-mail service is the team's alert, the file
 *   attached, as the site has always done.
 * The visitor is told it arrived when the site kept it or the e-mail went out; that it did not, only when
 * neither happened. A submission the site refuses (too many, spam) is not e-mailed either.
 *
 * Where the visit came from (lib/attribution) goes to the site with the form, never in the e-mail, and stays
 * remembered for the visitor's later forms until its 30 days end.
 */
import type { TouchMemoryOptions } from '@/lib/attribution/browser';
import { sendEmail, sendEmailForm } from '@/lib/email';
import { publicEnvironment } from '@/lib/env/public';
import { checkLeadForm, type FieldErrors, type LeadForm } from './forms/types';
import { refusalMessages } from './messages';
import {
  LEAD_FORM_HEADER,
  LEADS_ENDPOINT,
  MIN_FILL_MS,
  SPAM_TRAP_FIELD,
  SUBMISSION_FIELDS,
  type LeadAnswer,
} from './protocol';

export type LeadSubmitResult =
  | { outcome: 'arrived' }
  | { outcome: 'invalid'; errors: FieldErrors }
  | { outcome: 'refused'; message: string }
  | { outcome: 'failed'; error: unknown };

/** A new submission's id. A retry of the same submission sends the same id, so it is kept only once. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain HTTP (not localhost) have no randomUUID: the same version-4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The form's fields for its schema and its e-mail: its text fields, and the file of its file field, taken
 * from the input itself (and put back into `data` as such).
 */
function readFields({ fileField }: LeadForm, form: HTMLFormElement, data: FormData) {
  const text: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  data.forEach((value, name) => {
    // The notice's version goes to the site only: it is not one of the form's fields.
    if (name === SPAM_TRAP_FIELD || name === SUBMISSION_FIELDS.noticeVersion || typeof value !== 'string') {
      return;
    }
    text[name] = value;
    input[name] = value;
  });
  const fileInput = fileField ? form.elements.namedItem(fileField) : null;
  const file = fileInput instanceof HTMLInputElement ? fileInput.files?.[0] : undefined;
  if (fileField && file) {
    input[fileField] = file;
    data.set(fileField, file);
  }
  return { text, input };
}

type Kept =
  | { kept: true; where: 'cms' | 'outbox' | 'site' }
  | { kept: false }
  | Exclude<LeadSubmitResult, { outcome: 'arrived' | 'failed' }>;

async function keepOnSite(lead: LeadForm, data: FormData): Promise<Kept> {
  let answer: LeadAnswer;
  try {
    const response = await fetch(LEADS_ENDPOINT, {
      method: 'POST',
      body: data,
      ...(lead.fileField ? { headers: { [LEAD_FORM_HEADER]: lead.id } } : {}),
    });
    answer = (await response.json()) as LeadAnswer;
  } catch {
    // The site did not answer, or not with its own answer: the e-mail may still carry the lead.
    return { kept: false };
  }
  if (answer.ok) return { kept: true, where: answer.kept };
  if (answer.reason === 'invalid') return { outcome: 'invalid', errors: answer.errors };
  if ('message' in answer) return { outcome: 'refused', message: answer.message };
  return { kept: false };
}

async function notifyTeam(
  { template, fileField }: LeadForm,
  form: HTMLFormElement,
  fields: Record<string, string>,
  withFile: boolean,
) {
  try {
    // A form with a file goes whole, so the file travels as an attachment.
    if (fileField && withFile) await sendEmailForm(template, form);
    else await sendEmail(template, fields);
    return { sent: true as const };
  } catch (error) {
    return { sent: false as const, error };
  }
}

export interface SubmitLeadOptions {
  /** Milliseconds since the page started (performance.now()); for tests. */
  elapsed?: () => number;
  /** The page the form is on; for tests. */
  page?: string;
  /** Where the touches are remembered, and the time; for tests. */
  touchMemory?: TouchMemoryOptions;
}

/**
 * The touches memory, loaded when a form is sent rather than with the form's page: it is needed by then
 * (and usually already fetched by the visit recorder), never before the first paint.
 */
async function touchMemory() {
  try {
    return await import('@/lib/attribution/browser');
  } catch {
    return null; // the chunk did not load: the lead goes without its source
  }
}

export async function submitLead(
  lead: LeadForm,
  form: HTMLFormElement,
  submissionId: string,
  {
    elapsed = () => performance.now(),
    page = window.location.pathname,
    touchMemory: memoryOptions,
  }: SubmitLeadOptions = {},
): Promise<LeadSubmitResult> {
  const data = new FormData(form);
  const { text, input } = readFields(lead, form, data);
  const check = checkLeadForm(lead, input);
  if (!check.valid) return { outcome: 'invalid', errors: check.errors };
  if (data.get(SPAM_TRAP_FIELD)) return { outcome: 'refused', message: refusalMessages.refused };

  // A person who fills a form this fast (autofill) waits a moment rather than being taken for a script.
  const early = MIN_FILL_MS - elapsed();
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 50));
  data.set(SUBMISSION_FIELDS.form, lead.id);
  data.set(SUBMISSION_FIELDS.submissionId, submissionId);
  data.set(SUBMISSION_FIELDS.page, page);
  data.set(SUBMISSION_FIELDS.elapsed, String(Math.round(elapsed())));
  const memory = await touchMemory();
  const touches = memory?.rememberedTouches(memoryOptions);
  if (touches) data.set(SUBMISSION_FIELDS.touches, JSON.stringify(touches));

  const site = await keepOnSite(lead, data);
  if ('outcome' in site) return site;
  // The site's own answer says where the lead went; without one, the build does.
  const toCms = site.kept ? site.where !== 'site' : publicEnvironment.leadsGoToCms;
  if (site.kept && toCms) return { outcome: 'arrived' };
  const email = await notifyTeam(lead, form, text, !toCms);
  return site.kept || email.sent ? { outcome: 'arrived' } : { outcome: 'failed', error: email.error };
}
