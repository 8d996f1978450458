module.exports = ({ env }) => ({
  // The site only needs the REST API: the admin panel is built and served on request (npm run cms:admin).
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
