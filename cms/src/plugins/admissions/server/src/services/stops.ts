/**
 * Who asked the institute to stop its messages: no acknowledgement goes to them. A person stops messages by
 * withdrawing consent on the site's rights page (a data request of the kind "Withdraw consent", once it is
 * Verified or Done) or by writing STOP to the institute's WhatsApp number (passed on by the site).
 *
 * Each is kept in the hidden `contact-stop` collection as a digest of the person's contact key (phone or
 * e-mail, lib/shared/contact.mjs), so the list recognises a person without showing who they are, and so the
 * stop outlasts the data request, whose contact is cleared some weeks after it is answered (the data-rights
 * plugin's retention). The acknowledgements' round copies verified withdrawals into the list (at most once a
 * minute per process); the check at each send also reads the withdrawals themselves, so one verified a
 * moment ago counts at once.
 */
import { emailKey, phoneKey } from '@codebridge/shared/contact.mjs';
import { contactDigest, digestsOf } from '../lib/acknowledgements';
import type { Strapi } from '../lib/types';

const STOP_UID = 'api::contact-stop.contact-stop';
const REQUEST_UID = 'api::data-request.data-request';
const WITHDRAWAL = 'Withdraw consent';
/** A withdrawal stops messages once the person proved the request is theirs. */
const STANDING = ['Verified', 'Done'];
const SYNC_EVERY_MS = 60_000;

type Kind = 'Phone' | 'E-mail';

interface Withdrawal {
  contactType?: Kind | null;
  contact?: string | null;
}

async function withdrawals(strapi: Strapi): Promise<Withdrawal[]> {
  return strapi.db.query(REQUEST_UID as never).findMany({
    where: { kind: WITHDRAWAL, requestStatus: { $in: STANDING }, contact: { $notNull: true } },
    select: ['contactType', 'contact'],
  }) as Promise<Withdrawal[]>;
}

/** Adds a person's phone or e-mail to the stop list (once: the digest is unique). True when it was new. */
export async function stopContact(
  strapi: Strapi,
  kind: Kind,
  contact: unknown,
  source: 'Withdrawal' | 'WhatsApp',
  at: Date,
): Promise<boolean> {
  const keyDigest = contactDigest(kind, contact);
  if (!keyDigest) return false;
  const stops = strapi.db.query(STOP_UID as never);
  if (await stops.findOne({ where: { keyDigest }, select: ['id'] })) return false;
  try {
    await stops.create({
      data: { documentId: keyDigest.slice(0, 24), keyDigest, kind, source, at } as never,
    });
    return true;
  } catch (error) {
    // Another process added it at the same moment; anything else is a real failure.
    if (await stops.findOne({ where: { keyDigest }, select: ['id'] })) return false;
    throw error;
  }
}

/** Whether a withdrawal names this person's phone or e-mail (by the shared contact keys). */
function withdrawalMatches(withdrawal: Withdrawal, lead: { phone?: unknown; email?: unknown }): boolean {
  if (withdrawal.contactType === 'E-mail') {
    const key = emailKey(withdrawal.contact);
    return key !== null && key === emailKey(lead.email);
  }
  const key = phoneKey(withdrawal.contact);
  return key !== null && key === phoneKey(lead.phone);
}

/** Whether the lead's person asked to stop messages. */
export async function isStopped(
  strapi: Strapi,
  lead: { phone?: unknown; email?: unknown },
  now: Date,
): Promise<boolean> {
  const digests = digestsOf(lead);
  if (digests.length === 0) return false;
  const listed = await strapi.db.query(STOP_UID as never).count({ where: { keyDigest: { $in: digests } } });
  if (listed > 0) return true;
  const matching = (await withdrawals(strapi)).find((withdrawal) => withdrawalMatches(withdrawal, lead));
  if (!matching) return false;
  await stopContact(
    strapi,
    matching.contactType === 'E-mail' ? 'E-mail' : 'Phone',
    matching.contact,
    'Withdrawal',
    now,
  );
  return true;
}

let lastSync = 0;

/** Copies the standing withdrawals into the stop list, at most once a minute per process. */
export async function syncWithdrawals(strapi: Strapi, now: Date): Promise<number> {
  if (Math.abs(now.getTime() - lastSync) < SYNC_EVERY_MS) return 0;
  lastSync = now.getTime();
  let added = 0;
  for (const withdrawal of await withdrawals(strapi)) {
    const kind: Kind = withdrawal.contactType === 'E-mail' ? 'E-mail' : 'Phone';
    if (await stopContact(strapi, kind, withdrawal.contact, 'Withdrawal', now)) added += 1;
  }
  return added;
}

/** For tests: the next sync runs whatever the time. */
export function resetWithdrawalSync(): void {
  lastSync = 0;
}
