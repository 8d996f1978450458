/**
 * The CMS's admin panel as its users meet it, for the specs that click through it (e2e/admin-*.spec.ts):
 * accounts made the way the head of admissions makes them (invited through the admin, then registered), a
 * sign-in through the login page, leads stored the way the site stores them, and what the admin downloads.
 * Everything here goes by what a user sees (role names, labels, buttons), not by the CMS's file layout.
 */
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { asAdmin, CMS_URL } from './cms';
import { expect } from './fixtures';

export const ADMIN_URL = `${CMS_URL}/admin`;
const LEADS_TOKEN = process.env.LEADS_API_TOKEN ?? 'e2e-cms-leads-token';

/** Names, addresses and courses of this run's own. */
export function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A ten-digit Indian mobile number no other test uses. */
export function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** The role as the admin names it: 'Admissions' (a counsellor), 'Super Admin' (the head). */
  role: string;
}

/** An admin account with this role, invited by the tests' Super Admin and registered, as the README says. */
export async function adminAccount(
  request: APIRequestContext,
  role: 'Admissions' | 'Admissions head' | 'Super Admin' | 'Editor',
  firstname: string,
): Promise<Account> {
  const headers = await asAdmin(request);
  const roles = (await (await request.get(`${CMS_URL}/admin/roles`, { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const roleId = roles.data.find((candidate) => candidate.name === role)?.id;
  expect(roleId, `the CMS has the ${role} role`).toBeDefined();
  const lastname = {
    Admissions: 'Counsellor',
    'Admissions head': 'Head',
    'Super Admin': 'Head',
    Editor: 'Marketer',
  }[role];
  const email = `${unique(firstname.toLowerCase())}@e2e.example`;
  const invited = await request.post(`${CMS_URL}/admin/users`, {
    headers,
    data: { firstname, lastname, email, roles: [roleId] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { id, registrationToken } = (
    (await invited.json()) as { data: { id: number; registrationToken: string } }
  ).data;
  const password = 'E2e-admin-ui-password-1';
  const registered = await request.post(`${CMS_URL}/admin/register`, {
    data: { registrationToken, userInfo: { firstname, lastname, password } },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { id, email, password, firstname, lastname, role };
}

/** Signs in through the admin's login page and waits for its home page. */
export async function signIn(page: Page, account: Account) {
  await page.goto(`${ADMIN_URL}/auth/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Hello ${account.firstname}`) })).toBeVisible({
    timeout: 30_000,
  });
}

/** The leads' list, reached as a user does: Content Manager in the menu, then Lead. */
export async function openLeadList(page: Page) {
  await page.getByRole('link', { name: 'Content Manager' }).click();
  await page.getByRole('link', { name: 'Lead', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lead', exact: true })).toBeVisible();
}

export interface SeededLead {
  documentId: string;
  id: number;
}

export interface LeadFields {
  name: string;
  phone: string;
  email?: string;
  course?: string;
  form?: string;
  submittedAt?: string;
  firstSource?: string;
  firstMedium?: string;
  firstCampaign?: string;
  firstGclid?: string;
  latestSource?: string;
  latestMedium?: string;
  latestFbclid?: string;
}

/** A lead stored the way the site stores one (its token, one request; with a CV as multipart). */
export async function storeLead(
  request: APIRequestContext,
  fields: LeadFields,
  cv?: { name: string; mimeType: string; buffer: Buffer },
): Promise<SeededLead> {
  const data = {
    submissionId: crypto.randomUUID(),
    form: 'Enquiry',
    page: '/contactus',
    submittedAt: new Date().toISOString(),
    ...fields,
  };
  const headers = { Authorization: `Bearer ${LEADS_TOKEN}` };
  const answer = cv
    ? await request.post(`${CMS_URL}/api/leads`, {
        headers,
        multipart: { data: JSON.stringify(data), 'files.cv': cv },
      })
    : await request.post(`${CMS_URL}/api/leads`, { headers, data: { data } });
  expect(answer.status(), await answer.text()).toBe(201);
  // The site's contract answers the document's id only; its number (the export's Id) is the admin's to read.
  const { documentId } = ((await answer.json()) as { data: { documentId: string } }).data;
  const stored = await request.get(
    `${CMS_URL}/content-manager/collection-types/api::lead.lead/${documentId}`,
    { headers: await asAdmin(request) },
  );
  expect(stored.ok(), await stored.text()).toBe(true);
  return { documentId, id: ((await stored.json()) as { data: { id: number } }).data.id };
}

/** Changes a lead as the head does in its page (status, counsellor, follow-up), through the admin's API. */
export async function updateLead(request: APIRequestContext, documentId: string, fields: object) {
  const answer = await request.put(
    `${CMS_URL}/content-manager/collection-types/api::lead.lead/${documentId}`,
    { headers: await asAdmin(request), data: fields },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A download's bytes. */
export async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** CSV as RFC 4180 writes it (quoted fields, doubled quotes, line breaks inside quotes), into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A whole-page screenshot at the window's width (1280 pixels), kept under test-results/admin-screens/. */
export async function screenshot(page: Page, name: string) {
  mkdirSync('test-results/admin-screens', { recursive: true });
  await page.screenshot({ path: `test-results/admin-screens/${name}.png`, fullPage: true });
}
