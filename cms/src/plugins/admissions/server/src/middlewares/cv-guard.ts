import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import type { Strapi } from '../lib/types';
import { filesWithLeads, isPrivateFile, leadOfFile, PRIVATE_FILES, PUBLIC_FILES } from '../services/cvs';
import { leadQueries, type UserAbility } from '../services/lead-queries';

/**
 * `plugin::admissions.cv-guard`, on every route of the upload plugin (the media library's admin API and the
 * REST API; added by src/extensions/upload/strapi-server.ts, with the route's handler as its config). A CV
 * belongs to its lead, so the media library and the upload API never hand one over or change one:
 *
 * - Lists and single files: a private file (a CV) is left out, and answered 404, unless the caller reads every
 *   lead's CV in the content manager (a role with read of the lead's CV field and no condition; on the REST
 *   API, a full-access token).
 * - Renaming, moving, replacing, re-describing a CV, or a folder that holds one: refused (403) to everyone, the
 *   Super Admin included: what the visitor sent is read-only, and a CV goes with its lead (the lead's
 *   deletion, the retention, an erasure).
 * - Deleting a private file: only one that is no lead's CV (a file left by a request that never became a
 *   lead), and only by a role that may delete leads (on the REST API, a full-access token).
 *
 * Images (the blog's) are untouched: marketers keep the whole media library for them.
 */
export interface CvGuardConfig {
  /** The upload route's handler, e.g. `admin-file.find`. */
  handler?: string;
}

type Kind = 'list' | 'one' | 'change' | 'delete' | 'bulk' | 'folder';

/** What each upload route does to files, by its handler (routes that touch no existing file pass). */
const ROUTES: Record<string, Kind> = {
  'admin-file.find': 'list',
  'content-api.find': 'list',
  'content-api.findPage': 'list',
  'admin-file.findOne': 'one',
  'content-api.findOne': 'one',
  // POST /upload?id= (replace or new file info), PUT /files/:id, POST /files/:id/replace.
  'admin-upload.upload': 'change',
  'content-api.upload': 'change',
  'admin-upload.updateFileInfo': 'change',
  'admin-upload.replaceFile': 'change',
  'content-api.updateFileInfo': 'change',
  'content-api.replaceFile': 'change',
  'admin-file.destroy': 'delete',
  'content-api.destroy': 'delete',
  'admin-folder-file.deleteMany': 'bulk',
  'admin-folder-file.moveMany': 'bulk',
  'admin-upload.bulkUpdateFileInfo': 'bulk',
  'admin-file.generateAIMetadata': 'bulk',
  'admin-folder.update': 'folder',
};

const CV_IS_THE_LEADS =
  'A CV belongs to its lead: it is neither changed nor moved through the media library.';

type Body = {
  fileIds?: unknown;
  folderIds?: unknown;
  updates?: { id?: unknown }[];
};

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .map(Number)
    .filter(Number.isSafeInteger);

function isFullAccessToken(ctx: Context): boolean {
  const { strategy, credentials } = (ctx.state.auth ?? {}) as {
    strategy?: { name?: string };
    credentials?: { type?: string };
  };
  return strategy?.name === 'content-api-token' && credentials?.type === 'full-access';
}

/** The caller's standing towards CVs: may it see them all, and delete a CV that belongs to no lead? */
function standing(strapi: Strapi, ctx: Context) {
  const ability = ctx.state.userAbility as UserAbility | undefined;
  if (!ability) {
    const full = isFullAccessToken(ctx);
    return { seesCvs: full, deletesOrphans: full };
  }
  const queries = leadQueries(strapi, ability);
  return {
    seesCvs: queries.may('read') && queries.mayReadField('cv') && !queries.hasConditions('read'),
    deletesOrphans: queries.may('delete'),
  };
}

/** Whether any of these folders (or the folders inside them) holds a private file. */
async function foldersHoldCvs(strapi: Strapi, folderIds: number[]): Promise<boolean> {
  if (folderIds.length === 0) return false;
  const folders: { path: string }[] = await strapi.db
    .query('plugin::upload.folder')
    .findMany({ where: { id: { $in: folderIds } }, select: ['path'] });
  if (folders.length === 0) return false;
  const inside = folders.flatMap(({ path }) => [
    { folderPath: { $eq: path } },
    { folderPath: { $startsWith: `${path}/` } },
  ]);
  const held = await strapi.db
    .query('plugin::upload.file')
    .count({ where: { $and: [{ $or: inside }, PRIVATE_FILES] } });
  return held > 0;
}

const cvGuard =
  (config: CvGuardConfig = {}, { strapi }: { strapi: Strapi }) =>
  async (ctx: Context, next: Next) => {
    const kind = ROUTES[config.handler ?? ''];
    if (!kind) return next();
    const query = ctx.query as { id?: unknown; filters?: unknown };
    const body = (ctx.request.body ?? {}) as Body;
    const params = (ctx.params ?? {}) as { id?: unknown };

    if (kind === 'list') {
      if (!standing(strapi, ctx).seesCvs) {
        ctx.query = {
          ...ctx.query,
          filters: query.filters ? { $and: [query.filters, PUBLIC_FILES] } : PUBLIC_FILES,
        } as Context['query'];
      }
      return next();
    }

    const fileIds =
      kind === 'one' || kind === 'delete'
        ? ids(params.id)
        : kind === 'change'
          ? ids(params.id ?? query.id)
          : kind === 'bulk'
            ? [...ids(body.fileIds), ...ids((body.updates ?? []).map((update) => update?.id))]
            : [];
    const folderIds = kind === 'bulk' ? ids(body.folderIds) : kind === 'folder' ? ids(params.id) : [];
    const files = fileIds.length ? await filesWithLeads(strapi, { id: { $in: fileIds } }) : [];
    const cvs = files.filter(isPrivateFile);

    if (kind === 'one') {
      if (cvs.length > 0 && !standing(strapi, ctx).seesCvs) return ctx.notFound();
      return next();
    }
    const deleting = kind === 'delete' || config.handler === 'admin-folder-file.deleteMany';
    if (cvs.length > 0) {
      if (!deleting) throw new errors.ForbiddenError(CV_IS_THE_LEADS);
      if (cvs.some((file) => leadOfFile(file) !== null)) {
        throw new errors.ForbiddenError('A CV is deleted with its lead, never on its own.');
      }
      if (!standing(strapi, ctx).deletesOrphans) {
        throw new errors.ForbiddenError('Your role may not delete private files.');
      }
    }
    if (await foldersHoldCvs(strapi, folderIds)) {
      throw new errors.ForbiddenError('This folder holds CVs: they go with their leads, not with a folder.');
    }
    return next();
  };

export default cvGuard;
