/**
 * The resume rule of the job application: a PDF or Word file (.pdf, .doc or .docx) whose content is what
 * its name says, within the e-mail service's limit. The browser checks the name and size before sending;
 * the server checks the same and then the bytes (resumeContentProblem), and keeps the type it found.
 */
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from './constants';
import { plainLine } from './text';

export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(',');

type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

/** The type each kind of resume is stored and served as. */
export const RESUME_TYPES: Record<ResumeExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

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
  return RESUME_TYPES[extensionOf(name) as ResumeExtension] ?? 'application/octet-stream';
}

/** Why this file cannot be sent as a resume, or null when it can (its name and size; its bytes below). */
export function resumeProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return 'Please attach your resume (.pdf, .doc or .docx).';
  const name = cleanFileName(file.name);
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `“${name}” is not a .pdf, .doc or .docx file. Please attach your resume in one of those formats.`;
  }
  if (file.size > RESUME_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `“${name}” is ${megabytes} MB; the largest resume we can receive is ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  if (file.size === 0) return `“${name}” is empty. Please attach your resume again.`;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** True when `text` (one byte per character, or UTF-16LE) occurs in the bytes. Browser-safe. */
function contains(bytes: Uint8Array, text: string, utf16 = false): boolean {
  const needle = Array.from(text, (character) => character.charCodeAt(0)).flatMap((code) =>
    utf16 ? [code, 0] : [code],
  );
  outer: for (let start = 0; start + needle.length <= bytes.length; start++) {
    for (let index = 0; index < needle.length; index++) {
      if (bytes[start + index] !== needle[index]) continue outer;
    }
    return true;
  }
  return false;
}

/** "%PDF-" */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** An OLE compound file, the container of .doc (and of .xls, .msi, .msg: hence the stream name below). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A zip archive's first local header: the container of .docx. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What the bytes are, judged by their structure alone. */
function resumeKind(bytes: Uint8Array): ResumeExtension | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  // A Word 97–2003 document is a compound file holding a stream named WordDocument.
  if (startsWith(bytes, COMPOUND_FILE)) return contains(bytes, 'WordDocument', true) ? 'doc' : null;
  // A Word document is a zip with word/document.xml; one with macros (word/vbaProject.bin) is not taken.
  if (startsWith(bytes, ZIP)) {
    return contains(bytes, 'word/document.xml') && !contains(bytes, 'vbaProject.bin') ? 'docx' : null;
  }
  return null;
}

/**
 * Why these bytes cannot be kept as the resume `name`, or null when they are the PDF or Word file the
 * name says (a PDF named .hta, a page named .pdf, a PNG named .pdf are all refused).
 */
export function resumeContentProblem(name: string, bytes: Uint8Array): string | null {
  const extension = extensionOf(name);
  const kind = resumeKind(bytes);
  if (kind !== null && kind === extension) return null;
  return `“${cleanFileName(name)}” is not a readable .pdf, .doc or .docx file. Please save your resume as a PDF or Word document and attach it again.`;
}
