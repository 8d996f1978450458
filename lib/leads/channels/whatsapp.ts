/**
 * WhatsApp's webhook, which Meta sends to the app's callback address like its lead ads' (POST
 * /api/leads/meta, `object: whatsapp_business_account`, signed with the same app secret and checked by
 * meta.ts before anything here runs). It reports on the messages the CMS sent (the acknowledgements to
 * enquirers: sent, delivered, read, failed) and brings what people write to the institute's number. The site
 * keeps none of it: the statuses, and the numbers of people who wrote a stop word, go to the CMS
 * (`POST {BLOG_API_URL}/api/lead-acknowledgements/statuses` with LEADS_API_TOKEN), which shows each status on
 * its lead and stops messages to those numbers. Nothing else a person wrote is read, kept or logged.
 *
 * A CMS that does not take them now is answered 503 to Meta, which sends the notification again later (its
 * webhooks are retried for days); without a CMS there is nothing to update, and Meta is answered 200.
 */
import {
  isStopMessage,
  MAX_STATUS_REPORTS,
  STATUS_REPORT_PATH,
  WHATSAPP_STATUSES,
  type StatusReport,
  type StatusReports,
} from '@/lib/shared/acknowledgements.mjs';
import { internationalPhone } from '@/lib/shared/contact.mjs';
import { leadsCms } from '../deliver';
import { admitVerified, answer, problem, type ChannelAnswer } from './intake';
import { isRecord } from './intake-json';

/** The CMS answers in this time, or Meta is asked to send the notification again. */
const CMS_TIMEOUT_MS = 4000;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** A WhatsApp timestamp (seconds since 1970, as a string) as an ISO time; null when it is not one. */
function isoTime(value: unknown): string | null {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 1e11) return null;
  return new Date(seconds * 1000).toISOString();
}

/**
 * The reports of a `whatsapp_business_account` notification: each message status with its message id, the
 * key the CMS gave it, when, and a failure's code; and the numbers that wrote a stop word (a text, or a
 * quick-reply button's text). Null when the body is not such a notification.
 */
export function whatsappReports(body: unknown): StatusReports | null {
  if (!isRecord(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry))
    return null;
  const reports: StatusReports = { statuses: [], stops: [] };
  for (const entry of body.entry as unknown[]) {
    if (!isRecord(entry) || !Array.isArray(entry.changes)) return null;
    for (const change of entry.changes as unknown[]) {
      if (!isRecord(change) || change.field !== 'messages' || !isRecord(change.value)) continue;
      const value = change.value;
      for (const status of Array.isArray(value.statuses) ? (value.statuses as unknown[]) : []) {
        if (!isRecord(status)) continue;
        const messageId = text(status.id, 200);
        const kind = text(status.status, 20);
        const at = isoTime(status.timestamp);
        if (!messageId || !at || !(WHATSAPP_STATUSES as readonly string[]).includes(kind ?? '')) continue;
        const errors = Array.isArray(status.errors) ? (status.errors as unknown[]) : [];
        const code = isRecord(errors[0]) ? errors[0].code : null;
        reports.statuses.push({
          messageId,
          key: text(status.biz_opaque_callback_data, 80),
          status: kind as StatusReport['status'],
          at,
          errorCode: typeof code === 'number' || typeof code === 'string' ? String(code).slice(0, 20) : null,
        });
      }
      for (const message of Array.isArray(value.messages) ? (value.messages as unknown[]) : []) {
        if (!isRecord(message)) continue;
        const written =
          (isRecord(message.text) ? message.text.body : null) ??
          (isRecord(message.button) ? message.button.text : null);
        const phone = internationalPhone(`+${String(message.from ?? '').replace(/\D/g, '')}`);
        const at = isoTime(message.timestamp);
        if (phone && at && isStopMessage(written)) reports.stops.push({ phone, at });
      }
    }
  }
  return reports;
}

/** Passes the reports on to the CMS; resolves to whether it took them. */
async function toCms(reports: StatusReports): Promise<boolean | 'no-cms'> {
  const cms = leadsCms();
  if (!cms) return 'no-cms';
  try {
    const response = await fetch(`${cms.origin}${STATUS_REPORT_PATH}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${cms.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(reports),
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}

/** A verified WhatsApp notification: its reports to the CMS, then Meta's answer. */
export async function receiveWhatsappReports(
  reports: StatusReports,
  { now = Date.now(), send = toCms }: { now?: number; send?: typeof toCms } = {},
): Promise<ChannelAnswer> {
  const count = reports.statuses.length + reports.stops.length;
  if (count > MAX_STATUS_REPORTS)
    return problem(413, 'too-large', `More than ${MAX_STATUS_REPORTS} reports at once.`);
  if (count === 0) return answer(200, { ok: true, reports: 0 });
  const busy = await admitVerified('whatsapp', 'whatsapp', now);
  if (busy) return busy;
  const taken = await send(reports);
  if (taken === false) {
    console.error(
      `WhatsApp notification of ${count} reports not passed on (the CMS did not take it); Meta will send it again.`,
    );
    return problem(503, 'unavailable', 'The reports could not be passed on right now.', {
      'Retry-After': '30',
    });
  }
  return answer(200, { ok: true, reports: taken === 'no-cms' ? 0 : count });
}
