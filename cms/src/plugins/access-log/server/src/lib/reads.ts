/**
 * Which leads an answer of the content manager (the admin's own API, `/content-manager/…`) shows, by the
 * route's handler and the answer's body: the content manager's shapes as Strapi 5.54 writes them
 * (@strapi/content-manager: controllers/collection-types, relations, homepage). Pure, so each shape is
 * tested without a server.
 *
 * - `collection-types.*` on the lead collection: a list (`results`, the list view's page, and the bulk
 *   actions' read-back) or one lead (`data`: opened when read, saved when written, since the answer to a
 *   save carries the whole lead);
 * - `relations.findAvailable`/`findExisting` whose target is the lead collection (a picker of leads, or a
 *   lead's related leads): `results`, each with the lead's main field;
 * - `homepage.getRecentDocuments`: the home page's recent entries, those of the lead collection.
 *
 * Anything else carries no lead's fields (counts, configurations, other collections).
 */
import { ACCESS_ACTIONS, type AccessAction } from '@codebridge/shared/access-log.mjs';
import { LEAD_UID } from '../../../../admissions/common/leads';

export interface ContentManagerAnswer {
  /** The route's handler, e.g. `collection-types.find`. */
  handler: string;
  method: string;
  params: { model?: string; targetField?: string };
  body: unknown;
}

export interface LeadsRead {
  action: AccessAction;
  leadDocumentIds: string[];
}

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const idOf = (item: unknown): string | null => {
  const id = record(item)?.documentId;
  return typeof id === 'string' ? id : null;
};

const idsOf = (items: unknown, keep: (item: unknown) => boolean = () => true): string[] =>
  Array.isArray(items)
    ? items
        .filter(keep)
        .map(idOf)
        .filter((id): id is string => id !== null)
    : [];

/**
 * The leads an answer shows, or null when it shows none. `targetOf(model, field)` names the collection a
 * relation field points to (the CMS's schema).
 */
export function leadsInAnswer(
  answer: ContentManagerAnswer,
  targetOf: (model: string, field: string) => string | undefined,
): LeadsRead | null {
  const body = record(answer.body);
  if (!body) return null;
  const handler = answer.handler.replace(/^plugin::content-manager\./, '');
  let read: LeadsRead | null = null;
  if (handler.startsWith('collection-types.') && answer.params.model === LEAD_UID) {
    if (Array.isArray(body.results)) {
      read = { action: ACCESS_ACTIONS.leadsListed, leadDocumentIds: idsOf(body.results) };
    } else {
      const id = idOf(body.data);
      if (id) {
        const opened = answer.method.toUpperCase() === 'GET';
        read = {
          action: opened ? ACCESS_ACTIONS.leadOpened : ACCESS_ACTIONS.leadSaved,
          leadDocumentIds: [id],
        };
      }
    }
  } else if (
    (handler === 'relations.findAvailable' || handler === 'relations.findExisting') &&
    answer.params.model &&
    answer.params.targetField &&
    targetOf(answer.params.model, answer.params.targetField) === LEAD_UID
  ) {
    read = { action: ACCESS_ACTIONS.leadsListed, leadDocumentIds: idsOf(body.results) };
  } else if (handler === 'homepage.getRecentDocuments') {
    read = {
      action: ACCESS_ACTIONS.leadsListed,
      leadDocumentIds: idsOf(body.data, (item) => record(item)?.contentTypeUid === LEAD_UID),
    };
  }
  return read && read.leadDocumentIds.length > 0 ? read : null;
}
