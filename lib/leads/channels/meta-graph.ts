/**
 * A Meta lead ad's answers: a `leadgen` notification names the lead, and its answers (`field_data`) are read
 * from the Graph API, `GET {META_GRAPH_URL}/{version}/{leadgen_id}` with the page's access token. This runs
 * when the lead is delivered (lib/leads/deliver.ts), from the site's store, so a Graph API that is down, slow
 * or throttling only delays the lead: the delivery is retried, less and less often, like any other.
 */
import { createHmac } from 'node:crypto';
import type { MetaLeadAds } from '@/lib/env/server.mjs';
import { graphFailure } from '@/lib/shared/meta-graph.mjs';
import type { LeadEntry } from '../entry';
import { channelTime, mapAnswers, readableName, senderId, type Answer, type AnswerRole } from './answers';
import { isRecord, parseJsonWithIds } from './intake-json';

/**
 * Reading a lead's answers from the sender failed. `refused`: the sender said no to this request (a 4xx that
 * is not throttling), which, repeated, makes the lead a dead letter; otherwise it is tried again.
 */
export class LeadSourceError extends Error {
  constructor(
    /** A reason code for the logs: `graph-503`, `graph-400-190`, `graph-timeout`… never what was answered. */
    readonly reason: string,
    readonly refused: boolean,
  ) {
    super(`the lead's answers could not be read (${reason})`);
    this.name = 'LeadSourceError';
  }
}

/** The Graph API answers in well under a second; past this it counts as down for this attempt. */
const GRAPH_TIMEOUT_MS = 5000;
/** A lead's answers are a few KB; anything much larger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** What is read of a lead: its answers, when it was made, and the ad behind it. */
const LEAD_FIELDS = 'created_time,field_data,ad_id,adset_id,campaign_id,form_id,is_organic,platform';
export const META_ID_KEYS = [
  'id',
  'leadgen_id',
  'ad_id',
  'adgroup_id',
  'adset_id',
  'campaign_id',
  'form_id',
  'page_id',
];

/** Meta's standard questions: which of the lead's fields each fills, and its label. */
const STANDARD: Record<string, { label: string; role?: AnswerRole }> = {
  full_name: { label: 'Full name', role: 'name' },
  first_name: { label: 'First name', role: 'firstName' },
  last_name: { label: 'Last name', role: 'lastName' },
  phone_number: { label: 'Phone number', role: 'phone' },
  email: { label: 'Email', role: 'email' },
  city: { label: 'City', role: 'city' },
  work_email: { label: 'Work email', role: 'email' },
  work_phone_number: { label: 'Work phone number', role: 'phone' },
  state: { label: 'State' },
  province: { label: 'Province' },
  country: { label: 'Country' },
  zip_code: { label: 'Postcode' },
  post_code: { label: 'Postcode' },
  street_address: { label: 'Street address' },
  company_name: { label: 'Company name' },
  job_title: { label: 'Job title' },
  date_of_birth: { label: 'Date of birth' },
  gender: { label: 'Gender' },
};

/** A custom question about the course or programme fills the lead's course. */
const COURSE_QUESTION = /course|program/i;

/** What the Lead Ads Testing Tool puts in every answer of a test lead. */
const TEST_ANSWER = /^<test lead: dummy data for .*>$/;

/** `appsecret_proof`: proves the call comes from the app's server, as apps that require it want. */
function appSecretProof(config: MetaLeadAds): string {
  return createHmac('sha256', config.appSecret).update(config.pageAccessToken).digest('hex');
}

interface GraphLead {
  created_time?: unknown;
  field_data: { name: string; values: string[] }[];
  ad_id?: unknown;
  adset_id?: unknown;
  campaign_id?: unknown;
  form_id?: unknown;
}

function graphLead(text: string): GraphLead | null {
  let body: unknown;
  try {
    body = parseJsonWithIds(text, META_ID_KEYS);
  } catch {
    return null;
  }
  if (!isRecord(body) || !Array.isArray(body.field_data)) return null;
  const fields: GraphLead['field_data'] = [];
  for (const field of body.field_data as unknown[]) {
    if (!isRecord(field) || typeof field.name !== 'string' || !Array.isArray(field.values)) return null;
    fields.push({
      name: field.name,
      values: field.values.filter((value): value is string => typeof value === 'string'),
    });
  }
  return { ...body, field_data: fields };
}

/** Reads a lead's answers from the Graph API. Rejects with a LeadSourceError. */
export async function fetchLeadAnswers(
  config: MetaLeadAds,
  leadgenId: string,
  { timeoutMs = GRAPH_TIMEOUT_MS } = {},
): Promise<GraphLead> {
  const url = new URL(`${config.graphOrigin}/${config.graphVersion}/${encodeURIComponent(leadgenId)}`);
  url.searchParams.set('fields', LEAD_FIELDS);
  url.searchParams.set('appsecret_proof', appSecretProof(config));
  let response: Response;
  try {
    response = await fetch(url, {
      // The token in a header, so it is in no address anyone logs.
      headers: { Authorization: `Bearer ${config.pageAccessToken}`, Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // Read by name: the abort's DOMException is not an Error of every realm (a test's, say).
    const name = (error as { name?: unknown } | null)?.name;
    const timeout = name === 'TimeoutError' || name === 'AbortError';
    throw new LeadSourceError(timeout ? 'graph-timeout' : 'graph-unreachable', false);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new LeadSourceError('graph-broken-answer', false);
  }
  if (!response.ok) {
    // Which answers mean "not now" is the Graph API's rule, shared with the CMS's WhatsApp.
    const { reason, transient } = graphFailure(response.status, text);
    throw new LeadSourceError(reason, !transient);
  }
  const lead = text.length <= MAX_ANSWER_BYTES ? graphLead(text) : null;
  if (!lead) throw new LeadSourceError('graph-malformed', true);
  return lead;
}

/** The Graph API's answers as the lead's: Meta's standard questions by their role, the rest as asked. */
export function metaAnswers(fields: GraphLead['field_data']): Answer[] {
  return fields.map(({ name, values }) => {
    const standard = STANDARD[name];
    const role = standard?.role ?? (COURSE_QUESTION.test(name) ? 'course' : undefined);
    return {
      label: standard?.label ?? readableName(name),
      value: values.join(', '),
      ...(role ? { role } : {}),
    };
  });
}

/** A lead from the Lead Ads Testing Tool: its answers are placeholders (its e-mail a real-looking one). */
export function isTestLead(fields: GraphLead['field_data']): boolean {
  return fields.some((field) => field.values.some((value) => TEST_ANSWER.test(value.trim())));
}

/**
 * A Meta lead kept from its notification, completed with its answers: the lead's fields, every answer in
 * its details, and the ids the notification did not carry (the campaign's). Rejects with a LeadSourceError.
 */
export async function withMetaAnswers(
  entry: LeadEntry,
  config: MetaLeadAds,
  now = Date.now(),
): Promise<LeadEntry> {
  const origin = entry.channel!;
  const lead = await fetchLeadAnswers(config, origin.externalId);
  const mapped = mapAnswers(metaAnswers(lead.field_data));
  const submittedAt = channelTime(lead.created_time, now) ?? origin.submittedAt;
  const rest = { ...origin };
  delete rest.awaitingAnswers;
  return {
    ...entry,
    values: mapped.values,
    channel: {
      ...rest,
      adId: origin.adId ?? senderId(lead.ad_id),
      adGroupId: origin.adGroupId ?? senderId(lead.adset_id),
      campaignId: senderId(lead.campaign_id) ?? origin.campaignId,
      leadFormId: origin.leadFormId ?? senderId(lead.form_id),
      isTest: origin.isTest || isTestLead(lead.field_data),
      ...(submittedAt ? { submittedAt } : {}),
      details: mapped.details,
    },
  };
}
