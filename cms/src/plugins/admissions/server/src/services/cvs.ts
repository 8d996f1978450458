/**
 * Uploads that are not images (applicants' CVs: PDF and Word files) are never public, and open only for a
 * signed-in admin whose role may read leads.
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
import type { Context, Next } from 'koa';
import { mayReadLeads, type Ability } from '../../../common/leads';
import { cleanName } from '../lib/cv-check';
import type { Strapi } from '../lib/types';
import { settings } from '../settings';

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

export function isPrivate(file: { mime?: string | null }): boolean {
  return !String(file.mime ?? '').startsWith('image/');
}

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

/** GET /admissions/cvs/:name (the route's policy has checked that the admin may read leads). */
export async function serveCv(strapi: Pick<Strapi, 'db'>, dir: string, ctx: Context): Promise<void> {
  const { name } = ctx.params as { name: string };
  if (!SAFE_NAME.test(name)) return ctx.notFound();
  const target = path.join(dir, name);
  const stat = await fs.promises.stat(target).catch(() => null);
  if (!stat?.isFile()) return ctx.notFound();
  const ext = path.extname(name);
  const record: { name?: string } | null = await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { hash: path.basename(name, ext), ext }, select: ['name'] });
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', contentDisposition(record?.name, name));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  ctx.length = stat.size;
  ctx.body = fs.createReadStream(target);
}

/**
 * The admin's media library lists every file to everyone allowed to pick images (marketers pick images for
 * posts): private files are left out of its answers for anyone whose role may not read leads.
 */
function hidePrivateFilesFromMarketers(strapi: Strapi) {
  const visible = (file: unknown) =>
    !file || typeof file !== 'object' || !('mime' in file) || !isPrivate(file as { mime?: string });
  strapi.server.use(async (ctx: Context, next: Next) => {
    await next();
    if (ctx.method !== 'GET' || !/^\/upload\/(files|folder)/.test(ctx.path)) return;
    const ability = ctx.state?.userAbility as Ability | undefined;
    if (!ability || mayReadLeads(ability)) return;
    const body = ctx.body as { results?: unknown[] } | unknown[] | null;
    if (Array.isArray(body)) ctx.body = body.filter(visible);
    else if (body && Array.isArray(body.results)) body.results = body.results.filter(visible);
    else if (body && typeof body === 'object' && 'mime' in body && !visible(body)) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    }
  });
}

/** Extends the upload provider so files that are not images go to the private folder (register phase). */
function keepCvsPrivate(strapi: Strapi) {
  const provider = strapi.plugin('upload').provider as {
    upload?: (file: StoredFile, options?: unknown) => Promise<void>;
    uploadStream?: (file: StoredFile, options?: unknown) => Promise<void>;
    delete: (file: StoredFile, options?: unknown) => Promise<void>;
    extend: (methods: object) => void;
  };
  const publicProvider = {
    upload: provider.upload?.bind(provider),
    uploadStream: provider.uploadStream?.bind(provider),
    delete: provider.delete.bind(provider),
  };
  const dir = privateDir(strapi);
  const fileName = (file: StoredFile) => `${file.hash}${file.ext}`;
  const store = async (file: StoredFile, write: (target: string) => Promise<void>) => {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    await write(path.join(dir, fileName(file)));
    file.url = `${PRIVATE_URL}/${fileName(file)}`;
  };
  provider.extend({
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
      if (!isPrivate(file)) return publicProvider.delete(file, options);
      await fs.promises.rm(path.join(dir, fileName(file)), { force: true });
    },
  });
}

export function registerPrivateUploads(strapi: Strapi) {
  hidePrivateFilesFromMarketers(strapi);
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
  serve: (ctx: Context) => serveCv(strapi, privateDir(strapi), ctx),
  removeFile: async (file: { id?: number } | null | undefined) => {
    if (file?.id) await strapi.plugin('upload').service('upload').remove(file);
  },
});

export default cvsService;
