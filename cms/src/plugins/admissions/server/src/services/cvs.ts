/**
 * Uploads that are not images (applicants' CVs: PDF and Word files) are never public, and open only for a
 * signed-in admin whose role reads the CV's lead and the lead's CV field, as the lead's page shows them.
 *
 * Strapi serves public/uploads to anyone who has an address. Images stay there (the blog shows them to
 * everyone), but any other file is written to a folder outside public/ and served only by an admissions
 * route, its address (GET /admissions/cvs/:name): the admin's access token in the Authorization header, as
 * every admin API call sends it, and a role that may read leads. The address is no key: a link copied from
 * the admin (the media library's "Copy link") or forwarded opens nothing for anyone. The lead's CV panel
 * downloads the file through the admin's own fetch client. (Files stored when the route was
 * /private-uploads/:name were given this address by a migration.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { LEAD_UID } from '../../../common/leads';
import { cleanName } from '../lib/cv-check';
import type { Strapi } from '../lib/types';
import { settings } from '../settings';
import type { LeadQueries } from './lead-queries';

/** Where a private file is served (its `url`): the admissions route below, for admins who may read leads. */
export const PRIVATE_URL = '/admissions/cvs';
const SAFE_NAME = /^[\w.-]{1,200}$/;

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

interface StoredFile {
  hash: string;
  ext: string;
  mime?: string | null;
  url?: string;
  buffer?: Buffer;
  stream?: NodeJS.ReadableStream;
}

/** A file that is kept private when stored: anything that is not an image (a CV), whatever its format. */
export function isPrivate(file: { mime?: string | null }): boolean {
  return !String(file.mime ?? '').startsWith('image/');
}

/** The addresses private files are served at: this route's, and the one they had before it moved. */
const PRIVATE_ADDRESSES = [`${PRIVATE_URL}/`, '/private-uploads/'];

/** A stored file that is private: kept in the private folder (by its address), or one that would be. */
export function isPrivateFile(file: { url?: string | null; mime?: string | null }): boolean {
  const url = String(file.url ?? '');
  return PRIVATE_ADDRESSES.some((prefix) => url.startsWith(prefix)) || isPrivate(file);
}

/** The upload plugin's filter for the files that are not private (for a list shown to marketers). */
export const PUBLIC_FILES = {
  $and: [
    { mime: { $startsWith: 'image/' } },
    ...PRIVATE_ADDRESSES.map((prefix) => ({ $not: { url: { $startsWith: prefix } } })),
  ],
};

/** The upload plugin's filter for private files. */
export const PRIVATE_FILES = { $not: PUBLIC_FILES };

export function privateDir(strapi: Strapi): string {
  return settings(strapi).privateUploadsDir || path.join(strapi.dirs.app.root, 'private-uploads');
}

/**
 * The Content-Disposition of a download under the applicant's own name: an ASCII fallback, and the
 * name itself (RFC 5987), without controls or direction characters.
 */
export function contentDisposition(name: string | null | undefined, fallback: string): string {
  const plain = cleanName(name) || fallback;
  const ascii = plain.replace(/[^\w. ()-]+/g, '_').slice(0, 120) || fallback;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(plain)}`;
}

/** A stored file with the entries it is attached to (`related`, as the upload plugin populates it). */
interface FileRow {
  id: number;
  name?: string | null;
  url?: string | null;
  mime?: string | null;
  related?: { __type?: string; documentId?: string }[];
}

/** The lead a stored file is the CV of, if any. */
export function leadOfFile(file: Pick<FileRow, 'related'> | null | undefined): string | null {
  return file?.related?.find((entry) => entry.__type === LEAD_UID)?.documentId ?? null;
}

/** Reads the upload rows of these files, with the leads they belong to. */
export async function filesWithLeads(strapi: Pick<Strapi, 'db'>, where: object): Promise<FileRow[]> {
  return strapi.db.query('plugin::upload.file').findMany({
    where,
    select: ['id', 'name', 'url', 'mime'],
    populate: { related: true },
  });
}

/**
 * GET /admissions/cvs/:name: the file, when the admin's role reads its lead and that lead's CV field (the one
 * permission-checked query path: conditions and field permissions as on the lead's page). A file that is no
 * lead's CV is nobody's to read here.
 */
export async function serveCv(
  strapi: Pick<Strapi, 'db'>,
  dir: string,
  ctx: Context,
  queries: Pick<LeadQueries, 'findOne'>,
): Promise<void> {
  const { name } = ctx.params as { name: string };
  if (!SAFE_NAME.test(name)) return ctx.notFound();
  const target = path.join(dir, name);
  const stat = await fs.promises.stat(target).catch(() => null);
  if (!stat?.isFile()) return ctx.notFound();
  const ext = path.extname(name);
  const [record] = await filesWithLeads(strapi, { hash: path.basename(name, ext), ext });
  const documentId = leadOfFile(record);
  if (!record || !documentId) return ctx.notFound();
  const lead = await queries.findOne<{ cv?: { id?: number } | null }>(documentId, {
    fields: ['documentId'],
    populate: { cv: { fields: ['id'] } },
  });
  if (lead?.cv?.id !== record.id) throw new errors.ForbiddenError('Your role may not read this CV.');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', contentDisposition(record.name, name));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  ctx.length = stat.size;
  ctx.body = fs.createReadStream(target);
}

/**
 * Extends the upload provider so files that are not images go to the private folder (register phase): on
 * upload, and on replace (the media library's Replace keeps a file's name and address, and Strapi's local
 * provider would write the new bytes to public/uploads whatever they are). A replace that changes a file
 * from public to private or back writes the new file where its kind goes and deletes the old one where it
 * was.
 */
function keepCvsPrivate(strapi: Strapi) {
  type Write = (file: StoredFile, options?: unknown) => Promise<void>;
  type Replace = (file: StoredFile, old: StoredFile, options?: unknown) => Promise<void>;
  const provider = strapi.plugin('upload').provider as {
    upload?: Write;
    uploadStream?: Write;
    replace?: Replace;
    replaceStream?: Replace;
    delete: (file: StoredFile, options?: unknown) => Promise<void>;
    extend: (methods: object) => void;
  };
  const publicProvider = {
    upload: provider.upload?.bind(provider),
    uploadStream: provider.uploadStream?.bind(provider),
    replace: provider.replace?.bind(provider),
    replaceStream: provider.replaceStream?.bind(provider),
    delete: provider.delete.bind(provider),
  };
  const dir = privateDir(strapi);
  const fileName = (file: StoredFile) => `${file.hash}${file.ext}`;
  const store = async (file: StoredFile, write: (target: string) => Promise<void>) => {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    await write(path.join(dir, fileName(file)));
    file.url = `${PRIVATE_URL}/${fileName(file)}`;
  };
  /** Where a stored file is: the private folder or the public provider (by its address when it has one). */
  const storedPrivately = (file: StoredFile) => (file.url ? isPrivateFile(file) : isPrivate(file));
  const methods = {
    uploadStream(file: StoredFile, options?: unknown) {
      if (!isPrivate(file)) return publicProvider.uploadStream?.(file, options);
      return store(file, (target) =>
        pipeline(file.stream as NodeJS.ReadableStream, fs.createWriteStream(target, { mode: 0o600 })),
      );
    },
    upload(file: StoredFile, options?: unknown) {
      if (!isPrivate(file)) return publicProvider.upload?.(file, options);
      return store(file, (target) =>
        fs.promises.writeFile(target, file.buffer ?? Buffer.alloc(0), { mode: 0o600 }),
      );
    },
    async delete(file: StoredFile, options?: unknown) {
      if (!storedPrivately(file)) return publicProvider.delete(file, options);
      await fs.promises.rm(path.join(dir, fileName(file)), { force: true });
    },
  };
  /** A replace: the public provider's own when old and new are both public; otherwise write, then delete. */
  const replaceWith =
    (write: 'upload' | 'uploadStream', publicReplace?: Replace): Replace =>
    async (file, old, options) => {
      const wasPrivate = storedPrivately(old);
      if (!isPrivate(file) && !wasPrivate && publicReplace) return publicReplace(file, old, options);
      await methods[write](file, options);
      const samePlace = wasPrivate === isPrivate(file) && fileName(file) === fileName(old);
      if (!samePlace) await methods.delete(old, options);
    };
  provider.extend({
    ...methods,
    replace: replaceWith('upload', publicProvider.replace),
    replaceStream: replaceWith('uploadStream', publicProvider.replaceStream),
  });
}

export function registerPrivateUploads(strapi: Strapi) {
  keepCvsPrivate(strapi);
}

/**
 * Files uploaded through the REST API (CVs) go to the upload plugin's "API Uploads" folder, which the plugin
 * creates at the first such upload. Two first uploads at once both try to create it, and the second fails
 * on the folder's unique path (Strapi 5.x): made once, before any request.
 */
export async function ensureApiUploadFolder(strapi: Strapi) {
  await strapi.plugin('upload').service('api-upload-folder').getAPIUploadFolder();
}

const cvsService = ({ strapi }: { strapi: Strapi }) => ({
  serve: (ctx: Context, queries: Pick<LeadQueries, 'findOne'>) =>
    serveCv(strapi, privateDir(strapi), ctx, queries),
  removeFile: async (file: { id?: number } | null | undefined) => {
    if (file?.id) await strapi.plugin('upload').service('upload').remove(file);
  },
});

export default cvsService;
