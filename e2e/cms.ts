/**
 * The blog backend from the tests' side: the real Strapi behind e2e/cms-hub.mjs. Posts are created,
 * changed and deleted over Strapi's REST API with the full-access token; faults and webhooks are switched
 * on the hub.
 */
import type { APIRequestContext } from '@playwright/test';
import { slugify } from '../lib/blog/slug';
import { expect } from './fixtures';

export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4337}`;
const TOKEN = process.env.CMS_API_TOKEN ?? 'e2e-cms-api-token';
/** The tests' full-access token, as Strapi's REST API takes it. */
export const auth = { Authorization: `Bearer ${TOKEN}` };

export type CmsFault = 'none' | 'empty' | 'down' | 'slow' | 'error' | 'html' | 'malformed' | 'wrong-types';

export interface HubState {
  fault: CmsFault;
  /** The site's lead deliveries (/api/leads, /api/upload): taken, or refused at the connection. */
  leadsFault: 'none' | 'down';
  webhooks: boolean;
  webhookDeliveries: { event: string; model: string; relayed: boolean; status?: number }[];
  missingUploads: string[];
  /** Lead deliveries whose body holds any of these strings are refused at the connection. */
  leadsRefused: string[];
  /** Error lines Strapi has logged since the hub started. */
  cmsErrors: string[];
}

export async function setHub(
  request: APIRequestContext,
  change: Partial<Pick<HubState, 'fault' | 'leadsFault' | 'webhooks' | 'missingUploads' | 'leadsRefused'>> & {
    clearDeliveries?: boolean;
  },
): Promise<HubState> {
  const response = await request.post(`${CMS_URL}/__e2e/state`, { data: change });
  expect(response.ok()).toBe(true);
  return (await response.json()) as HubState;
}

export async function hubState(request: APIRequestContext): Promise<HubState> {
  return (await (await request.get(`${CMS_URL}/__e2e/state`)).json()) as HubState;
}

/** Waits until the hub has relayed a webhook for this event to the site, and the site accepted it. */
export async function waitForWebhook(request: APIRequestContext, event: string) {
  await expect
    .poll(async () =>
      (await hubState(request)).webhookDeliveries.some(
        (d) => d.event === event && d.relayed && d.status === 200,
      ),
    )
    .toBe(true);
}

export interface CreatedPost {
  /** The number in the post's address: its postNumber, which stays when it is published again. */
  id: number;
  documentId: string;
}

/** One of the bundled CMS's categories. */
export type Category =
  'Career Tips' | 'Courses' | 'Data Analytics' | 'Data Science' | 'Placements' | 'Events' | 'News';

export interface PostFields {
  title: string;
  summary?: string;
  category?: Category;
  date?: string;
  description?: string;
  /** Uploaded images with their alt text. */
  pictures?: { image: number; alt?: string }[];
  /** When a draft goes live by itself: a day and a time in India time ('2026-12-14', '09:00:00.000'). */
  scheduledDate?: string | null;
  scheduledTime?: string | null;
}

/** Draft: saved without publishing, as the editor's Save does. Otherwise published at once (REST's default). */
type Status = { draft?: boolean };
const statusQuery = ({ draft = false }: Status) => (draft ? '?status=draft' : '?status=published');

export async function createPost(
  request: APIRequestContext,
  fields: PostFields,
  status: Status = {},
): Promise<CreatedPost> {
  const response = await request.post(`${CMS_URL}/api/blogs${statusQuery(status)}`, {
    headers: auth,
    data: { data: fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { postNumber: number; documentId: string } };
  return { id: data.postNumber, documentId: data.documentId };
}

/** Changes a post and publishes it (or, with `draft`, changes its draft only). */
export async function updatePost(
  request: APIRequestContext,
  post: CreatedPost,
  fields: Partial<PostFields>,
  status: Status = {},
) {
  const response = await request.put(`${CMS_URL}/api/blogs/${post.documentId}${statusQuery(status)}`, {
    headers: auth,
    data: { data: fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { postNumber: number } };
  // The address never changes, whatever the change.
  expect(data.postNumber).toBe(post.id);
}

export async function deletePost(request: APIRequestContext, post: CreatedPost) {
  const response = await request.delete(`${CMS_URL}/api/blogs/${post.documentId}`, { headers: auth });
  expect(response.status()).toBe(204);
}

/**
 * Publishes a post made after the build and waits until the regenerated blog lists it; runs `check` with
 * the post, its title and its address (rendered on demand), then deletes the post.
 */
export async function withPublishedPost(
  request: APIRequestContext,
  titlePrefix: string,
  check: (published: { post: CreatedPost; title: string; url: string }) => Promise<void>,
) {
  await setHub(request, { fault: 'none', webhooks: true, missingUploads: [], clearDeliveries: true });
  const title = `${titlePrefix} ${Date.now().toString(36)}`;
  const post = await createPost(request, {
    title,
    category: 'Events',
    date: '2026-11-22',
    description: 'Rendered on demand.',
  });
  try {
    await waitForWebhook(request, 'entry.create');
    await expect(async () => {
      expect(await (await request.get('/blog')).text()).toContain(title);
    }).toPass({ timeout: 15_000 });
    await check({ post, title, url: `/blog/${post.id}/${slugify(title)}` });
  } finally {
    await deletePost(request, post);
  }
}

/** Uploads an image to the CMS's media library; returns its id and its /uploads/ path. */
export async function uploadImage(
  request: APIRequestContext,
  name: string,
  buffer: Buffer,
): Promise<{ id: number; url: string }> {
  const response = await request.post(`${CMS_URL}/api/upload`, {
    headers: auth,
    multipart: { files: { name, mimeType: 'image/jpeg', buffer } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [file] = (await response.json()) as { id: number; url: string }[];
  return file!;
}

export async function stopStrapi(request: APIRequestContext) {
  expect((await request.post(`${CMS_URL}/__e2e/strapi/stop`)).ok()).toBe(true);
}

export async function startStrapi(request: APIRequestContext) {
  expect((await request.post(`${CMS_URL}/__e2e/strapi/start`, { timeout: 60_000 })).ok()).toBe(true);
}

/** What the CMS's webhook sends for a changed post: the site marks its blog pages stale and re-renders them. */
export async function sendWebhook(request: APIRequestContext, event = 'entry.update') {
  const response = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret'}` },
    data: { event, model: 'blog', uid: 'api::blog.blog', entry: {} },
  });
  expect(response.status()).toBe(200);
}

/** The CMS's first administrator in the tests' fresh database (made on first use), as the admin panel signs in. */
const ADMIN = {
  firstname: 'Test',
  lastname: 'Admin',
  email: 'admin@e2e.example',
  password: 'E2e-admin-password-1',
};

let signedIn: Promise<string> | undefined;
/** When the current token expires (its `exp`), less a minute: a worker that runs longer signs in again. */
let renewAt = 0;

/** The `exp` of an admin access token (a JWT), in milliseconds. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
  };
  return (payload.exp ?? 0) * 1000;
}

async function signIn(request: APIRequestContext): Promise<string> {
  // The CMS limits sign-in attempts (5 in 5 minutes a client): each test worker signs in once. Two workers
  // may both find no administrator and both try to register; the one that loses signs in.
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await request.post(`${CMS_URL}/admin/login`, {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    if (login.ok()) return ((await login.json()) as { data: { token: string } }).data.token;
    const registered = await request.post(`${CMS_URL}/admin/register-admin`, { data: ADMIN });
    if (registered.ok()) return ((await registered.json()) as { data: { token: string } }).data.token;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('Could not sign in to the CMS admin (see test-results/cms.log)');
}

/** Signs in again at the next call (after a restore, the sessions are those of the archive). */
export function forgetAdminToken() {
  signedIn = undefined;
}

/** A signed-in admin's token for the CMS's admin API, as its admin panel uses it (one per test worker). */
export function adminToken(request: APIRequestContext): Promise<string> {
  if (signedIn && Date.now() > renewAt) signedIn = undefined;
  if (!signedIn) {
    renewAt = Infinity;
    signedIn = signIn(request).then(
      (token) => {
        renewAt = expiryOf(token) - 60_000;
        return token;
      },
      (error: unknown) => {
        signedIn = undefined;
        throw error;
      },
    );
  }
  return signedIn;
}

/** The headers of a request to the CMS's admin API as the tests' signed-in Super Admin. */
export async function asAdmin(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

/** A lead as the admissions team sees it in the CMS's admin (private fields included). */
export interface AdminLead {
  documentId: string;
  submissionId: string;
  form: string;
  leadStatus: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  company: string | null;
  designation: string | null;
  course: string | null;
  message: string | null;
  details: string | null;
  page: string | null;
  cv: { name: string; url: string; mime: string } | null;
}

/** The leads of the CMS's lead list whose e-mail field (or, failing that, name) is this. */
export async function leadsFrom(request: APIRequestContext, contact: string): Promise<AdminLead[]> {
  const token = await adminToken(request);
  const query = new URLSearchParams({
    page: '1',
    pageSize: '100',
    sort: 'submittedAt:DESC',
    'filters[$or][0][email][$eq]': contact,
    'filters[$or][1][name][$eq]': contact,
    'filters[$or][2][phone][$eq]': contact,
  });
  const response = await request.get(`${CMS_URL}/content-manager/collection-types/api::lead.lead?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { results: AdminLead[] }).results;
}

/** Waits until the CMS's lead list holds a lead from this contact (a lead from the outbox may take a while). */
export async function waitForLead(
  request: APIRequestContext,
  contact: string,
  // Other tests stop the CMS now and then: a lead sent meanwhile waits in the site's outbox.
  timeout = 60_000,
): Promise<AdminLead> {
  let found: AdminLead | undefined;
  await expect
    .poll(
      async () => {
        // Another test may have the CMS stopped for a moment: asked again, not failed.
        found = (await leadsFrom(request, contact).catch(() => []))[0];
        return found;
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBeDefined();
  return found!;
}

/** One lead as its page in the CMS's admin shows it, its CV's (signed) address included. */
export async function leadDetail(request: APIRequestContext, documentId: string): Promise<AdminLead> {
  const token = await adminToken(request);
  const response = await request.get(
    `${CMS_URL}/content-manager/collection-types/api::lead.lead/${documentId}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AdminLead }).data;
}
