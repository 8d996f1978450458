import type { Core } from '@strapi/strapi';

/** A document-service middleware as the CMS's domains write one: the action's context, and the next step. */
export interface DocumentContext {
  uid: string;
  action: string;
  params: { documentId?: string; data?: Record<string, unknown>; status?: string } & Record<string, unknown>;
}

export type DocumentMiddleware = (context: DocumentContext, next: () => Promise<unknown>) => Promise<unknown>;

/**
 * Adds a middleware to Strapi's document service for one content type (every action on its documents,
 * however it comes: the admin, REST, the CMS's own code).
 */
export function onDocuments(strapi: Core.Strapi, uid: string, middleware: DocumentMiddleware): void {
  const wrapped: DocumentMiddleware = (context, next) =>
    context.uid === uid ? middleware(context, next) : next();
  strapi.documents.use(wrapped as unknown as Parameters<Core.Strapi['documents']['use']>[0]);
}

/** An entry as a request names it in a relation or media field: by its id or its document id. */
export type RelationRef = { id: number } | { documentId: string };

/**
 * The entries a relation or media field's value names, in every form Strapi takes: 7, '7', [7, 8], { id: 7 },
 * 'doc…', { documentId }, { connect: […] }, { set: […] }. What it disconnects is not among them.
 */
export function relationRefs(value: unknown): RelationRef[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [{ id: Math.trunc(value) }] : [];
  if (typeof value === 'string') {
    // Strapi reads a string as a number when one leads it, else as a document id: both are checked.
    const id = Number.parseInt(value, 10);
    return Number.isNaN(id) ? [{ documentId: value.trim() }] : [{ id }, { documentId: value.trim() }];
  }
  if (Array.isArray(value)) return value.flatMap(relationRefs);
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return [
      ...relationRefs(record.id),
      ...(typeof record.documentId === 'string' ? [{ documentId: record.documentId }] : []),
      ...relationRefs(record.connect),
      ...relationRefs(record.set),
    ];
  }
  return [];
}
