'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');
const { cleanName, restrictSiteUploads } = require('./site-uploads');

/**
 * Uploads that are not images (applicants' CVs: PDF and Word files) are never public, and open only for a
 * signed-in admin whose role may read leads.
 *
 * Strapi serves public/uploads to anyone who has an address. Images stay there (the blog shows them to
 * everyone), but any other file is written to a folder outside public/ and served only by an admin route
 * (GET /private-uploads/:name): the admin's access token in the Authorization header, as every admin API
 * call sends it, and a role that may read leads. Its address is no key: a link copied from the admin (the
 * media library's "Copy link") or forwarded opens nothing for anyone else. The lead's CV panel downloads
 * the file through the admin's own fetch client (src/admin/lead-cv-panel.js).
 */
const ROUTE = '/private-uploads';
const SAFE_NAME = /^[\w.-]{1,200}$/;
const LEADS = 'api::lead.lead';

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

/**
 * The Content-Disposition of a download under the applicant's own name: an ASCII fallback, and the
 * name itself (RFC 5987), without controls or direction characters.
 */
function contentDisposition(name, fallback) {
  const plain = cleanName(name) || fallback;
  const ascii = plain.replace(/[^\w. ()-]+/g, '_').slice(0, 120) || fallback;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(plain)}`;
}

/** Whether the signed-in admin's role may read leads (and so their CVs). */
function mayReadLeads(ctx) {
  return Boolean(ctx.state.userAbility?.can('plugin::content-manager.explorer.read', LEADS));
}

/** GET /private-uploads/:name for an admin who may read leads; 401 for anyone else (the route's auth). */
function privateFileHandler(strapi, dir) {
  return async (ctx) => {
    const { name } = ctx.params;
    if (!mayReadLeads(ctx)) return ctx.forbidden('Your role may not read leads or their CVs.');
    if (!SAFE_NAME.test(name)) return ctx.notFound();
    const target = path.join(dir, name);
    const stat = await fs.promises.stat(target).catch(() => null);
    if (!stat?.isFile()) return ctx.notFound();
    const record = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { url: `${ROUTE}/${name}` }, select: ['name'] });
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', contentDisposition(record?.name, name));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
    ctx.length = stat.size;
    ctx.body = fs.createReadStream(target);
    return undefined;
  };
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

/** Extends the upload provider and adds the admin route (in the register phase, before routes are mounted). */
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
  restrictSiteUploads(strapi);
  provider.extend({
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

  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: `${ROUTE}/:name`,
        handler: privateFileHandler(strapi, dir),
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

/**
 * Files uploaded through the REST API (CVs, a blog's pictures) go to the upload plugin's "API Uploads"
 * folder, which the plugin creates at the first such upload. Two first uploads at once both try to create
 * it, and the second fails on the folder's unique path (Strapi 5.x): made here at start, before any request.
 */
async function ensureApiUploadFolder(strapi) {
  await strapi.plugin('upload').service('api-upload-folder').getAPIUploadFolder();
}

module.exports = {
  contentDisposition,
  ensureApiUploadFolder,
  isPrivate,
  privateDir,
  privateFileHandler,
  registerPrivateUploads,
};
