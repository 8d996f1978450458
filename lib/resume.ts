/**
 * The resume rule of the job application: a PDF or Word file (.pdf, .doc or .docx) whose content is what
 * its name says (the CMS's rule for CVs too: lib/shared/cv.mjs), within the e-mail service's limit. The
 * browser checks the name and size before sending; the server checks the same and then the bytes
 * (resumeContentProblem), and keeps the type it found.
 */
import { CV_EXTENSIONS, CV_TYPES, cvType, type CvExtension } from './shared/cv.mjs';
import { RESUME_MAX_BYTES } from './constants';
import { plainLine } from './text';

export const RESUME_ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A file name as it may be stored and shown: plain text on one line (a right-to-left override or a
 * zero-width character in it would make the admin show another name than the file has), no folders,
 * at most 120 characters with its extension kept.
 */
export function cleanFileName(name: string): string {
  const plain = plainLine(name)
    .replace(/^.*[/\\]/, '')
    .trim();
  if (plain.length <= 120) return plain;
  const dot = plain.lastIndexOf('.');
  const extension = dot > 0 && plain.length - dot <= 10 ? plain.slice(dot) : '';
  return plain.slice(0, 120 - extension.length) + extension;
}

function extensionOf(name: string): string {
  const plain = cleanFileName(name);
  return plain.includes('.') ? (plain.split('.').pop()?.toLowerCase() ?? '') : '';
}

/** The type a resume named `name` is stored and served as (its bytes checked first). */
export function resumeType(name: string): string {
  return CV_TYPES[extensionOf(name) as CvExtension] ?? 'application/octet-stream';
}

/** Why this file cannot be sent as a resume, or null when it can (its name and size; its bytes below). */
export function resumeProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return 'Please attach your resume (.pdf, .doc or .docx).';
  const name = cleanFileName(file.name);
  if (!(CV_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `“${name}” is not a .pdf, .doc or .docx file. Please attach your resume in one of those formats.`;
  }
  if (file.size > RESUME_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `“${name}” is ${megabytes} MB; the largest resume we can receive is ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  if (file.size === 0) return `“${name}” is empty. Please attach your resume again.`;
  return null;
}

/**
 * Why these bytes cannot be kept as the resume `name`, or null when they are the PDF or Word file the
 * name says (a PDF named .hta, a page named .pdf, a PNG named .pdf are all refused).
 */
export function resumeContentProblem(name: string, bytes: Uint8Array): string | null {
  if (cvType(cleanFileName(name), bytes) !== null) return null;
  return `“${cleanFileName(name)}” is not a readable .pdf, .doc or .docx file. Please save your resume as a PDF or Word document and attach it again.`;
}
