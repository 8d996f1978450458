import type { Core } from '@strapi/strapi';

const adminConfig = ({ env }: Core.Config.Shared.ConfigParams) => {
  const siteUrl = env('SITE_URL', '');
  const previewSecret = env('PREVIEW_SECRET', '');
  return {
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
