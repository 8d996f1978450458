/**
 * What is taken as a CV (the job application's resume), on the site and in the CMS alike: a PDF, Word
 * 97–2003 or Word file whose bytes are what its name says, stored under the type its bytes are. Judged by
 * the file's structure, not by a type anyone declares. Browser-safe: the bytes are a Uint8Array.
 */

export const CV_EXTENSIONS = /** @type {const} */ (['pdf', 'doc', 'docx']);
/** @typedef {(typeof CV_EXTENSIONS)[number]} CvExtension */

/** The type each kind of CV is stored and served as. */
export const CV_TYPES = /** @type {const} */ ({
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
});

/**
 * A file name's CV extension ('pdf', 'doc', 'docx', in lower case), or null when it has none of them.
 * @param {string} name
 * @returns {CvExtension | null}
 */
export function cvExtension(name) {
  const match = /\.([^./\\]+)$/.exec(name);
  const extension = match?.[1]?.toLowerCase() ?? '';
  return /** @type {readonly string[]} */ (CV_EXTENSIONS).includes(extension)
    ? /** @type {CvExtension} */ (extension)
    : null;
}

/**
 * @param {Uint8Array} bytes
 * @param {readonly number[]} signature
 */
const startsWith = (bytes, signature) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * True when `text` (one byte per character, or UTF-16LE) occurs in the bytes.
 * @param {Uint8Array} bytes
 * @param {string} text
 */
function contains(bytes, text, utf16 = false) {
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

/**
 * What the bytes are, judged by their structure alone.
 * @param {Uint8Array} bytes
 * @returns {CvExtension | null}
 */
export function cvKind(bytes) {
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
 * The type a CV named `name` with these bytes is stored under, or null when it is not one: its name has no
 * CV extension, or its bytes are not that kind of file (a PDF named .hta, a page named .pdf, a PNG named
 * .pdf).
 * @param {string} name
 * @param {Uint8Array} bytes
 * @returns {(typeof CV_TYPES)[CvExtension] | null}
 */
export function cvType(name, bytes) {
  const extension = cvExtension(name);
  return extension !== null && cvKind(bytes) === extension ? CV_TYPES[extension] : null;
}
