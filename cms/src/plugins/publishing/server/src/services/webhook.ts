/**
 * A webhook that calls the site's POST /api/revalidate whenever a post is created, changed, published,
 * unpublished or deleted, so it is live at once. It belongs to the environment (SITE_REVALIDATE_URL and
 * REVALIDATE_SECRET): at start it is made, changed or removed to match it, and left alone when it does.
 * Strapi loads webhooks into its runner before bootstrap, so the runner is told about changes too.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Core } from '@strapi/strapi';
import { settings } from '../settings';

const WEBHOOK_NAME = 'Revalidate the site blog';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

export async function keepRevalidationWebhook(strapi: Core.Strapi) {
  const { revalidateUrl: url, revalidateSecret: secret } = settings(strapi);
  const store = strapi.get('webhookStore') as {
    findWebhooks(): Promise<Webhook[]>;
    createWebhook(webhook: Omit<Webhook, 'id'>): Promise<Webhook>;
    updateWebhook(id: string, webhook: Omit<Webhook, 'id'>): Promise<Webhook>;
    deleteWebhook(id: string): Promise<unknown>;
  };
  const runner = strapi.get('webhookRunner') as {
    add(webhook: Webhook): void;
    update(webhook: Webhook): void;
    remove(webhook: Webhook): void;
  };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);

  if (!url || !secret) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    strapi.log.info('Revalidation webhook off: set SITE_REVALIDATE_URL and REVALIDATE_SECRET to turn it on.');
    return;
  }

  const webhook = {
    name: WEBHOOK_NAME,
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: EVENTS,
    isEnabled: true,
  };
  if (!existing) {
    runner.add(await store.createWebhook(webhook));
  } else if (
    !isDeepStrictEqual(
      { ...webhook },
      {
        name: existing.name,
        url: existing.url,
        headers: existing.headers,
        events: existing.events,
        isEnabled: existing.isEnabled,
      },
    )
  ) {
    runner.update(await store.updateWebhook(existing.id, webhook));
  }
  strapi.log.info(`Revalidation webhook calls ${url}`);
}
