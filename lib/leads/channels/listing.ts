/**
 * Listing sites at GET/POST /api/leads/listing/{slug}: one endpoint for every site that sends leads by
 * calling an address (JustDial's lead API and the like), each with its own key and field mapping, kept in
 * the CMS (publishers.ts). The lead's parameters come in the address (GET), or as a form or JSON body
 * (POST; a nested JSON body is read as `outer.inner` names), the key among them (`key` unless the site's
 * mapping names another). A request is refused, with nothing kept, for an unknown site or a wrong key; a
 * known one's lead is kept under `{slug}:{its lead id}` like a form's (the store, then the CMS), so a lead sent
 * again stores nothing new. JustDial's usual parameters (`leadid`, `name`, `mobile`, `email`, `category`,
 * `city`, `area`, `date`, `time`) work without a mapping; every parameter that is not the key goes into the
 * lead's details.
 */
import {
  channelEntry,
  channelSubmissionId,
  channelTime,
  hasContact,
  mapAnswers,
  readableName,
} from './answers';
import type { Answer } from './answers';
import {
  admitVerified,
  channelOff,
  keepChannelLead,
  problem,
  readBody,
  refuse,
  type ChannelAnswer,
} from './intake';
import { isRecord } from './intake-json';
import { PUBLISHER_SLUG, publishers, type FieldTarget, type PublisherDirectory } from './publishers';

export const MAX_LISTING_BYTES = 32 * 1024;
const MAX_PARAMETERS = 80;
const MAX_VALUE = 5000;

export interface ListingOptions {
  directory?: PublisherDirectory | null;
  now?: number;
}

type Parameters = Map<string, string>;

/** Nested JSON as `outer.inner` names (three levels at most), lists of plain values joined. */
function flatten(value: unknown, prefix: string, into: Parameters, depth = 0): void {
  if (isRecord(value)) {
    if (depth >= 3) return;
    for (const [name, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${name}` : name, into, depth + 1);
    }
    return;
  }
  if (Array.isArray(value)) {
    const plain = value.filter((item) => ['string', 'number', 'boolean'].includes(typeof item));
    if (plain.length > 0) into.set(prefix.toLowerCase(), plain.join(', '));
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    into.set(prefix.toLowerCase(), String(value));
  }
}

/** The request's parameters by lower-case name: the address's, then the body's over them. */
async function parametersOf(request: Request): Promise<Parameters | ChannelAnswer> {
  const parameters: Parameters = new Map();
  for (const [name, value] of new URL(request.url).searchParams) parameters.set(name.toLowerCase(), value);
  if (request.method === 'POST') {
    const raw = await readBody(request, MAX_LISTING_BYTES);
    if (!Buffer.isBuffer(raw)) return raw;
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    const text = raw.toString('utf8');
    if (type.startsWith('application/json')) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return problem(400, 'bad-request', 'The body is not JSON.');
      }
      if (!isRecord(body)) return problem(400, 'bad-request', 'The body is not a JSON object.');
      flatten(body, '', parameters);
    } else if (type.startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
      } catch {
        return problem(400, 'bad-request', 'The form could not be read.');
      }
      for (const [name, value] of form) {
        if (typeof value === 'string') parameters.set(name.toLowerCase(), value);
      }
    } else if (text.trim() !== '') {
      for (const [name, value] of new URLSearchParams(text)) parameters.set(name.toLowerCase(), value);
    }
  }
  if (parameters.size > MAX_PARAMETERS) {
    return problem(413, 'too-many-parameters', `More than ${MAX_PARAMETERS} parameters.`);
  }
  for (const value of parameters.values()) {
    if (value.length > MAX_VALUE)
      return problem(413, 'too-large', `A value is longer than ${MAX_VALUE} characters.`);
  }
  return parameters;
}

/** The key among the parameters, by the name the site's mapping gives it. */
function keyIn(parameters: Parameters, fields: Readonly<Record<string, FieldTarget>>): string {
  for (const [name, target] of Object.entries(fields)) {
    if (target === 'key' && parameters.get(name)) return parameters.get(name)!;
  }
  return '';
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'test']);

/**
 * When the listing site says the lead was made: its date and time in India time (2026-11-27 and 14:35:10, or
 * 27-11-2026); null when they are missing or not of those forms.
 */
function listingTime(date: string | undefined, time: string | undefined, now: number): string | null {
  if (!date) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? null;
  const indian = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(date);
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : indian
      ? `${indian[3]}-${indian[2]}-${indian[1]}`
      : null;
  if (!day) return null;
  const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time ?? '');
  const at = clock ? `${clock[1]!.padStart(2, '0')}:${clock[2]}:${clock[3] ?? '00'}` : '00:00:00';
  return channelTime(`${day}T${at}+05:30`, now);
}

/** GET or POST: one lead of the listing site at `slug`. */
export async function receiveListingLead(
  request: Request,
  slug: string,
  { directory, now = Date.now() }: ListingOptions = {},
): Promise<ChannelAnswer> {
  const sites = directory === undefined ? publishers() : directory;
  if (!sites) return channelOff('Listing sites', 'BLOG_API_URL and PUBLISHERS_API_TOKEN');
  const unknown = problem(404, 'unknown-listing-site', 'No listing site has this address.');
  if (!PUBLISHER_SLUG.test(slug)) return refuse(request, unknown);
  const parameters = await parametersOf(request);
  if (!(parameters instanceof Map)) return refuse(request, parameters);

  const keyOf = (site: { fields: Readonly<Record<string, FieldTarget>> }) => keyIn(parameters, site.fields);
  const found = await sites.lookup(slug, keyOf);
  switch (found.kind) {
    case 'found':
      break;
    case 'unavailable':
      return problem(
        503,
        'listing-sites-unavailable',
        'The list of listing sites cannot be read right now.',
        {
          'Retry-After': '60',
        },
      );
    case 'unknown':
      return refuse(request, unknown);
    case 'off':
      return refuse(request, problem(403, 'listing-site-off', 'This listing site is switched off.'));
    default:
      return refuse(request, problem(403, 'wrong-key', 'The key is missing, or not this listing site’s.'));
  }
  const { publisher } = found;
  const busy = await admitVerified('listing', publisher.slug, now);
  if (busy) return busy;

  const answers: Answer[] = [];
  let leadId = '';
  let date: string | undefined;
  let time: string | undefined;
  let isTest = false;
  for (const [name, value] of parameters) {
    const target: FieldTarget | undefined = publisher.fields[name];
    if (target === 'key' || target === 'ignore') continue;
    if (target === 'id') {
      leadId ||= value.trim();
      continue;
    }
    if (target === 'test') {
      isTest ||= TRUE.has(value.trim().toLowerCase());
      continue;
    }
    if (target === 'date') date = value.trim();
    if (target === 'time') time = value.trim();
    const role = target === 'date' || target === 'time' ? undefined : target;
    answers.push({ label: readableName(name), value, ...(role ? { role } : {}) });
  }
  if (!/^[\x21-\x7e]{1,200}$/.test(leadId)) {
    const idName = Object.entries(publisher.fields).find(([, target]) => target === 'id')?.[0] ?? 'leadid';
    return problem(
      422,
      'no-lead-id',
      `The lead has no id (the ${idName} parameter, at most 200 characters).`,
    );
  }
  const mapped = mapAnswers(answers);
  if (!hasContact(mapped)) {
    return problem(422, 'no-contact', 'The lead has neither a phone number nor an e-mail address.');
  }
  const submittedAt = listingTime(date, time, now);
  const entry = channelEntry(
    channelSubmissionId(publisher.slug, leadId),
    {
      channel: 'listing',
      externalId: leadId,
      publisher: publisher.name,
      isTest,
      ...(submittedAt ? { submittedAt } : {}),
    },
    mapped,
    now,
  );
  return keepChannelLead(entry);
}
