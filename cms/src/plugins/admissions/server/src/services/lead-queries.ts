/**
 * The one way the CMS's own admin routes read leads for a signed-in admin (the export, the dashboard, the
 * history, the CV download, and data rights' erasure): Strapi's content manager's permission checker, used as
 * the content manager's own list and edit view use it. So each route answers exactly what the admin's role
 * sees there: the same fields (a role allowed some fields gets those), the same conditions (a role that reads
 * only the leads it created gets those), the same sanitising of filters, sort and populate (an admin user's
 * tokens and password are never reachable through the lead's counsellor).
 *
 * One difference, on purpose: a filter the content manager would quietly drop is refused here (400), so a
 * probe learns nothing from a filter that was ignored: a field the role may not read, an admin user's field
 * beyond those the admin shows (its tokens, its password, its roles), another content type's private or
 * hidden field, a field that does not exist.
 */
import { errors, traverse, contentTypes } from '@strapi/utils';
import { LEAD_UID, type Ability } from '../../../common/leads';
import type { Strapi } from '../lib/types';

export type LeadAction = 'read' | 'update' | 'delete';

type Query = Record<string, unknown> & { filters?: unknown; sort?: unknown; populate?: unknown };

/** The content manager's permission checker (its services/permission-checker), as admissions calls it. */
interface PermissionChecker {
  can: Record<LeadAction, (entity?: object | null, field?: string) => boolean>;
  cannot: Record<LeadAction, (entity?: object | null, field?: string) => boolean>;
  requiresEntity: Record<LeadAction, () => boolean>;
  validateQuery(query: Query): Promise<unknown>;
  sanitizedQuery: Record<LeadAction, (query: Query) => Promise<Query>>;
  sanitizeOutput<T>(data: T): Promise<T>;
}

/** An admin's ability as Strapi puts it on `ctx.state.userAbility` (CASL's). */
export type UserAbility = Ability & { rulesFor?: unknown };

interface Schema {
  uid: string;
  attributes: Record<string, { type: string; private?: boolean }>;
  config?: { attributes?: Record<string, { hidden?: boolean }> };
}

/** Strapi's admin users: their visible fields are Strapi's own list, which `validateQuery` enforces. */
const ADMIN_USER = 'admin::user';
/** Every document's own keys, whatever its schema lists. */
const DOCUMENT_KEYS = new Set(['id', 'documentId']);

/**
 * Refuses (400) what the permission checker's validation lets through and a filter or sort should never name:
 * a key that is neither an operator nor a field, a private or hidden field of another content type, and,
 * reached through a relation back to a lead (`repeatOf`), a field the role may not read on the lead itself.
 */
export async function refuseHiddenPaths(
  getModel: (uid: string) => Schema | undefined,
  model: string,
  query: Query,
  mayReadField: (field: string) => boolean,
): Promise<void> {
  const schema = getModel(model);
  if (!schema) throw new Error(`No model ${model}`);
  const visitor = ({
    key,
    attribute,
    schema: at,
    path,
  }: {
    key: string;
    attribute?: { type: string; private?: boolean };
    schema: Schema;
    path: { attribute?: string | null };
  }) => {
    if (!attribute) {
      if (!key.startsWith('$') && !DOCUMENT_KEYS.has(key))
        throw new errors.ValidationError(`Invalid key ${key}`);
      return;
    }
    if (at.uid === ADMIN_USER) return;
    const nested = String(path.attribute ?? key).includes('.');
    const refused =
      at.uid === model
        ? nested && !mayReadField(key)
        : contentTypes.isPrivateAttribute(at as never, key) || at.config?.attributes?.[key]?.hidden === true;
    if (refused) throw new errors.ValidationError(`Invalid key ${key} at ${path.attribute ?? key}`);
  };
  const options = { schema, getModel } as never;
  if (query.filters) await traverse.traverseQueryFilters(visitor as never, options, query.filters as never);
  if (query.sort) await traverse.traverseQuerySort(visitor as never, options, query.sort as never);
}

/**
 * The query with each `fields` list (its own and its populated relations') holding strings only. The admin's
 * sanitising leaves a field the role may not read as a hole (`undefined`) in the list, which the document
 * service then refuses as a whole (400 "Invalid fields parameter"); the content manager never sends `fields`,
 * so it does not meet this.
 */
export function withoutFieldHoles<T>(query: T): T {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query;
  const out: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  if (Array.isArray(out.fields)) out.fields = out.fields.filter((field) => typeof field === 'string');
  if (out.populate && typeof out.populate === 'object' && !Array.isArray(out.populate)) {
    out.populate = Object.fromEntries(
      Object.entries(out.populate as Record<string, unknown>).map(([key, value]) => [
        key,
        withoutFieldHoles(value),
      ]),
    );
  }
  return out as T;
}

/** An admin user as the lead queries name them (what Strapi's sanitising leaves of a counsellor). */
export interface Named {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/**
 * The permission-checked queries of one collection for this admin (leads: `leadQueries`; data rights' erasure
 * reads its request the same way).
 */
export function documentQueries(strapi: Strapi, userAbility: UserAbility | null | undefined, model: string) {
  if (!userAbility) throw new errors.ForbiddenError('Sign in to the admin.');
  const checker = (
    strapi.plugin('content-manager').service('permission-checker') as unknown as {
      create(options: { userAbility: UserAbility; model: string }): PermissionChecker;
    }
  ).create({ userAbility, model });
  const documents = () => strapi.documents(model as 'api::lead.lead');
  const getModel = (uid: string) => strapi.getModel(uid as never) as unknown as Schema | undefined;

  /** Whether the role may do this to leads at all (to some lead, some field). */
  const may = (action: LeadAction) => checker.can[action]();

  /**
   * The admin's own filters, checked as the content manager's validation does and refused when they name
   * anything the role may not see; then sanitised and narrowed by the role's conditions, as the content
   * manager's list does. `ours` (fields, populate, sort the route asks for itself) is sanitised, not refused:
   * a field the role may not read is simply not there.
   */
  async function permittedQuery(action: LeadAction, asked: Query, ours: Query = {}): Promise<Query> {
    if (!may(action)) throw new errors.ForbiddenError(`Your role may not ${action} these documents.`);
    const theirs: Query = asked.filters === undefined ? {} : { filters: asked.filters };
    await checker.validateQuery(theirs);
    await refuseHiddenPaths(getModel, model, theirs, (field) => checker.can.read(null, field));
    return withoutFieldHoles(await checker.sanitizedQuery[action]({ ...ours, ...theirs }));
  }

  return {
    may,
    /** Whether the role reads this field of leads (of some lead, when it has conditions). */
    mayReadField: (field: string) => checker.can.read(null, field),
    /** Whether the role's reading depends on the lead (a condition, such as "is creator"). */
    hasConditions: (action: LeadAction = 'read') => checker.requiresEntity[action](),

    /** Leads the admin's filters pick among those the role may read, each as the role may see it. */
    async findMany(asked: Query, ours: Query & { start?: number; limit?: number }) {
      const query = await permittedQuery('read', asked, ours);
      const found = await documents().findMany(query as never);
      return Promise.all((found as unknown as object[]).map((lead) => checker.sanitizeOutput(lead)));
    },

    /**
     * One lead as the role may see it (or act on it), or null when there is no such lead; a lead the role may
     * not read (or act on) is refused (403), as the content manager refuses it.
     */
    async findOne<T extends object = Record<string, unknown>>(
      documentId: string,
      ours: Query = {},
      action: LeadAction = 'read',
    ): Promise<T | null> {
      const query = await permittedQuery(action, { filters: { documentId: { $eq: documentId } } }, ours);
      const lead = await documents().findFirst(query as never);
      if (lead) return (await checker.sanitizeOutput(lead)) as unknown as T;
      const exists = await strapi.db
        .query(model as 'api::lead.lead')
        .findOne({ where: { documentId }, select: ['id'] });
      if (exists) throw new errors.ForbiddenError(`Your role may not ${action} this document.`);
      return null;
    },

    /** Whether the role may do this to every one of these leads (deleting a person's leads, say). */
    async mayAll(action: LeadAction, documentIds: string[]): Promise<boolean> {
      if (!may(action)) return false;
      if (documentIds.length === 0) return true;
      const query = await permittedQuery(action, { filters: { documentId: { $in: documentIds } } });
      const permitted = await documents().count(query as never);
      return permitted === new Set(documentIds).size;
    },

    /**
     * The ids of the leads the role may read, as a maker of a subquery for an aggregate (the dashboard), or
     * null when the role reads every lead (no condition to apply). A maker, not the query itself: a knex query
     * is a promise-like, which an `await` would run and turn into its rows.
     */
    async readableIds() {
      if (!may('read')) throw new errors.ForbiddenError('Your role may not read these documents.');
      if (!checker.requiresEntity.read()) return null;
      const query = await checker.sanitizedQuery.read({});
      const { where } = (
        strapi.get('query-params') as { transform(uid: string, query: Query): { where?: object } }
      ).transform(model, query);
      const subquery = strapi.db
        .queryBuilder(model as 'api::lead.lead')
        .where(where ?? {})
        .select('id')
        .getKnexQuery();
      return () => subquery.clone();
    },
  };
}

export type LeadQueries = ReturnType<typeof documentQueries>;

/** The permission-checked queries of leads for this admin: the one path every admin route reads leads by. */
export function leadQueries(strapi: Strapi, userAbility: UserAbility | null | undefined): LeadQueries {
  return documentQueries(strapi, userAbility, LEAD_UID);
}
