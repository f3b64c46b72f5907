import { fileNameText } from '../visible-text';

const MAX_BASE = 120;

/**
 * The name the save dialog suggests for a PDF, from what the page asked for ("Order #1042"):
 * no folder, nothing invisible, nothing a file system refuses, always ending in `.pdf`.
 */
export function pdfFileName(requested: string): string {
  const cleaned = fileNameText(requested);
  const withoutExtension = cleaned.replace(/\.pdf$/i, '');
  // Windows drops trailing dots and spaces itself; a name of dots alone would mean a folder.
  const base = withoutExtension.slice(0, MAX_BASE).replace(/[. ]+$/, '').replace(/^[. ]+/, '');
  return `${base || 'document'}.pdf`;
}
