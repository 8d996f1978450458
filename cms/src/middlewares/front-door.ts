import type { Core } from '@strapi/strapi';
import { sameSecret } from '@codebridge/shared/same-secret.mjs';

/**
 * The CMS believes what a proxy says about a request (X-Forwarded-For, -Proto, -Host: the client's address
 * for the admin's sign-in limit, https for its cookies) only when the request came through the stack's front.
 * The front sends FRONT_SECRET in X-Front-Secret; a caller that reached the CMS's port some other way (anyone
 * on the machine) has its forwarded headers dropped, so it is its own connection's address, one client,
 * however it rotates a made-up X-Forwarded-For. The secret header itself never goes further in.
 * Without a secret configured (the CMS alone, no front), nothing changes: Strapi's `proxy` setting decides.
 */
export const FRONT_HEADER = 'x-front-secret';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/** The request's headers as the CMS may believe them: forwarded ones only from the front. */
export function frontDoorHeaders(
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): Record<string, string | string[] | undefined> {
  const given = headers[FRONT_HEADER];
  const believed = { ...headers };
  delete believed[FRONT_HEADER];
  if (secret && !(typeof given === 'string' && sameSecret(given, secret))) {
    for (const name of FORWARDED) delete believed[name];
  }
  return believed;
}

const frontDoor: Core.MiddlewareFactory<{ secret?: string }> = (config) => {
  const secret = config?.secret ?? '';
  return async (ctx, next) => {
    const believed = frontDoorHeaders(ctx.req.headers, secret);
    for (const name of [FRONT_HEADER, ...FORWARDED]) {
      if (!(name in believed)) delete ctx.req.headers[name];
    }
    await next();
  };
};

export default frontDoor;
