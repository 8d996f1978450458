import type { Context, Next } from 'koa';
import { bytesOf, checkCv, type UploadedFile } from '../lib/cv-check';

/**
 * `plugin::admissions.cv-upload`, on the REST API's upload (POST /api/upload, added by
 * src/extensions/upload/strapi-server.ts): what it takes from anyone but a full-access API token. No token of
 * the site's uploads (CVs travel with their leads), so a token given the upload later sends one PDF or Word
 * file whose bytes are what its name says, attached to nothing and replacing nothing, and never an image (an
 * image is public at /uploads/ and gets size variants rendered from whatever it declares). The admin (blog
 * images) and full-access tokens keep Strapi's rules.
 */
function isFullAccess(ctx: Context): boolean {
  const { strategy, credentials } = (ctx.state.auth ?? {}) as {
    strategy?: { name?: string };
    credentials?: { type?: string };
  };
  // Strapi 5 names its REST token strategy `content-api-token`.
  return strategy?.name === 'content-api-token' && credentials?.type === 'full-access';
}

const cvUpload = () => async (ctx: Context, next: Next) => {
  if (isFullAccess(ctx)) return next();
  const files =
    (ctx.request as unknown as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  const parts = Object.values(files).flat();
  const [file] = parts;
  if ((ctx.query as { id?: unknown }).id || parts.length !== 1 || !files.files || !file) {
    return ctx.badRequest('Send exactly one file, in the field "files".');
  }
  // A CV reaches its lead with the lead (POST /api/leads), never attached to an entry afterwards.
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  if (['ref', 'refId', 'field'].some((key) => body[key] !== undefined)) {
    return ctx.badRequest('A file is not attached to an entry here.');
  }
  const check = checkCv(file, await bytesOf(file));
  if (check.problem !== null) {
    ctx.status = 415;
    ctx.body = {
      data: null,
      error: { status: 415, name: 'UnsupportedMediaTypeError', message: check.problem },
    };
    return undefined;
  }
  // Stored under the name and the type its bytes were found to be.
  file.originalFilename = check.name;
  file.mimetype = check.type;
  return next();
};

export default cvUpload;
