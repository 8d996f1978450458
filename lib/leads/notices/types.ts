/**
 * What a lead form tells the person before they send it (the notice the Digital Personal Data Protection Act
 * 2023 and its Rules ask of a form that collects personal data): each item of data and why it is asked, how
 * long it is kept, how to withdraw consent and ask for erasure, how to complain, and where the full notice is.
 * Each form's record is a module of its own, so a form's script carries its own notice only. Browser-safe.
 */
import { publicEnvironment } from '@/lib/env/public';
import { SUBMISSION_FIELDS } from '../protocol';

/** The rights page (see, correct, erase, withdraw) and the full notice. */
export const RIGHTS_PATH = '/privacy/your-data';
export const PRIVACY_PATH = '/privacy';

/** The name under which a form sends the version of the notice its page showed. */
export const NOTICE_FIELD = SUBMISSION_FIELDS.noticeVersion;

export interface NoticeItem {
  /** The data, as the form's fields name it. */
  data: string;
  /** Why it is asked. */
  why: string;
  /** The form's fields it covers (every field is covered by one item). */
  fields: readonly string[];
}

export interface FormNoticeRecord {
  /**
   * Which wording the person saw, stored with their lead. A new wording gets a new version; the old one
   * moves to `earlier`, so a page still open in someone's browser sends a version the server knows.
   */
  version: string;
  earlier: readonly string[];
  /** One sentence: what the details are for. */
  purpose: string;
  collects: readonly NoticeItem[];
}

/** How a notice names the acknowledgement's channels: in its purpose line, and in its items. */
const CHANNEL_WORDS = {
  withWhatsapp: { purpose: 'by e-mail and WhatsApp', items: 'by e-mail and on WhatsApp (Meta’s service)' },
  emailOnly: { purpose: 'by e-mail', items: 'by e-mail' },
} as const;

/**
 * The notice of a form whose person the CMS answers at once, as this build's configuration makes it true:
 * WhatsApp is named only when the CMS sends on it (WHATSAPP_PHONE_NUMBER_ID). Each wording has its own
 * version, and either accepts the other's (a page left open across a change of configuration).
 */
export function acknowledgedNotice({
  versions,
  purpose,
  collects,
}: {
  versions: { withWhatsapp: string; emailOnly: string; earlier: readonly string[] };
  /** The purpose line, given how the channels are named there ("by e-mail and WhatsApp"). */
  purpose: (channels: string) => string;
  /** The items, given how the channels are named there ("by e-mail and on WhatsApp (Meta’s service)"). */
  collects: (channels: string) => NoticeItem[];
}): FormNoticeRecord {
  const whatsapp = publicEnvironment.whatsappAcknowledgements;
  const words = whatsapp ? CHANNEL_WORDS.withWhatsapp : CHANNEL_WORDS.emailOnly;
  return {
    version: whatsapp ? versions.withWhatsapp : versions.emailOnly,
    earlier: [...versions.earlier, whatsapp ? versions.emailOnly : versions.withWhatsapp],
    purpose: purpose(words.purpose),
    collects: collects(words.items),
  };
}

/** The parts every form's notice shares. */
export const noticeText = {
  kept: (days: number) => `We keep them ${days} days, then delete them.`,
  disclosure: 'What we collect, why, and your rights',
  // True with a CMS (the e-mail service carries a form only when the website cannot keep it) and without one.
  shared:
    'Only our team reads them, in our own systems; an e-mail service may carry a form to the team. We do not sell them or share them for advertising.',
  withdraw:
    'You may withdraw your consent or ask us to see, correct or erase your details at any time, as easily as you gave them:',
  rightsLink: 'your data and your rights',
  complaint:
    'If we do not resolve a complaint, you may complain to the Data Protection Board of India. For anyone under 18, a parent or guardian fills in the form.',
  fullNotice: 'Privacy Policy',
} as const;

/** How long leads are kept, as this build states it (the privacy page says the same). */
export function noticeRetentionDays(): number {
  return publicEnvironment.leadRetentionDays;
}
