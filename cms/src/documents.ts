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
