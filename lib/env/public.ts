/**
 * The configuration the browser's code carries. Next writes each NEXT_PUBLIC_* value into the code at build
 * time, and only where it is read literally as `process.env.NEXT_PUBLIC_…`, so each is spelt out here.
 * server.mjs checks the same variables when the build starts, so a value that arrives here is well formed.
 */
import { DEFAULT_EMAIL_ORIGIN, DEFAULT_LEAD_RETENTION_DAYS, DEFAULT_SITE_URL } from './defaults.mjs';

function originOr(value: string | undefined, fallback: string): string {
  const text = value?.trim();
  if (!text) return fallback;
  try {
    return new URL(text).origin;
  } catch {
    return fallback;
  }
}

/** Blank means unset. */
function optional(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** A whole number above 0, else the fallback. */
function positiveOr(value: string | undefined, fallback: number): number {
  const number = Number(value?.trim() || NaN);
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
}

export const publicEnvironment = {
  /** Canonical origin for metadata, sitemap, feed and JSON-LD. */
  siteUrl: originOr(process.env.NEXT_PUBLIC_SITE_URL, DEFAULT_SITE_URL),
  /** The e-mail service (EmailJS): account, service, where it sends, and a template per form. */
  email: {
    publicKey: optional(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
    serviceId: optional(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
    origin: originOr(process.env.NEXT_PUBLIC_EMAILJS_ORIGIN, DEFAULT_EMAIL_ORIGIN),
    templates: {
      enquiry: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID),
      contact: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT),
      demo: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO),
      demoCall: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO_CALL),
      certification: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CERTIFICATION),
      application: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_APPLICATION),
    },
  },
  /**
   * LEAD_RETENTION_DAYS as the build read it (next.config.ts hands it to the browser's code): the forms'
   * notices state it, as the prerendered privacy page does.
   */
  leadRetentionDays: positiveOr(process.env.LEAD_RETENTION_DAYS, DEFAULT_LEAD_RETENTION_DAYS),
  /**
   * Whether the CMS acknowledges enquirers on WhatsApp too, as the build read it (WHATSAPP_PHONE_NUMBER_ID
   * set; next.config.ts hands it to the browser's code): the notices, the privacy and the rights page name
   * WhatsApp only then.
   */
  whatsappAcknowledgements: process.env.WHATSAPP_ACKNOWLEDGEMENTS === 'on',
  /**
   * Whether a CMS takes the leads, as the build read it (LEADS_API_TOKEN set; next.config.ts hands it to the
   * browser's code): the forms then e-mail a lead only when the site could not keep it, and never its file.
   */
  leadsGoToCms: process.env.LEADS_TO_CMS === 'on',
} as const;
