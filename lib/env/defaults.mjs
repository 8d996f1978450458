/**
 * What an unset variable means, shared by the server's checks (server.mjs) and the browser's values
 * (public.ts). A module of its own so that the browser's code takes these constants and nothing else.
 */
import { DEFAULT_LEAD_RETENTION_DAYS } from '../shared/leads.mjs';

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_BLOG_REVALIDATE_SECONDS = 60;
/** The seconds a request's body has to arrive, before the rate it must keep counts (lib/request-body.ts). */
export const DEFAULT_REQUEST_BODY_SECONDS = 10;
/** How long leads are kept, in the CMS and on the site's side (lib/shared/leads.mjs); the privacy page states it. */
export { DEFAULT_LEAD_RETENTION_DAYS };
/**
 * Meta's Graph API, where a lead ad's answers are read (META_GRAPH_URL points tests at a local fake), and the
 * version in each call's path (META_GRAPH_VERSION): lib/shared/meta-graph.mjs, as the CMS's WhatsApp reads them.
 */
export { DEFAULT_GRAPH_ORIGIN, DEFAULT_GRAPH_VERSION } from '../shared/meta-graph.mjs';
