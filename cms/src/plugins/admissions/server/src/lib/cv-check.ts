/**
 * What the CMS takes as a lead's CV from the site: one PDF or Word file whose bytes are what its name says
 * (the rule is the site's, @codebridge/shared/cv.mjs), stored under its cleaned name and the type its bytes
 * are. Used by the lead intake (a CV sent with its lead) and on the REST upload (middlewares/cv-upload.ts).
 * Strapi's own check trusts its content sniffing over the name and has one allow list for blog images and
 * CVs alike.
 */
import fs from 'node:fs';
import { cvExtension, cvType } from '@codebridge/shared/cv.mjs';

/** Characters that are not text: controls, direction overrides and isolates, zero-width and invisible ones. */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2028-\u202f\u2060-\u206f\u3164\ufeff\uffa0\ufff0-\ufffb\u{e0000}-\u{e007f}]|\p{Cs}/gu;

/** A file name as plain text on one line, without folders. */
export function cleanName(name: unknown): string {
  return String(name ?? '')
    .replace(INVISIBLE, '')
    .replace(/^.*[/\\]/, '')
    .trim()
    .slice(-120);
}

/** An uploaded file as koa-body hands it over. */
export interface UploadedFile {
  originalFilename?: string | null;
  name?: string | null;
  mimetype?: string | null;
  filepath?: string;
  path?: string;
  buffer?: Uint8Array;
}

export type CvCheck =
  { problem: string; name?: undefined; type?: undefined } | { problem: null; name: string; type: string };

/** Why this upload is not one CV, or null; with the name and type it is stored under. */
export function checkCv(file: UploadedFile, bytes: Uint8Array): CvCheck {
  const name = cleanName(file.originalFilename ?? file.name);
  if (cvExtension(name) === null) return { problem: 'Only .pdf, .doc and .docx files are taken here.' };
  const type = cvType(name, bytes);
  if (type === null) return { problem: 'The file is not the PDF or Word document its name says.' };
  return { problem: null, name, type };
}

/** The bytes of an uploaded file, from its temporary file or its buffer. */
export async function bytesOf(file: UploadedFile): Promise<Uint8Array> {
  const filePath = file.filepath ?? file.path;
  return filePath ? fs.promises.readFile(filePath) : new Uint8Array(file.buffer ?? []);
}
