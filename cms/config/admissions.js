/**
 * Admissions' settings, read from the environment once, here (`strapi.config.get('admissions')`): where the
 * CMS's e-mail goes and whether it can send any. The mail server itself is the e-mail plugin's
 * (config/plugins.js).
 */
module.exports = ({ env }) => ({
  // Without a mail server nothing is sent from the CMS: alerts wait in the admin, and the admin says so.
  mailConfigured: Boolean(env('SMTP_HOST')),
  // Where alerts go when a lead has no counsellor, and where escalations go.
  admissionsEmail: env('ADMISSIONS_EMAIL', ''),
  // The site, for links in e-mails to the public (a data request's verification link).
  siteUrl: env('SITE_URL', ''),
  // The admin's own address, for links in e-mails (its public URL when the CMS runs behind a proxy).
  adminUrl: env('CMS_PUBLIC_URL', `http://${env('HOST', '127.0.0.1')}:${env.int('PORT', 1337)}`),
});
