import type { Core } from '@strapi/strapi';

/**
 * A stand-in for the parts of Strapi a unit under test calls, given as a plain object: typed as Strapi for
 * the call, so each test writes only what its unit reads (and fails loudly when the unit reads more).
 */
export function fakeStrapi<Fake extends object>(fake: Fake): Core.Strapi & Fake {
  return fake as unknown as Core.Strapi & Fake;
}

/** The `plugin()` of a fake Strapi: the e-mail plugin's provider (a mail server or none) and its service. */
export function emailPlugin(mailServer: boolean, send: (message: object) => unknown = () => undefined) {
  return (name: string) => ({
    config: (key: string) =>
      name === 'email' && key === 'provider' ? (mailServer ? 'nodemailer' : 'sendmail') : undefined,
    service: () => ({ send: async (message: object) => send({ name, ...message }) }),
  });
}
