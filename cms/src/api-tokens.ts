/**
 * API tokens whose keys come from the environment, so the site and the tests use keys they know: the site's
 * leads token, its listing sites token, its data-requests token, its preview token, and the tests'
 * full-access token. Without its
 * variable a token is removed; with it, the token exists with exactly its type and permissions (a security
 * assertion: src/security-assertions.ts) and the key the variable gives.
 *
 * Strapi 5.54 has no way to give a token a chosen key: the admin's api-token service only makes random
 * ones (`create`, `regenerate`). So this keeps one patch, the smallest write Strapi's own `regenerate`
 * makes: the token's row gets the hash of the known key (the service's `hash`) and the key encrypted with
 * the admin's encryption service, as `regenerate` stores a random one. It is written only when the stored
 * key is not the variable's.
 */
import type { Core } from '@strapi/strapi';

interface TokenSpec {
  variable: string;
  name: string;
  description: string;
  type: 'full-access' | 'read-only' | 'custom';
  permissions?: string[];
}

export const TOKENS: TokenSpec[] = [
  {
    variable: 'CMS_API_TOKEN',
    name: 'Full access from CMS_API_TOKEN',
    description: 'Used by the site tests to publish posts over REST.',
    type: 'full-access',
  },
  {
    // Not read-only: a read-only token reads every collection the REST API serves (leads, files, listing
    // sites), so it gets the two reads the preview makes, of posts, and nothing else.
    variable: 'CMS_PREVIEW_TOKEN',
    name: 'Site preview from CMS_PREVIEW_TOKEN',
    description:
      'Lets the site read posts, drafts included, for the preview, nothing else (BLOG_PREVIEW_TOKEN on the site).',
    type: 'custom',
    permissions: ['api::blog.blog.find', 'api::blog.blog.findOne'],
  },
  {
    // A lead's CV travels with it (POST /api/leads): the token needs no upload of its own.
    variable: 'CMS_LEADS_TOKEN',
    name: 'Site leads from CMS_LEADS_TOKEN',
    description:
      'Lets the site create leads, with their CVs, and pass on WhatsApp’s statuses of the acknowledgements, nothing else (LEADS_API_TOKEN on the site).',
    type: 'custom',
    permissions: ['api::lead.lead.create', 'api::lead-acknowledgement.lead-acknowledgement.statuses'],
  },
  {
    variable: 'CMS_PUBLISHERS_TOKEN',
    name: 'Site listing sites from CMS_PUBLISHERS_TOKEN',
    description:
      'Lets the site read the listing sites (their keys and field mappings), nothing else (PUBLISHERS_API_TOKEN on the site).',
    type: 'custom',
    permissions: ['api::publisher.publisher.find'],
  },
  {
    variable: 'CMS_DATA_REQUESTS_TOKEN',
    name: 'Site data requests from CMS_DATA_REQUESTS_TOKEN',
    description:
      'Lets the site create a data request, ask what a verification code’s request is and pass the code on, nothing else (DATA_REQUESTS_API_TOKEN on the site); the CMS sends it to the site to purge an erased person’s leads from its outbox.',
    type: 'custom',
    permissions: [
      'api::data-request.data-request.create',
      'api::data-request.data-request.lookup',
      'api::data-request.data-request.verify',
    ],
  },
];

interface TokenService {
  getByName(name: string): Promise<{ id: number; type: string; permissions?: string[] } | null>;
  create(attributes: object): Promise<{ id: number }>;
  update(id: number, attributes: object): Promise<unknown>;
  revoke(id: number): Promise<unknown>;
  hash(key: string): string;
}

/** Each token as its variable says: its type and permissions asserted, its key the variable's. */
export async function assertApiTokens(strapi: Core.Strapi, environment = process.env): Promise<void> {
  const tokens = strapi.service('admin::api-token') as unknown as TokenService;
  for (const { variable, name, description, type, permissions } of TOKENS) {
    const key = environment[variable];
    let token = await tokens.getByName(name);
    if (!key) {
      if (token) await tokens.revoke(token.id);
      continue;
    }
    if (!token) {
      token = {
        ...(await tokens.create({ name, description, type, permissions, lifespan: null })),
        type,
        permissions,
      };
    } else if (
      token.type !== type ||
      JSON.stringify([...(token.permissions ?? [])].sort()) !==
        JSON.stringify([...(permissions ?? [])].sort())
    ) {
      // A token changed by hand, or made by an earlier version of this list, gets exactly today's scope.
      await tokens.update(token.id, { type, ...(permissions ? { permissions } : {}) });
    }
    const stored: { accessKey?: string } | null = await strapi.db
      .query('admin::api-token')
      .findOne({ where: { id: token.id }, select: ['accessKey'] });
    if (stored?.accessKey !== tokens.hash(key)) {
      const encryption = strapi.service('admin::encryption') as unknown as { encrypt(value: string): string };
      await strapi.db.query('admin::api-token').update({
        where: { id: token.id },
        data: { accessKey: tokens.hash(key), encryptedKey: encryption.encrypt(key) },
      });
    }
  }
}
