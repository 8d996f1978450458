import { errors } from '@strapi/utils';

/**
 * The media library's "upload from URLs" (POST /upload/actions/upload-from-urls) is closed for every role: it
 * makes the CMS fetch an address its user names, and Strapi's check of that address misses some of this
 * machine's own (0.0.0.0/8, a redirect to loopback), so an account could scan the CMS's private ports and store
 * what answers. A marketer downloads an image and uploads the file instead.
 */
const noUrlUpload = () => async () => {
  throw new errors.ForbiddenError(
    'Files are not uploaded from addresses here: download the file, then upload it from your computer.',
  );
};

export default noUrlUpload;
