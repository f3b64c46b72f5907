/** Invisible format characters (bidi overrides, zero-width...) and lone surrogates: dropped. */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
/** Controls, line separators and the characters Windows reserves in names: spaces. */
const SEPARATORS = /[\p{Cc}\p{Zl}\p{Zp}\\/:*?"<>|]/gu;
const MAX_BASE = 120;

/**
 * The name the save dialog suggests for a PDF, from what the page asked for ("Order #1042"):
 * no folder, nothing invisible, nothing a file system refuses, always ending in `.pdf`.
 */
export function pdfFileName(requested: string): string {
  const cleaned = requested.replace(INVISIBLE, '').replace(SEPARATORS, ' ').replace(/\s+/g, ' ').trim();
  const withoutExtension = cleaned.replace(/\.pdf$/i, '');
  // Windows drops trailing dots and spaces itself; a name of dots alone would mean a folder.
  const base = withoutExtension.slice(0, MAX_BASE).replace(/[. ]+$/, '').replace(/^[. ]+/, '');
  return `${base || 'document'}.pdf`;
}
