/**
 * The one e-mail sender of the site. Every form that delivers a message goes through here, to the
 * transactional e-mail service (EmailJS) configured by the NEXT_PUBLIC_EMAILJS_* variables.
 * The SDK is imported on first send, so pages do not pay for it until a visitor submits.
 */

import { publicEnvironment } from './env/public';

export type EmailTemplate = 'enquiry' | 'contact' | 'demo' | 'demoCall' | 'certification' | 'application';

/** Template parameters: the form's fields, sent as plain text. */
export type EmailParams = Record<string, string>;

export interface EmailConfig {
  publicKey?: string;
  serviceId?: string;
  origin: string;
  templates: Partial<Record<EmailTemplate, string>>;
}

export const EMAIL_VARIABLES = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templates: {
    enquiry: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    contact: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT',
    demo: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO',
    demoCall: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO_CALL',
    certification: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_CERTIFICATION',
    application: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_APPLICATION',
  } satisfies Record<EmailTemplate, string>,
} as const;

/** The site's account with the service, as built into the browser's code. */
export const emailConfig: EmailConfig = publicEnvironment.email;

/** Thrown when a variable needed for a send is not set. */
export class EmailNotConfiguredError extends Error {
  constructor(readonly variable: string) {
    super(`E-mail is not configured: set ${variable}.`);
    this.name = 'EmailNotConfiguredError';
  }
}

/** Thrown when the service answers with anything but success. */
export class EmailDeliveryError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly text: string,
  ) {
    super(`The e-mail service refused the message (${status ?? 'no status'}): ${text}`);
    this.name = 'EmailDeliveryError';
  }
}

/** The first variable a send of this template still needs, or null when all are set. */
export function missingEmailVariable(
  template: EmailTemplate,
  config: EmailConfig = emailConfig,
): string | null {
  if (!config.publicKey) return EMAIL_VARIABLES.publicKey;
  if (!config.serviceId) return EMAIL_VARIABLES.serviceId;
  if (!config.templates[template]) return EMAIL_VARIABLES.templates[template];
  return null;
}

export function isEmailConfigured(template: EmailTemplate, config: EmailConfig = emailConfig): boolean {
  return missingEmailVariable(template, config) === null;
}

/** Success is a status of 200 or the text OK, the two ways the e-mail service reports a delivered message. */
function isSuccess(response: { status?: number; text?: string }): boolean {
  return response.status === 200 || response.text === 'OK';
}

type Payload = { kind: 'params'; params: EmailParams } | { kind: 'form'; form: HTMLFormElement };

async function deliver(template: EmailTemplate, payload: Payload, config: EmailConfig): Promise<void> {
  const missing = missingEmailVariable(template, config);
  if (missing) {
    const error = new EmailNotConfiguredError(missing);
    console.error(error.message);
    throw error;
  }
  const emailjs = await import('@emailjs/browser');
  const options = { publicKey: config.publicKey, origin: config.origin };
  // The SDK reads the origin only from init(); publicKey is passed again per call.
  emailjs.init(options);
  const serviceId = config.serviceId as string;
  const templateId = config.templates[template] as string;
  let response: { status?: number; text?: string };
  try {
    response =
      payload.kind === 'form'
        ? await emailjs.sendForm(serviceId, templateId, payload.form, options)
        : await emailjs.send(serviceId, templateId, payload.params, options);
  } catch (failure) {
    // The SDK rejects with {status, text} for a non-2xx answer, a string for its own guards, or a network error.
    if (failure && typeof failure === 'object' && 'status' in failure) {
      const { status, text } = failure as { status?: number; text?: string };
      throw new EmailDeliveryError(status, String(text ?? ''));
    }
    throw new EmailDeliveryError(undefined, failure instanceof Error ? failure.message : String(failure));
  }
  if (!isSuccess(response)) throw new EmailDeliveryError(response.status, String(response.text ?? ''));
}

/** Sends the template with these parameters; rejects with EmailNotConfiguredError or EmailDeliveryError. */
export function sendEmail(
  template: EmailTemplate,
  params: EmailParams,
  config: EmailConfig = emailConfig,
): Promise<void> {
  return deliver(template, { kind: 'params', params }, config);
}

/** Sends a whole form, file inputs included (multipart), for forms with attachments. */
export function sendEmailForm(
  template: EmailTemplate,
  form: HTMLFormElement,
  config: EmailConfig = emailConfig,
): Promise<void> {
  return deliver(template, { kind: 'form', form }, config);
}

/**
 * For forms whose delivery is optional: sends when the template is configured, so no lead is lost,
 * otherwise does nothing (the form still shows its message). Resolves to whether a message was sent.
 */
export async function sendEmailIfConfigured(
  template: EmailTemplate,
  payload: EmailParams | HTMLFormElement,
  config: EmailConfig = emailConfig,
): Promise<boolean> {
  if (!isEmailConfigured(template, config)) return false;
  if (typeof HTMLFormElement !== 'undefined' && payload instanceof HTMLFormElement) {
    await sendEmailForm(template, payload, config);
  } else {
    await sendEmail(template, payload as EmailParams, config);
  }
  return true;
}
