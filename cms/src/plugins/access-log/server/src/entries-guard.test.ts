import { expect, test } from '@jest/globals';
import { errors } from '@strapi/utils';
import { fakeStrapi } from '../../../../../test/fake-strapi';
import { APPEND_ONLY, guardEntryDocuments, guardEntryRoutes, writesToRecord } from './entries-guard';

type Middleware = (
  context: { uid: string; action: string; params: object },
  next: () => Promise<unknown>,
) => Promise<unknown>;

function documentService() {
  const middlewares: Middleware[] = [];
  const strapi = fakeStrapi({ documents: { use: (middleware: Middleware) => middlewares.push(middleware) } });
  guardEntryDocuments(strapi);
  /** Runs an action through the registered middlewares, as the document service does. */
  const run = async (uid: string, action: string) => {
    const chain = middlewares.reduceRight<() => Promise<unknown>>(
      (next, middleware) => () => middleware({ uid, action, params: {} }, next),
      async () => 'done',
    );
    return chain();
  };
  return run;
}

test('the document service refuses every write to the record and its purges, Super Admin or not', async () => {
  const run = documentService();
  for (const uid of ['api::access-entry.access-entry', 'api::access-log-purge.access-log-purge']) {
    for (const action of ['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']) {
      const refused = await run(uid, action).catch((error) => error);
      expect(refused).toBeInstanceOf(errors.ForbiddenError);
      expect((refused as Error).message).toBe(APPEND_ONLY);
    }
    for (const action of ['findOne', 'findMany', 'findFirst', 'count'])
      expect(await run(uid, action)).toBe('done');
  }
  // Other collections are not the guard's business.
  expect(await run('api::lead.lead', 'delete')).toBe('done');
});

test('the admin API refuses anything but a read of the record through the content manager', async () => {
  const entries = '/content-manager/collection-types/api::access-entry.access-entry';
  for (const [method, path] of [
    ['PUT', `${entries}/abc`],
    ['DELETE', `${entries}/abc`],
    ['POST', entries],
    ['POST', `${entries}/actions/bulkDelete`],
    ['POST', `${entries}/clone/abc`],
    ['POST', `${entries}/abc/actions/publish`],
    ['PUT', '/content-manager/collection-types/api%3A%3Aaccess-entry.access-entry/abc'],
    ['DELETE', '/content-manager/collection-types/api::access-log-purge.access-log-purge/abc'],
  ]) {
    expect([method, path, writesToRecord(method, path)]).toEqual([method, path, true]);
  }
  for (const [method, path] of [
    ['GET', entries],
    ['GET', `${entries}/abc`],
    ['PUT', '/content-manager/collection-types/api::lead.lead/abc'],
    ['PUT', '/content-manager/collection-types/api::access-entry.access-entryx/abc'],
  ]) {
    expect([method, path, writesToRecord(method, path)]).toEqual([method, path, false]);
  }

  let middleware: ((ctx: Record<string, unknown>, next: () => Promise<void>) => Promise<void>) | undefined;
  guardEntryRoutes(fakeStrapi({ server: { use: (handler: typeof middleware) => (middleware = handler) } }));
  const ctx: Record<string, unknown> = { method: 'DELETE', path: `${entries}/abc` };
  let reached = false;
  await middleware!(ctx, async () => {
    reached = true;
  });
  expect(reached).toBe(false);
  expect(ctx.status).toBe(403);
  expect(ctx.body).toEqual({
    data: null,
    error: { status: 403, name: 'ForbiddenError', message: APPEND_ONLY },
  });
});
