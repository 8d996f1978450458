/**
 * Google Ads lead forms at POST /api/leads/google: the lead-form webhook. Google sends the whole lead in
 * one JSON body with the key set on the form (`google_key`, compared in constant time with
 * GOOGLE_LEAD_FORM_KEY; there is no signature). A wrong or missing key is refused and nothing is kept. A
 * lead's answers (`user_column_data`, by `column_id`) map onto the lead; its ids (`lead_id`, `gcl_id`,
 * `campaign_id`, `adgroup_id`, `creative_id`, `form_id`) are kept with it, and a test lead (`is_test`, what
 * Google Ads' "Send test data" sends) is kept and marked. The lead is kept under `google:{lead_id}` like a
 * form's (the store, then the CMS), so a webhook sent again stores nothing new.
 */
import { environment } from '@/lib/env/server.mjs';
import { sameSecret } from '@/lib/shared/same-secret.mjs';
import {
  channelEntry,
  channelSubmissionId,
  channelTime,
  hasContact,
  mapAnswers,
  MAX_ANSWERS,
  readableName,
  senderId,
  type Answer,
  type AnswerRole,
} from './answers';
import {
  admitVerified,
  channelOff,
  keepChannelLead,
  problem,
  readBody,
  refuse,
  type ChannelAnswer,
} from './intake';
import { isRecord, parseJsonWithIds } from './intake-json';

/** A lead is a few KB; Google's body is JSON of one lead. */
export const MAX_GOOGLE_BYTES = 64 * 1024;
const ID_KEYS = ['form_id', 'campaign_id', 'adgroup_id', 'creative_id', 'asset_group_id'];

/** Google's standard columns: which of the lead's fields each fills. The rest keep their column name. */
const COLUMNS: Record<string, { label: string; role?: AnswerRole }> = {
  FULL_NAME: { label: 'Full name', role: 'name' },
  FIRST_NAME: { label: 'First name', role: 'firstName' },
  LAST_NAME: { label: 'Last name', role: 'lastName' },
  PHONE_NUMBER: { label: 'Phone number', role: 'phone' },
  EMAIL: { label: 'Email', role: 'email' },
  CITY: { label: 'City', role: 'city' },
  WORK_EMAIL: { label: 'Work email', role: 'email' },
  WORK_PHONE: { label: 'Work phone', role: 'phone' },
  POSTAL_CODE: { label: 'Postal code' },
  REGION: { label: 'Region' },
  COUNTRY: { label: 'Country' },
  STREET_ADDRESS: { label: 'Street address' },
  COMPANY_NAME: { label: 'Company name' },
  JOB_TITLE: { label: 'Job title' },
};
const COURSE_QUESTION = /course|program/i;

export interface GoogleOptions {
  key?: string | null;
  now?: number;
}

type Parsed = { answers: Answer[]; lead: Record<string, unknown> } | ChannelAnswer;

function parseLead(lead: Record<string, unknown>): Parsed {
  const leadId = lead.lead_id;
  if (typeof leadId !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(leadId.trim())) {
    return problem(422, 'no-lead-id', 'The lead has no lead_id (printable, at most 200 characters).');
  }
  const columns = lead.user_column_data;
  if (!Array.isArray(columns) || columns.length > MAX_ANSWERS) {
    return problem(422, 'bad-columns', `user_column_data must be a list of at most ${MAX_ANSWERS} answers.`);
  }
  const answers: Answer[] = [];
  for (const column of columns as unknown[]) {
    if (!isRecord(column))
      return problem(422, 'bad-columns', 'An answer of user_column_data is not an object.');
    const id = typeof column.column_id === 'string' ? column.column_id : '';
    const name = typeof column.column_name === 'string' ? column.column_name : '';
    const value = column.string_value;
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > 5000) {
      return problem(
        422,
        'bad-columns',
        'An answer’s string_value is not text (or longer than 5,000 characters).',
      );
    }
    const standard = COLUMNS[id];
    const role = standard?.role ?? (COURSE_QUESTION.test(`${id} ${name}`) ? 'course' : undefined);
    answers.push({
      label: standard?.label ?? (name || readableName(id)),
      value,
      ...(role ? { role } : {}),
    });
  }
  return { answers, lead };
}

/** POST: one lead of a Google Ads lead form. */
export async function receiveGoogleLead(
  request: Request,
  { key, now = Date.now() }: GoogleOptions = {},
): Promise<ChannelAnswer> {
  const expected = key === undefined ? environment().googleLeadFormKey : key;
  if (!expected) return channelOff('Google Ads lead forms', 'GOOGLE_LEAD_FORM_KEY');
  const raw = await readBody(request, MAX_GOOGLE_BYTES);
  if (!Buffer.isBuffer(raw)) return raw;
  let body: unknown;
  try {
    body = parseJsonWithIds(raw.toString('utf8'), ID_KEYS);
  } catch {
    body = null;
  }
  if (!isRecord(body)) return refuse(request, problem(400, 'bad-request', 'The body is not a JSON object.'));
  const given = body.google_key;
  if (typeof given !== 'string' || given === '') {
    return refuse(request, problem(401, 'no-key', 'The body has no google_key.'));
  }
  if (!sameSecret(given, expected)) {
    return refuse(request, problem(403, 'wrong-key', 'google_key is not the key set for this site.'));
  }
  const busy = await admitVerified('google', 'google', now);
  if (busy) return busy;

  const parsed = parseLead(body);
  if (!('answers' in parsed)) return parsed;
  const mapped = mapAnswers(parsed.answers);
  if (!hasContact(mapped)) {
    return problem(422, 'no-contact', 'The lead has neither a phone number nor an e-mail address.');
  }
  const leadId = (body.lead_id as string).trim();
  const submittedAt = channelTime(body.lead_submit_time, now);
  const ids = {
    campaignId: senderId(body.campaign_id),
    adGroupId: senderId(body.adgroup_id),
    adId: senderId(body.creative_id),
    leadFormId: senderId(body.form_id),
  };
  const clickId =
    typeof body.gcl_id === 'string' && /^[\x21-\x7e]{1,255}$/.test(body.gcl_id) ? body.gcl_id : undefined;
  const entry = channelEntry(
    channelSubmissionId('google', leadId),
    {
      channel: 'google',
      externalId: leadId,
      ...Object.fromEntries(Object.entries(ids).filter(([, value]) => value !== undefined)),
      ...(clickId ? { clickId } : {}),
      ...(submittedAt ? { submittedAt } : {}),
      isTest: body.is_test === true,
    },
    mapped,
    now,
  );
  return keepChannelLead(entry);
}
