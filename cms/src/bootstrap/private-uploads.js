'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');

/**
 * Uploads that are not images (applicants' CVs: PDF and Word files) are never public.
 *
 * Strapi serves public/uploads to anyone who has an address. Images stay there (the blog shows them to
 * everyone), but any other file is written to a folder outside public/ and is read only through an address
 * the CMS signs and that expires: Strapi's own mechanism for private upload providers (`isPrivate`,
 * `getSignedUrl`), which signs a file's address whenever it hands the file to the admin panel or to an API
 * token allowed to read it. A signed-in admin opening a lead gets a working link; anyone else, nothing.
 */
const ROUTE = '/private-uploads';
/** A signed address works this long: enough to open a lead and download its CV. */
const SIGNED_FOR_SECONDS = 15 * 60;
const SAFE_NAME = /^[\w.-]{1,200}$/;

const CONTENT_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function isPrivate(file) {
  return !String(file.mime ?? '').startsWith('image/');
}

function privateDir(strapi) {
  return process.env.PRIVATE_UPLOADS_DIR || path.join(strapi.dirs.app.root, 'private-uploads');
}

function signingKey(strapi) {
  const [key] = strapi.config.get('server.app.keys') ?? [];
  if (!key) throw new Error('APP_KEYS is not set: private uploads cannot be signed');
  return crypto.createHash('sha256').update(`private-uploads:${key}`).digest();
}

/** The signature covers the stored file, the name it downloads as, and when the address stops working. */
function signature(strapi, name, filename, expires) {
  return crypto
    .createHmac('sha256', signingKey(strapi))
    .update(JSON.stringify([name, filename, String(expires)]))
    .digest('hex');
}

/** The name a file downloads as: the applicant's own, without characters a header could trip on. */
function downloadName(file) {
  return String(file.name ?? '').replace(/[^\w. ()-]+/g, '_').slice(0, 120) || `${file.hash}${file.ext}`;
}

function signedUrl(strapi, file, now = Date.now()) {
  const name = `${file.hash}${file.ext}`;
  const filename = downloadName(file);
  const expires = Math.floor(now / 1000) + SIGNED_FOR_SECONDS;
  const query = new URLSearchParams({ filename, expires: String(expires), signature: signature(strapi, name, filename, expires) });
  return `${ROUTE}/${name}?${query}`;
}

function isValidSignature(strapi, name, { filename, expires, signature: given }) {
  if (typeof filename !== 'string' || typeof given !== 'string') return false;
  if (!/^\d{1,12}$/.test(String(expires)) || Number(expires) < Date.now() / 1000) return false;
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signature(strapi, name, filename, expires), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * The admin's media library lists every file to everyone allowed to pick images (marketers pick images for
 * posts): private files are left out of its answers for anyone whose role may not read leads.
 */
function hidePrivateFilesFromMarketers(strapi) {
  const visible = (file) => !file || typeof file !== 'object' || !file.mime || !isPrivate(file);
  strapi.server.use(async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' || !/^\/upload\/(files|folder)/.test(ctx.path)) return;
    const ability = ctx.state?.userAbility;
    if (!ability || ability.can('plugin::content-manager.explorer.read', 'api::lead.lead')) return;
    const body = ctx.body;
    if (Array.isArray(body?.results)) body.results = body.results.filter(visible);
    else if (Array.isArray(body)) ctx.body = body.filter(visible);
    else if (body && typeof body === 'object' && 'mime' in body && !visible(body)) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    }
  });
}

/** Extends the upload provider (in the app's register phase, before the upload plugin reads isPrivate). */
function registerPrivateUploads(strapi) {
  const provider = strapi.plugin('upload').provider;
  const publicProvider = {
    upload: provider.upload?.bind(provider),
    uploadStream: provider.uploadStream?.bind(provider),
    delete: provider.delete.bind(provider),
  };
  const dir = privateDir(strapi);
  const fileName = (file) => `${file.hash}${file.ext}`;
  const store = async (file, write) => {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    await write(path.join(dir, fileName(file)));
    file.url = `${ROUTE}/${fileName(file)}`;
  };

  hidePrivateFilesFromMarketers(strapi);
  provider.extend({
    isPrivate: () => true,
    getSignedUrl: (file) => ({ url: isPrivate(file) ? signedUrl(strapi, file) : file.url }),
    uploadStream(file, options) {
      if (!isPrivate(file)) return publicProvider.uploadStream(file, options);
      return store(file, (target) => pipeline(file.stream, fs.createWriteStream(target, { mode: 0o600 })));
    },
    upload(file, options) {
      if (!isPrivate(file)) return publicProvider.upload(file, options);
      return store(file, (target) => fs.promises.writeFile(target, file.buffer, { mode: 0o600 }));
    },
    async delete(file, options) {
      if (!isPrivate(file)) return publicProvider.delete(file, options);
      await fs.promises.rm(path.join(dir, fileName(file)), { force: true });
    },
  });

  strapi.server.routes([
    {
      method: 'GET',
      path: `${ROUTE}/:name`,
      handler: async (ctx) => {
        const { name } = ctx.params;
        if (!SAFE_NAME.test(name) || !isValidSignature(strapi, name, ctx.query)) {
          ctx.status = 403;
          ctx.body = { error: 'This file is private: open it from the CMS admin.' };
          return;
        }
        const target = path.join(dir, name);
        const stat = await fs.promises.stat(target).catch(() => null);
        if (!stat?.isFile()) {
          ctx.status = 404;
          return;
        }
        ctx.set('Cache-Control', 'private, no-store');
        ctx.set('Content-Disposition', `attachment; filename="${ctx.query.filename}"`);
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
        ctx.length = stat.size;
        ctx.body = fs.createReadStream(target);
      },
      config: { auth: false },
    },
  ]);
}

/**
 * Files uploaded through the REST API (CVs, a blog's pictures) go to the upload plugin's "API Uploads"
 * folder, which the plugin creates at the first such upload. Two first uploads at once both try to create
 * it, and the second fails on the folder's unique path (Strapi 5.x): made here at start, before any request.
 */
async function ensureApiUploadFolder(strapi) {
  await strapi.plugin('upload').service('api-upload-folder').getAPIUploadFolder();
}

module.exports = { ensureApiUploadFolder, isPrivate, privateDir, registerPrivateUploads };
