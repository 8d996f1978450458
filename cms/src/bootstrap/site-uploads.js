'use strict';

const fs = require('node:fs');

/**
 * What the REST API's upload (POST /api/upload) takes from anyone but a full-access API token: the site's
 * leads token sends applicants' CVs and nothing else, so the route takes exactly one PDF or Word file whose
 * bytes are what its name says, and never an image (an image is public at /uploads/ and gets size variants
 * rendered from whatever it declares).
 *
 * Strapi's own check (config/plugins.js `security`) is not enough for this: it sniffs the first 4100 bytes
 * with file-type and, when the declared type is generic, trusts what it found over the extension, so a PDF
 * named cv.hta passes as application/pdf; and its allow list is one for the admin's blog images and the
 * site's CVs alike. The admin (blog images) and full-access tokens keep Strapi's rules.
 */
const CV_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Characters that are not text: controls, direction overrides and isolates, zero-width and invisible ones. */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2028-\u202f\u2060-\u206f\u3164\ufeff\uffa0\ufff0-\ufffb\u{e0000}-\u{e007f}]|\p{Cs}/gu;

/** A file name as plain text on one line, without folders. */
function cleanName(name) {
  return String(name ?? '')
    .replace(INVISIBLE, '')
    .replace(/^.*[/\\]/, '')
    .trim()
    .slice(-120);
}

function extensionOf(name) {
  const match = /\.[^.]+$/.exec(name);
  return match ? match[0].toLowerCase() : '';
}

/** The extension these bytes are, judged by their structure: '.pdf', '.doc', '.docx' or null. */
function cvKind(bytes) {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return '.pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? '.doc' : null;
  }
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'))) {
    return bytes.includes('word/document.xml') && !bytes.includes('vbaProject.bin') ? '.docx' : null;
  }
  return null;
}

/** Why this upload is not one CV, or null; with the name and type it is stored under. */
function checkCv(file, bytes) {
  const name = cleanName(file.originalFilename ?? file.name);
  const extension = extensionOf(name);
  if (!CV_TYPES[extension]) return { problem: 'Only .pdf, .doc and .docx files are taken here.' };
  if (cvKind(bytes) !== extension) return { problem: 'The file is not the PDF or Word document its name says.' };
  return { problem: null, name, type: CV_TYPES[extension] };
}

function isFullAccess(ctx) {
  const { strategy, credentials } = ctx.state.auth ?? {};
  // Strapi 5 names its REST token strategy `content-api-token`.
  return strategy?.name === 'content-api-token' && credentials?.type === 'full-access';
}

/** The route middleware on the content API's upload. */
function onlyCvs() {
  return async (ctx, next) => {
    if (isFullAccess(ctx)) return next();
    const files = ctx.request.files ?? {};
    const parts = Object.values(files).flat();
    const [file] = parts;
    if (ctx.query?.id || parts.length !== 1 || !files.files || !file) {
      return ctx.badRequest('Send exactly one file, in the field "files".');
    }
    const path = file.filepath ?? file.path;
    const bytes = path ? await fs.promises.readFile(path) : Buffer.from(file.buffer ?? []);
    const { problem, name, type } = checkCv(file, bytes);
    if (problem) {
      ctx.status = 415;
      ctx.body = { data: null, error: { status: 415, name: 'UnsupportedMediaTypeError', message: problem } };
      return undefined;
    }
    // Stored under the name and the type its bytes were found to be.
    file.originalFilename = name;
    file.mimetype = type;
    return next();
  };
}

/** Adds the check to the upload plugin's REST route (in the register phase, before routes are mounted). */
function restrictSiteUploads(strapi) {
  const routes = strapi.plugin('upload').routes['content-api'].routes;
  const upload = routes.find((route) => route.method === 'POST' && route.path === '/');
  if (!upload) throw new Error('The upload plugin has no POST / route: the CV check cannot be added');
  upload.config = { ...upload.config, middlewares: [...(upload.config?.middlewares ?? []), onlyCvs()] };
}

module.exports = { checkCv, cleanName, onlyCvs, restrictSiteUploads };
