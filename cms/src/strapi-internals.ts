/**
 * Every place the CMS reaches into Strapi past its documented extension points, because none does the job,
 * each checked against one version of Strapi: STRAPI_CHECKED. The CMS refuses to start on any other version
 * (`assertCheckedStrapi`, from src/index.ts), so an upgrade cannot break one of these silently: whoever
 * upgrades reads each place below against the new version, fixes what moved, and then moves STRAPI_CHECKED.
 * Documented extension points (plugin extensions of routes, document-service middlewares, lifecycles,
 * policies, the content manager's configuration service, admin hooks) are not listed.
 */

/** The Strapi version every place below was written and checked for (cms/package.json pins it). */
export const STRAPI_CHECKED = '5.54.0';

export interface InternalUse {
  /** The file that does it. */
  where: string;
  /** What it touches, and why no extension point does. */
  what: string;
}

export const STRAPI_INTERNALS: InternalUse[] = [
  {
    where: 'src/api-tokens.ts',
    what: "Writes a token row's accessKey (its hash) and encryptedKey as the api-token service's own regenerate does: no service sets a chosen key.",
  },
  {
    where: 'src/extensions/content-manager/strapi-server.ts',
    what: "Replaces the relations controller's extractAndValidateRequestInfo: its 'forbidden' answer is read on as a relation and fails as a 500.",
  },
  {
    where: 'src/admin-routes.ts',
    what: "Adds a policy to the admin's own GET /homepage/key-statistics route (strapi.admin.routes): the admin has no route extension point.",
  },
  {
    where: 'src/plugins/publishing/server/src/bootstrap.ts',
    what: "A getter on the blog's `date` attribute default (today in India): a schema default is a constant.",
  },
  {
    where: 'src/plugins/admissions/server/src/layout.ts',
    what: "Writes `conditions` (which fields a lead's channel shows) onto the lead's attributes in memory, from one rule, rather than as JSON Logic repeated in schema.json.",
  },
  {
    where: 'src/plugins/admissions/server/src/lib/counsellors.ts',
    what: "Reads the admin's own `admin::permission` and `admin::role` rows (the read of leads, the `strapi-super-admin` code) to know who works leads: no service answers which roles hold a permission.",
  },
  {
    where: 'src/plugins/access-log/server/src/lib/reads.ts',
    what: "Reads the content manager's answers (their shapes for a list, a page, a relation, recent entries) to record which leads an admin saw.",
  },
];

/** Refuses a Strapi other than the one checked: the message names each place to read against it. */
export function assertCheckedStrapi(running: string): void {
  if (running === STRAPI_CHECKED) return;
  throw new Error(
    [
      `This CMS was checked against Strapi ${STRAPI_CHECKED}, and Strapi ${running} is installed.`,
      'These places reach past Strapi’s extension points; read each against the new version, then set',
      `STRAPI_CHECKED in src/strapi-internals.ts to ${running}:`,
      ...STRAPI_INTERNALS.map((use) => `- ${use.where}: ${use.what}`),
    ].join('\n'),
  );
}
