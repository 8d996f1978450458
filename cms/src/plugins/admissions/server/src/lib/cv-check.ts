/**
 * What the CMS takes as a lead's CV from the site: one PDF or Word file whose bytes are what its name says
 * (the rule is the site's, @codebridge/shared/cv.mjs), stored under its cleaned name and the type its bytes
 * are. Used by the lead intake (a CV sent with its lead) and on the REST upload (middlewares/cv-upload.ts).
 * Strapi's own check trusts its content sniffing over the name and has one allow list for blog images and
 * CVs alike.
 */
import fs from 'node:fs';
import { cvExtension, cvType } from '@codebridge/shared/cv.mjs';
import { plainLine } from '@codebridge/shared/text.mjs';

/** A file name as plain text on one line (the site's rule, by Unicode property), without folders. */
export function cleanName(name: unknown): string {
  return plainLine(String(name ?? ''))
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
