/** The resume rule of the job application: .pdf, .doc or .docx, within the e-mail service's limit. */
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from './constants';

export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why this file cannot be sent as a resume, or null when it can. */
export function resumeProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return 'Please attach your resume (.pdf, .doc or .docx).';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    return `“${file.name}” is not a .pdf, .doc or .docx file. Please attach your resume in one of those formats.`;
  }
  if (file.size > RESUME_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `“${file.name}” is ${megabytes} MB; the largest resume we can receive is ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Please attach your resume again.`;
  return null;
}
