/**
 * Data requests set up the way a person makes one: the site's call to the CMS with its token (what the rights
 * page sends), then, for a verified one, admissions' call to the person (the status moved to Verified in the
 * admin, which records when and by whom). The CMS alone writes a request's proof, so no test creates one
 * already verified.
 */
import type { APIRequestContext } from '@playwright/test';
import type { RequestKindKey } from '../lib/shared/data-requests.mjs';
import { asAdmin, CMS_URL } from './cms';
import { expect } from './fixtures';

const DATA_REQUESTS_TOKEN = process.env.DATA_REQUESTS_API_TOKEN ?? 'e2e-cms-data-requests-token';
export const REQUESTS = `${CMS_URL}/content-manager/collection-types/api::data-request.data-request`;

export interface MadeRequest {
  id: number;
  documentId: string;
}

/** A request as the rights page sends it: Unverified (an e-mail address gets its link). */
export async function personsRequest(
  request: APIRequestContext,
  { kind, contact, details }: { kind: RequestKindKey; contact: string; details?: string },
): Promise<MadeRequest> {
  const asked = await request.post(`${CMS_URL}/api/data-requests`, {
    headers: { Authorization: `Bearer ${DATA_REQUESTS_TOKEN}` },
    data: { data: { kind, contact, ...(details ? { details } : {}) } },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { reference } = ((await asked.json()) as { data: { reference: number } }).data;
  const found = await request.get(REQUESTS, {
    headers: await asAdmin(request),
    params: { page: '1', pageSize: '1', 'filters[id][$eq]': String(reference) },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const [stored] = ((await found.json()) as { results: MadeRequest[] }).results;
  return { id: stored!.id, documentId: stored!.documentId };
}

/** A person's request, then verified by admissions (the head's Verified in the admin), with `data` saved too. */
export async function verifiedRequest(
  request: APIRequestContext,
  asked: { kind: RequestKindKey; contact: string; details?: string },
  data: Record<string, unknown> = {},
): Promise<MadeRequest> {
  const made = await personsRequest(request, asked);
  const verified = await request.put(`${REQUESTS}/${made.documentId}`, {
    headers: await asAdmin(request),
    data: { ...data, requestStatus: 'Verified' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return made;
}
