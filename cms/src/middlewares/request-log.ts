import type { Core } from '@strapi/strapi';

/**
 * Strapi's request log without what a visitor typed: `strapi::logger` writes `ctx.url`, query string
 * included (a search's terms, filters on a lead's e-mail), and an upload's address carries the file's own
 * name (an applicant's CV). This writes the method, the path without its query, with a file's name left
 * out, the time and the status, at the same `http` level. Used in place of `strapi::logger`
 * (config/middlewares.ts).
 */
const FILE_PATH = /^(\/(?:uploads|private-uploads|admissions\/cvs)\/).+$/;

export function loggedPath(path: string): string {
  return String(path).replace(FILE_PATH, '$1…');
}

const requestLog: Core.MiddlewareFactory = (_config, { strapi }) => {
  return async (ctx, next) => {
    const start = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(
        `${ctx.method} ${loggedPath(ctx.path)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`,
      );
    }
  };
};

export default requestLog;
