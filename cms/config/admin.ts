import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * Admin sessions as short as a bank's: one ends after CMS_ADMIN_IDLE_MINUTES (15) without use and
 * CMS_ADMIN_SESSION_HOURS (8, a working day) after sign-in however busy, "Remember me" or not. While the
 * admin is used it renews its access token shortly before that expires; so the access token lasts a fifth of
 * the idle limit and the session's idle window the rest, and an unused session ends between 4/5 of the limit
 * and the limit (12 to 15 minutes).
 */
function sessions(env: Env) {
  const idleMinutes = env.int('CMS_ADMIN_IDLE_MINUTES', 15);
  const hours = env.int('CMS_ADMIN_SESSION_HOURS', 8);
  if (!Number.isInteger(idleMinutes) || idleMinutes < 5 || idleMinutes > 24 * 60)
    throw new Error('CMS_ADMIN_IDLE_MINUTES must be a whole number of minutes from 5 to 1440.');
  if (!Number.isInteger(hours) || hours < 1 || hours > 24 || hours * 60 < idleMinutes)
    throw new Error(
      'CMS_ADMIN_SESSION_HOURS must be a whole number of hours from 1 to 24, no shorter than the idle limit.',
    );
  const idle = idleMinutes * 60;
  const access = Math.floor(idle / 5);
  return {
    accessTokenLifespan: access,
    idleSessionLifespan: idle - access,
    idleRefreshTokenLifespan: idle - access,
    maxSessionLifespan: hours * 3600,
    maxRefreshTokenLifespan: hours * 3600,
  };
}

const adminConfig = ({ env }: Core.Config.Shared.ConfigParams) => {
  const siteUrl = env('SITE_URL', '');
  const previewSecret = env('PREVIEW_SECRET', '');
  return {
    // The site only needs the REST API: the admin panel is built and served on request (npm run cms:admin,
    // npm run stack).
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
    auth: {
      secret: env('ADMIN_JWT_SECRET'),
      sessions: sessions(env),
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
    // The editor's Preview button shows the post on the real site, drafts included: the site's /api/preview
    // checks the secret, turns on Next's draft mode and sends the browser to the post's address.
    preview: {
      enabled: Boolean(siteUrl && previewSecret),
      config: {
        allowedOrigins: siteUrl ? [new URL(siteUrl).origin] : [],
        async handler(uid: string, { documentId, status }: { documentId: string; status?: string }) {
          if (uid !== 'api::blog.blog') return null;
          const post = await strapi.documents('api::blog.blog').findOne({
            documentId,
            status: status === 'published' ? 'published' : 'draft',
            fields: ['postNumber'],
          });
          if (!post?.postNumber) return null;
          const url = new URL('/api/preview', siteUrl);
          url.searchParams.set('secret', previewSecret);
          url.searchParams.set('post', String(post.postNumber));
          if (status === 'published') url.searchParams.set('status', 'published');
          return url.href;
        },
      },
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
  };
};

export default adminConfig;
