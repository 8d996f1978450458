/**
 * Uploads that are not images (applicants' CVs: PDF and Word files) are never public, never readable on
 * disk, and open only for a signed-in admin whose role reads the CV's lead and the lead's CV field, as the
 * lead's page shows them.
 *
 * Strapi serves public/uploads to anyone who has an address. Images stay there (the blog shows them to
 * everyone), but any other file is sealed with CV_ENCRYPTION_KEY (`lib/cv-crypto.ts`: AES-256-GCM, one file
 * at a time) and written to a folder outside public/ under a random name (`{32 hex}.sealed`: the applicant's
 * file name stays in the database, never on disk), and served only by an admissions route, its address
 * (GET /admissions/cvs/:name): the admin's access token in the Authorization header, as every admin API call
 * sends it, and a role that may read leads. The route opens the file on the way out, so the download is the
 * file as it was sent. The address is no key: a link copied from the admin (the media library's "Copy
 * link") or forwarded opens nothing for anyone. The lead's CV panel downloads the file through the admin's
 * own fetch client. (Files stored when the route was /private-uploads/:name were given this address by a
 * migration; another sealed and renamed the files stored before encryption.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { LEAD_UID } from '../../../common/leads';
import { cleanName } from '../lib/cv-check';
import {
  cvKeyId,
  MISSING_CV_KEY,
  openCv,
  parseCvKey,
  SEALED_HEADER_BYTES,
  sealCv,
  sealedFileName,
  sealedKeyId,
} from '../lib/cv-crypto';
import type { Strapi } from '../lib/types';
import { settings } from '../settings';
import type { LeadQueries } from './lead-queries';

/** Where a private file is served (its `url`): the admissions route below, for admins who may read leads. */
export const PRIVATE_URL = '/admissions/cvs';
/** The address private files had before the route moved under the plugin's name. */
export const OLD_PRIVATE_URL = '/private-uploads';
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
const PRIVATE_ADDRESSES = [`${PRIVATE_URL}/`, `${OLD_PRIVATE_URL}/`];

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

/** CV_ENCRYPTION_KEY, as config/plugins.ts checked it: the CMS does not start without it (register). */
export function cvKey(strapi: Pick<Strapi, 'config'>): Buffer {
  const { key, problem } = parseCvKey(
    (strapi.config.get('plugin::admissions') as { cvEncryptionKey?: string }).cvEncryptionKey,
  );
  if (problem !== null) throw new Error(problem);
  if (!key) throw new Error(MISSING_CV_KEY);
  return key;
}

/** A private file's name on disk, from its address (either form), or null for another address. */
export function diskName(url: string | null | undefined): string | null {
  for (const prefix of [PRIVATE_URL, OLD_PRIVATE_URL]) {
    if (url?.startsWith(`${prefix}/`)) {
      const name = url.slice(prefix.length + 1);
      return SAFE_NAME.test(name) ? name : null;
    }
  }
  return null;
}

/** The addresses a file on disk may have in the database. */
export function addressesOf(name: string): string[] {
  return [`${PRIVATE_URL}/${name}`, `${OLD_PRIVATE_URL}/${name}`];
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
  ext?: string | null;
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
    select: ['id', 'name', 'ext', 'url', 'mime'],
    populate: { related: true },
  });
}

/**
 * GET /admissions/cvs/:name: the file opened with the key, under the applicant's own name, when the admin's
 * role reads its lead and that lead's CV field (the one permission-checked query path: conditions and field
 * permissions as on the lead's page). A file that is no lead's CV is nobody's to read here. Resolves to the
 * lead the CV belongs to (for the access record), or null when nothing was served.
 */
export async function serveCv(
  strapi: Pick<Strapi, 'db'>,
  { dir, key }: { dir: string; key: Buffer },
  ctx: Context,
  queries: Pick<LeadQueries, 'findOne'>,
): Promise<{ leadDocumentIds: string[] } | null> {
  const { name } = ctx.params as { name: string };
  if (!SAFE_NAME.test(name)) return (ctx.notFound(), null);
  const [record] = await filesWithLeads(strapi, { url: { $in: addressesOf(name) } });
  const documentId = leadOfFile(record);
  if (!record || !documentId) return (ctx.notFound(), null);
  const lead = await queries.findOne<{ cv?: { id?: number } | null }>(documentId, {
    fields: ['documentId'],
    populate: { cv: { fields: ['id'] } },
  });
  if (lead?.cv?.id !== record.id) throw new errors.ForbiddenError('Your role may not read this CV.');
  const sealed = await fs.promises.readFile(path.join(dir, name)).catch(() => null);
  if (!sealed) return (ctx.notFound(), null);
  const plain = openCv(sealed, key, name);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', contentDisposition(record.name, `cv${record.ext ?? ''}`));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = CONTENT_TYPES[String(record.ext ?? '').toLowerCase()] ?? 'application/octet-stream';
  ctx.body = plain;
  return { leadDocumentIds: [documentId] };
}

/** A stream's bytes (a CV is a few megabytes at most: the upload's size limit has been checked). */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Extends the upload provider so files that are not images go, sealed, to the private folder under a random
 * name (register phase): on upload, and on replace (the media library's Replace keeps a file's row, and
 * Strapi's local provider would write the new bytes to public/uploads whatever they are). A replace writes
 * the new file where its kind goes and deletes the old one where it was.
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
  const key = cvKey(strapi);
  const store = async (file: StoredFile, plain: Buffer) => {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const name = sealedFileName();
    // 'wx': a random name is never anyone else's; a file cut short by a crash belongs to no row and goes
    // with the hourly sweep of files without a lead.
    await fs.promises.writeFile(path.join(dir, name), sealCv(plain, key, name), { mode: 0o600, flag: 'wx' });
    file.url = `${PRIVATE_URL}/${name}`;
  };
  /** Where a stored file is: the private folder or the public provider (by its address when it has one). */
  const storedPrivately = (file: StoredFile) => (file.url ? isPrivateFile(file) : isPrivate(file));
  const methods = {
    async uploadStream(file: StoredFile, options?: unknown) {
      if (!isPrivate(file)) return publicProvider.uploadStream?.(file, options);
      return store(file, await bytesOf(file.stream as NodeJS.ReadableStream));
    },
    upload(file: StoredFile, options?: unknown) {
      if (!isPrivate(file)) return publicProvider.upload?.(file, options);
      return store(file, file.buffer ?? Buffer.alloc(0));
    },
    async delete(file: StoredFile, options?: unknown) {
      if (!storedPrivately(file)) return publicProvider.delete(file, options);
      const name = diskName(file.url) ?? `${file.hash}${file.ext}`;
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
  };
  /** A replace: the public provider's own when old and new are both public; otherwise write, then delete. */
  const replaceWith =
    (write: 'upload' | 'uploadStream', publicReplace?: Replace): Replace =>
    async (file, old, options) => {
      // As it was before the write: the upload service may hand the same object as both.
      const before: StoredFile = { ...old };
      const wasPrivate = storedPrivately(before);
      if (!isPrivate(file) && !wasPrivate && publicReplace) return publicReplace(file, old, options);
      await methods[write](file, options);
      const samePlace =
        !wasPrivate && !isPrivate(file) && file.hash === before.hash && file.ext === before.ext;
      if (!samePlace) await methods.delete(before, options);
    };
  provider.extend({
    ...methods,
    replace: replaceWith('upload', publicProvider.replace),
    replaceStream: replaceWith('uploadStream', publicProvider.replaceStream),
  });
}

/**
 * The key opens the CVs already stored: a CMS started with another key (a new machine, a restore with a new
 * cms/.env) would store new CVs it can open and serve none of the old ones, so it does not start. Reads each
 * sealed file's header only. Files not sealed yet are the migration's to seal (it runs after this).
 */
export async function assertKeyOpensStoredCvs(dir: string, key: Buffer): Promise<void> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const ours = cvKeyId(key);
  let sealed = 0;
  let foreign = 0;
  for (const name of names) {
    const handle = await fs.promises.open(path.join(dir, name), 'r').catch(() => null);
    if (!handle) continue;
    try {
      const head = Buffer.alloc(SEALED_HEADER_BYTES);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const id = sealedKeyId(head.subarray(0, bytesRead));
      if (!id) continue;
      sealed += 1;
      if (!id.equals(ours)) foreign += 1;
    } finally {
      await handle.close();
    }
  }
  if (foreign > 0) {
    throw new Error(
      `CV_ENCRYPTION_KEY does not open the stored CVs: ${foreign} of ${sealed} files in the private uploads folder were encrypted with another key. Start the CMS with the key they were encrypted with (a restore needs the key of the machine the backup came from).`,
    );
  }
}

/** Register phase: private CVs, sealed with a key the CMS must have (it does not start without). */
export async function registerPrivateUploads(strapi: Strapi) {
  await assertKeyOpensStoredCvs(privateDir(strapi), cvKey(strapi));
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
    serveCv(strapi, { dir: privateDir(strapi), key: cvKey(strapi) }, ctx, queries),
  removeFile: async (file: { id?: number } | null | undefined) => {
    if (file?.id) await strapi.plugin('upload').service('upload').remove(file);
  },
});

export default cvsService;
