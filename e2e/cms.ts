/**
 * The blog backend from the tests' side: the real Strapi behind e2e/cms-hub.mjs. Posts are created,
 * changed and deleted over Strapi's REST API with the full-access token; faults and webhooks are switched
 * on the hub.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4337}`;
const TOKEN = process.env.CMS_API_TOKEN ?? 'e2e-cms-api-token';
/** The tests' full-access token, as Strapi's REST API takes it. */
export const auth = { Authorization: `Bearer ${TOKEN}` };

export type CmsFault = 'none' | 'empty' | 'down' | 'slow' | 'error' | 'html' | 'malformed' | 'wrong-types';

export interface HubState {
  fault: CmsFault;
  webhooks: boolean;
  webhookDeliveries: { event: string; model: string; relayed: boolean; status?: number }[];
  missingUploads: string[];
  /** Error lines Strapi has logged since the hub started. */
  cmsErrors: string[];
}

export async function setHub(
  request: APIRequestContext,
  change: Partial<Pick<HubState, 'fault' | 'webhooks' | 'missingUploads'>> & { clearDeliveries?: boolean },
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
