/**
 * WhatsApp's Cloud API as the acknowledgements use it: one utility template message to an enquirer,
 * `POST {META_GRAPH_URL}/{version}/{phone-number-id}/messages` with the business's access token. The
 * template (its name and language) is the marketer's, approved by Meta in WhatsApp Manager; its body takes
 * four parameters: the person's name, the course, the next batch, and the counsellor with their number.
 *
 * The message carries the acknowledgement's key as `biz_opaque_callback_data`: WhatsApp echoes it in every
 * status it reports (sent, delivered, read, failed), so a status finds its acknowledgement even when the
 * CMS died before it stored WhatsApp's message id, and the tests' Graph API counts messages by it.
 */
import {
  DEFAULT_GRAPH_ORIGIN,
  DEFAULT_GRAPH_VERSION,
  GRAPH_VERSION_PATTERN,
  graphFailure,
} from '@codebridge/shared/meta-graph.mjs';

export interface WhatsappSettings {
  /** WHATSAPP_PHONE_NUMBER_ID: the business number's id in WhatsApp Manager (not the number). */
  phoneNumberId: string;
  /** WHATSAPP_ACCESS_TOKEN: a system user's token with whatsapp_business_messaging. */
  accessToken: string;
  /** WHATSAPP_TEMPLATE_NAME: the approved template (enquiry_acknowledgement unless set). */
  templateName: string;
  /** WHATSAPP_TEMPLATE_LANGUAGE: its language's code (en unless set). */
  templateLanguage: string;
  /** META_GRAPH_URL's origin (Meta's own unless set; tests point it at a local fake). */
  graphOrigin: string;
  /** META_GRAPH_VERSION (v24.0 unless set). */
  graphVersion: string;
}

export const DEFAULT_TEMPLATE_NAME = 'enquiry_acknowledgement';
export const DEFAULT_TEMPLATE_LANGUAGE = 'en';
/** Cloud API answers in well under a second; past this the attempt counts as failed and is tried again. */
const SEND_TIMEOUT_MS = 10_000;
/** A template parameter is one line of text (no new lines or tabs, at most four spaces in a row). */
const MAX_PARAMETER_LENGTH = 200;

type Variables = Record<string, string | undefined>;

/**
 * The WhatsApp settings from the CMS's environment: null (WhatsApp off) when neither WHATSAPP_PHONE_NUMBER_ID
 * nor WHATSAPP_ACCESS_TOKEN is set. A bad value, or one of the two without the other, throws a message
 * naming the variable, and the CMS does not start (as a bad LEAD_RETENTION_DAYS stops it).
 */
export function readWhatsappSettings(env: Variables): WhatsappSettings | null {
  const value = (name: string) => env[name]?.trim() || '';
  const phoneNumberId = value('WHATSAPP_PHONE_NUMBER_ID');
  const accessToken = value('WHATSAPP_ACCESS_TOKEN');
  if (!phoneNumberId && !accessToken) return null;
  const problems: string[] = [];
  if (!phoneNumberId || !accessToken) {
    problems.push('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are set together or not at all');
  }
  if (phoneNumberId && !/^\d{5,30}$/.test(phoneNumberId)) {
    problems.push('WHATSAPP_PHONE_NUMBER_ID is the number’s id from WhatsApp Manager: digits only');
  }
  const templateName = value('WHATSAPP_TEMPLATE_NAME') || DEFAULT_TEMPLATE_NAME;
  if (!/^[a-z0-9_]{1,512}$/.test(templateName)) {
    problems.push(
      `WHATSAPP_TEMPLATE_NAME="${templateName}" is not a template name (lower-case letters, digits and _)`,
    );
  }
  const templateLanguage = value('WHATSAPP_TEMPLATE_LANGUAGE') || DEFAULT_TEMPLATE_LANGUAGE;
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(templateLanguage)) {
    problems.push(
      `WHATSAPP_TEMPLATE_LANGUAGE="${templateLanguage}" is not a language code (for example en or en_US)`,
    );
  }
  let graphOrigin = DEFAULT_GRAPH_ORIGIN;
  const graphUrl = value('META_GRAPH_URL');
  if (graphUrl) {
    try {
      const url = new URL(graphUrl);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
      graphOrigin = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    } catch {
      problems.push(`META_GRAPH_URL="${graphUrl}" is not an http(s) address`);
    }
  }
  const graphVersion = value('META_GRAPH_VERSION') || DEFAULT_GRAPH_VERSION;
  if (!GRAPH_VERSION_PATTERN.test(graphVersion)) {
    problems.push(`META_GRAPH_VERSION="${graphVersion}" is not a Graph API version (for example v24.0)`);
  }
  if (problems.length > 0) throw new Error(`WhatsApp acknowledgements: ${problems.join('; ')}.`);
  return { phoneNumberId, accessToken, templateName, templateLanguage, graphOrigin, graphVersion };
}

/** What the template's four body parameters say, in its order. */
export interface TemplateParameters {
  name: string;
  course: string;
  nextBatch: string;
  counsellor: string;
}

/** A value as a template parameter takes it: one line, no run of spaces, not empty, not too long. */
export function parameterText(value: string, fallback: string): string {
  const line = String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const text = line || fallback;
  return text.length > MAX_PARAMETER_LENGTH ? `${text.slice(0, MAX_PARAMETER_LENGTH - 1)}…` : text;
}

/** The Cloud API's body for the acknowledgement: a template message to `to` (international form). */
export function templateMessage(
  settings: Pick<WhatsappSettings, 'templateName' | 'templateLanguage'>,
  { to, key, parameters }: { to: string; key: string; parameters: TemplateParameters },
) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: settings.templateName,
      language: { code: settings.templateLanguage },
      components: [
        {
          type: 'body',
          parameters: [
            parameterText(parameters.name, 'there'),
            parameterText(parameters.course, 'our courses'),
            parameterText(parameters.nextBatch, 'soon'),
            parameterText(parameters.counsellor, 'our admissions team'),
          ].map((text) => ({ type: 'text', text })),
        },
      ],
    },
    biz_opaque_callback_data: key,
  };
}

/**
 * A send that did not go: `reason` is a code for the admin and the log (`graph-503`, `graph-400-131026`,
 * `graph-timeout`), never what was answered; `transient` says whether trying again may help.
 */
export class WhatsappError extends Error {
  constructor(
    readonly reason: string,
    readonly transient: boolean,
  ) {
    super(`WhatsApp did not take the message (${reason})`);
    this.name = 'WhatsappError';
  }
}

/** Sends one message; resolves to WhatsApp's id of it (`wamid.…`), or rejects with a WhatsappError. */
export async function sendWhatsapp(
  settings: WhatsappSettings,
  message: ReturnType<typeof templateMessage>,
  { fetch: request = fetch, timeoutMs = SEND_TIMEOUT_MS }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<{ messageId: string }> {
  const url = `${settings.graphOrigin}/${settings.graphVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.accessToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    throw new WhatsappError(
      name === 'TimeoutError' || name === 'AbortError' ? 'graph-timeout' : 'graph-unreachable',
      true,
    );
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const { reason, transient } = graphFailure(response.status, text);
    throw new WhatsappError(reason, transient);
  }
  let id: unknown;
  try {
    id = (JSON.parse(text) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
  } catch {
    id = undefined;
  }
  // Taken (2xx) but without an id: it went; statuses will still find it by its key.
  return { messageId: typeof id === 'string' ? id.slice(0, 200) : '' };
}
