import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { parseLeadRetentionDays } from '@codebridge/shared/leads.mjs';
import { parseAccessLogRetentionDays } from '@codebridge/shared/access-log.mjs';
import { INSTITUTE_VARIABLES, institute as checkedInstitute } from '@codebridge/shared/institute.mjs';
import { parseCvKey } from '../src/plugins/admissions/server/src/lib/cv-crypto';
import { readWhatsappSettings } from '../src/plugins/admissions/server/src/lib/whatsapp';

/**
 * A local plugin's folder. This file runs from dist/config once compiled (the server loads the compiled
 * plugin beside it) and from config/ when the admin build reads it (the admin takes the plugin's sources).
 */
const local = (name: string) => path.join(__dirname, '..', 'src', 'plugins', name);

/** LEAD_RETENTION_DAYS, read by the site's rule: a bad value stops the CMS, as it stops the site. */
function leadRetentionDays(value: string | undefined): number {
  const { days, problem } = parseLeadRetentionDays(value);
  if (problem !== null) throw new Error(problem);
  return days;
}

/**
 * CV_ENCRYPTION_KEY: a malformed key stops the CMS here; a missing one when the CMS starts (the admissions
 * plugin's register), since the admin build reads this file too and needs none.
 */
function cvEncryptionKey(value: string | undefined): string {
  const { problem } = parseCvKey(value);
  if (problem !== null) throw new Error(problem);
  return value?.trim() ?? '';
}

/** ACCESS_LOG_RETENTION_DAYS, read the same way: a bad value stops the CMS. */
function accessLogRetentionDays(value: string | undefined): number {
  const { days, problem } = parseAccessLogRetentionDays(value);
  if (problem !== null) throw new Error(problem);
  return days;
}
type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * The institute's identity (INSTITUTE_* and GRIEVANCE_OFFICER_*), by the site's rule: a bad or partial one
 * stops the CMS with a message naming each variable; none set is the sample identity.
 */
const instituteOf = (env: Env) => {
  if (env('GRIEVANCE_EMAIL')) {
    throw new Error(
      'GRIEVANCE_EMAIL is now GRIEVANCE_OFFICER_EMAIL (with GRIEVANCE_OFFICER_NAME): rename it.',
    );
  }
  return checkedInstitute(Object.fromEntries(INSTITUTE_VARIABLES.map((name) => [name, env(name)])));
};

/** The admin's own address, for links in e-mails (its public URL when the CMS runs behind a proxy). */
const adminUrlOf = (env: Env) =>
  env('CMS_PUBLIC_URL', `http://${env('HOST', '127.0.0.1')}:${env.int('PORT', 1337)}`);

const pluginsConfig = ({ env }: Core.Config.Shared.ConfigParams) => {
  const institute = instituteOf(env);
  return {
    // First: Strapi starts plugins in this order, and the domains below use its roles (publishing gives the
    // public its read of the blog on the first start).
    'users-permissions': { enabled: true },
    // Admissions: leads, their history, counsellors, alerts, digests, the dashboard, the export and CVs.
    admissions: {
      enabled: true,
      resolve: local('admissions'),
      config: {
        // Where alerts go when a lead has no counsellor, and where escalations go.
        admissionsEmail: env('ADMISSIONS_EMAIL', ''),
        adminUrl: adminUrlOf(env),
        leadRetentionDays: leadRetentionDays(env('LEAD_RETENTION_DAYS')),
        // CVs and other files that are not images: outside public/, served to admins whose role reads the CV's
        // lead (unset: the CMS's private-uploads folder).
        privateUploadsDir: env('PRIVATE_UPLOADS_DIR', ''),
        // CVs are sealed with it on disk (AES-256-GCM, one file at a time): base64 of 32 random bytes.
        cvEncryptionKey: cvEncryptionKey(env('CV_ENCRYPTION_KEY')),
        // For the end-to-end tests only (e2e/cms-hub.mjs sets it): a route that runs the reminders at a given time.
        testClock: env('ADMISSIONS_TEST_CLOCK') === 'true',
        // The site, for the links in an enquirer's acknowledgement (the course's syllabus, the rights page).
        siteUrl: env('SITE_URL', ''),
        // WhatsApp's Cloud API for the acknowledgements (off unless WHATSAPP_PHONE_NUMBER_ID and
        // WHATSAPP_ACCESS_TOKEN are set; a bad value stops the CMS with a message naming it).
        whatsapp: readWhatsappSettings({
          WHATSAPP_PHONE_NUMBER_ID: env('WHATSAPP_PHONE_NUMBER_ID'),
          WHATSAPP_ACCESS_TOKEN: env('WHATSAPP_ACCESS_TOKEN'),
          WHATSAPP_TEMPLATE_NAME: env('WHATSAPP_TEMPLATE_NAME'),
          WHATSAPP_TEMPLATE_LANGUAGE: env('WHATSAPP_TEMPLATE_LANGUAGE'),
          META_GRAPH_URL: env('META_GRAPH_URL'),
          META_GRAPH_VERSION: env('META_GRAPH_VERSION'),
        }),
        // Who the institute is: the acknowledgements sign with it.
        institute,
      },
    },
    // Data rights: people's requests about their data, their verification, erasure and the requests' retention.
    'data-rights': {
      enabled: true,
      resolve: local('data-rights'),
      config: {
        // The site, for links in e-mails to the public (a request's verification link) and its outbox's purge.
        siteUrl: env('SITE_URL', ''),
        // The token the site creates requests with; the CMS presents it to purge an erased person's leads.
        siteToken: env('CMS_DATA_REQUESTS_TOKEN', ''),
        // Who hears of each new request and gets the daily list of open ones: the Grievance Officer, or
        // admissions with the sample identity (whose officer's address is no one's).
        grievanceEmail: institute.sample ? env('ADMISSIONS_EMAIL', '') : institute.grievanceOfficer.email,
        // Told, with each erased lead's counsellor, to delete the alert e-mails about an erased person.
        admissionsEmail: env('ADMISSIONS_EMAIL', ''),
        adminUrl: adminUrlOf(env),
        // The access answer says how long a form is kept.
        leadRetentionDays: leadRetentionDays(env('LEAD_RETENTION_DAYS')),
      },
    },
    // The access record: every look at leads by an admin account, append-only, for Super Admins to read.
    'access-log': {
      enabled: true,
      resolve: local('access-log'),
      config: { retentionDays: accessLogRetentionDays(env('ACCESS_LOG_RETENTION_DAYS')) },
    },
    // Publishing: blog posts, their numbers and excerpts, schedules, the preview, the site's webhook, marketers.
    publishing: {
      enabled: true,
      resolve: local('publishing'),
      config: {
        revalidateUrl: env('SITE_REVALIDATE_URL', ''),
        revalidateSecret: env('REVALIDATE_SECRET', ''),
      },
    },
    upload: {
      config: {
        security: {
          // Strapi's check for every upload: the admin's blog images, and applicants' CVs (PDF and Word: .doc
          // files are detected as application/x-cfb). It sniffs the first 4100 bytes (file-type) and, when
          // the declared type is generic, trusts them over the name, so a PDF named cv.hta passes: the REST
          // upload the site's token uses takes one PDF or Word file whose bytes match its name, and no image
          // (so no public file and no size variants), checked on its route (src/extensions/upload). SVG can
          // carry script, so it is refused. Files that are not images are kept private, opened only for a
          // signed-in admin whose role reads the CV's lead, and never changed through the media library (the
          // admissions plugin).
          allowedTypes: [
            'image/jpeg',
            'image/png',
            'image/webp',
            'image/avif',
            'image/gif',
            'application/pdf',
            'application/msword',
            'application/x-cfb',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ],
          deniedTypes: ['image/svg+xml'],
        },
      },
    },
    // The CMS's one e-mail sender (src/mail): Strapi's e-mail feature through nodemailer, configured only when
    // there is a mail server; without one the CMS sends nothing (src/mail says so to the callers).
    ...(env('SMTP_HOST')
      ? {
          email: {
            config: {
              provider: 'nodemailer',
              providerOptions: {
                host: env('SMTP_HOST'),
                port: env.int('SMTP_PORT', 587),
                secure: env.int('SMTP_PORT', 587) === 465,
                ...(env('SMTP_USERNAME')
                  ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD', '') } }
                  : {}),
                // A mail server that does not answer must not hold an alert's retry loop for minutes.
                connectionTimeout: 10_000,
                greetingTimeout: 10_000,
                socketTimeout: 20_000,
              },
              settings: { defaultFrom: env('MAIL_FROM', 'admissions@localhost') },
            },
          },
        }
      : {}),
  };
};

export default pluginsConfig;
