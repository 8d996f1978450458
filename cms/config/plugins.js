module.exports = ({ env }) => ({
  upload: {
    config: {
      security: {
        // Strapi's check for every upload: the admin's blog images, and applicants' CVs (PDF and Word: .doc
        // files are detected as application/x-cfb). It sniffs the first 4100 bytes (file-type) and, when
        // the declared type is generic, trusts them over the name, so a PDF named cv.hta passes: the REST
        // upload the site's token uses takes one PDF or Word file whose bytes match its name, and no image
        // (so no public file and no size variants), checked on its route (src/bootstrap/site-uploads.js).
        // SVG can carry script, so it is refused. Files that are not images are kept private and open for
        // signed-in admins only (src/bootstrap/private-uploads.js).
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
