module.exports = ({ env }) => ({
  upload: {
    config: {
      security: {
        // Blog images, and applicants' CVs (PDF and Word: .doc files are detected as application/x-cfb).
        // SVG can carry script, so it is refused. Files that are not images are kept private
        // (src/bootstrap/private-uploads.js).
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
  // there is a mail server; without one the CMS sends nothing (config/admissions.js says so to the callers).
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
});
