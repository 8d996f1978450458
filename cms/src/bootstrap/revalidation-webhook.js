'use strict';

const WEBHOOK_NAME = 'Revalidate the site blog';

/**
 * Points a webhook at the site's POST /api/revalidate, so a created, changed or deleted post is live at
 * once. Configured by SITE_REVALIDATE_URL and REVALIDATE_SECRET; without them no webhook is kept.
 * Strapi loads webhooks into its runner before bootstrap, so the runner is told about changes too.
 */
async function ensureRevalidationWebhook(strapi) {
  const url = process.env.SITE_REVALIDATE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
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
    events: ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'],
    isEnabled: true,
  };
  if (existing) {
    runner.update(await store.updateWebhook(existing.id, webhook));
  } else {
    runner.add(await store.createWebhook(webhook));
  }
  strapi.log.info(`Revalidation webhook calls ${url}`);
}

module.exports = { ensureRevalidationWebhook };
