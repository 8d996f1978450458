import type { Core } from '@strapi/strapi';

/**
 * The CMS's middlewares. Four differ from Strapi's defaults:
 * - the front door first (src/middlewares/front-door.ts): behind the stack's front, forwarded headers are
 *   believed only from it (FRONT_SECRET in X-Front-Secret);
 * - the request log (src/middlewares/request-log.ts) instead of `strapi::logger`, which writes query
 *   strings (a search's terms, a filter on a lead's e-mail) and file names (an applicant's CV);
 * - CORS for two origins only, the site's (SITE_URL) and the admin's own, and never with credentials:
 *   Strapi's default answers any Origin, `null` included, with Access-Control-Allow-Credentials: true.
 *   The site calls the CMS from its server and the admin is served by the CMS itself, so neither needs
 *   a browser of another origin to send cookies here;
 * - no `strapi::poweredBy`: the CMS does not tell every caller what it runs (`X-Powered-By: Strapi <…>`).
 */
function originOf(url: string | undefined | null): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The origins a browser may call the CMS from: the site's and the admin's own. */
export function allowedOrigins({ siteUrl, adminUrl }: { siteUrl?: string | null; adminUrl?: string | null }) {
  return [originOf(siteUrl), originOf(adminUrl)].filter(
    (origin): origin is string => origin !== null && origin !== 'null',
  );
}

const middlewaresConfig = ({ env }: Core.Config.Shared.ConfigParams) => [
  { name: 'global::front-door', config: { secret: env('FRONT_SECRET', '') } },
  'global::request-log',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Read when a request comes: the admin's absolute address is known once the configuration is loaded.
      origin: () =>
        allowedOrigins({
          siteUrl: env('SITE_URL'),
          adminUrl: strapi.config.get<string>('admin.absoluteUrl'),
        }),
      credentials: false,
    },
  },
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default middlewaresConfig;
