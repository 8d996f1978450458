/**
 * The bundled CMS's blog as its admin panel uses it: the admin's own API (Strapi's content manager) with the
 * tests' administrator session (`adminToken`), without building the panel.
 */
import type { APIRequestContext } from '@playwright/test';
import { CMS_URL, adminToken } from './cms';
import { expect } from './fixtures';

const POSTS = `${CMS_URL}/content-manager/collection-types/api::blog.blog`;

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

/** The address the admin's preview pane frames for a post: its draft, or its published version. */
export async function previewUrl(
  request: APIRequestContext,
  documentId: string,
  status: 'draft' | 'published',
): Promise<string> {
  const answer = await request.get(`${CMS_URL}/content-manager/preview/url/api::blog.blog`, {
    headers: await adminHeaders(request),
    params: { documentId, status },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { url?: string } };
  expect(data.url, 'the CMS offers a preview').toBeTruthy();
  return data.url!;
}

/** The page on the CMS admin's origin that frames a preview address the way the admin's pane does. */
export function previewPane(src: string): string {
  return `${CMS_URL}/__e2e/preview-pane?src=${encodeURIComponent(src)}`;
}

/** Answer of an admin action: its status and Strapi's error, if any. */
export interface AdminAnswer {
  status: number;
  error?: { name: string; message: string; details?: { errors?: { path: string[]; message: string }[] } };
  data?: Record<string, unknown>;
}

async function answerOf(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<AdminAnswer> {
  const body = (await response.json().catch(() => ({}))) as Omit<AdminAnswer, 'status'>;
  return { status: response.status(), ...body };
}

/** The editor's Save: the draft only. */
export async function saveDraft(request: APIRequestContext, documentId: string, fields: object) {
  return answerOf(
    await request.put(`${POSTS}/${documentId}`, { headers: await adminHeaders(request), data: fields }),
  );
}

/** The editor's Publish. */
export async function publishFromAdmin(request: APIRequestContext, documentId: string) {
  return answerOf(
    await request.post(`${POSTS}/${documentId}/actions/publish`, {
      headers: await adminHeaders(request),
      data: {},
    }),
  );
}

/** Unpublish, in the editor's ⋯ menu: the post leaves the site and stays a draft. */
export async function unpublishFromAdmin(request: APIRequestContext, documentId: string) {
  return answerOf(
    await request.post(`${POSTS}/${documentId}/actions/unpublish`, {
      headers: await adminHeaders(request),
      data: {},
    }),
  );
}

/** The rows of the admin's list of posts, as the list view asks for them. */
export async function adminList(request: APIRequestContext) {
  const answer = await request.get(POSTS, {
    headers: await adminHeaders(request),
    params: { page: 1, pageSize: 100, sort: 'date:DESC' },
  });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Record<string, unknown>[] };
  return results;
}

/** An instant as the bundled CMS's date and time fields hold it in India time. */
export function indiaDateTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}.000`,
  };
}

/** An admin account: its id, e-mail and session token. */
export interface AdminAccount {
  id: number;
  email: string;
  token: string;
  headers: { Authorization: string };
}

/**
 * A new admin account with one of the CMS's roles (by its code: `strapi-editor`, `admissions`,
 * `admissions-head`, or a role made by `adminRole`), invited by the tests' Super Admin and registered, as the
 * README has the head of admissions do it.
 */
export async function roleAccount(
  request: APIRequestContext,
  roleCode: string,
  email: string,
  firstname = 'Role',
): Promise<AdminAccount> {
  const headers = await adminHeaders(request);
  const roles = await request.get(`${CMS_URL}/admin/roles`, { headers });
  const role = ((await roles.json()) as { data: { id: number; code: string }[] }).data.find(
    (candidate) => candidate.code === roleCode,
  );
  expect(role, `the CMS has the role ${roleCode}`).toBeDefined();
  const invited = await request.post(`${CMS_URL}/admin/users`, {
    headers,
    data: { firstname, lastname: 'Test', email, roles: [role!.id] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { id, registrationToken } = (
    (await invited.json()) as { data: { id: number; registrationToken: string } }
  ).data;
  const registered = await request.post(`${CMS_URL}/admin/register`, {
    data: { registrationToken, userInfo: { firstname, lastname: 'Test', password: 'E2e-role-password-1' } },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  return { id, email, token, headers: { Authorization: `Bearer ${token}` } };
}

/** A new admin account with Strapi's Editor role, as the README has a marketer invited; its session token. */
export async function editorToken(request: APIRequestContext, email: string): Promise<string> {
  return (await roleAccount(request, 'strapi-editor', email, 'Marketer')).token;
}

/** A permission as the admin's role editor saves it. */
export interface RolePermission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] };
  conditions?: string[];
}

/** A role made the way the head makes one in Settings → Roles, with exactly these permissions; its code. */
export async function adminRole(
  request: APIRequestContext,
  name: string,
  permissions: RolePermission[],
): Promise<string> {
  const headers = await adminHeaders(request);
  const made = await request.post(`${CMS_URL}/admin/roles`, { headers, data: { name, description: name } });
  expect(made.ok(), await made.text()).toBe(true);
  const { id, code } = ((await made.json()) as { data: { id: number; code: string } }).data;
  const set = await request.put(`${CMS_URL}/admin/roles/${id}/permissions`, {
    headers,
    data: {
      permissions: permissions.map((permission) => ({
        properties: {},
        conditions: [],
        subject: null,
        ...permission,
      })),
    },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return code;
}
