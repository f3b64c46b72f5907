/**
 * Format characters (bidi overrides, embeddings, isolates and marks, zero-width characters, the
 * BOM, soft hyphens) and lone surrogates are invisible, and a right-to-left override makes
 * `invoice\u202Efdp.exe` read as `invoiceexe.pdf`: they are dropped.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
/** Controls (C0, DEL, C1) and line and paragraph separators: a space, so the words either side stay apart. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;

/**
 * Text from a store as one line that reads as it is shown: nothing invisible, nothing that
 * reorders it, no control or line break, single spaces. File names, save dialogs and
 * notifications all show store words through this.
 */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '').replace(BREAKS, ' ').replace(/\s+/g, ' ').trim();
}

/** The characters Windows reserves in file names. */
const RESERVED_IN_NAMES = /[\\/:*?"<>|]/g;

/** Visible text that a file system accepts in a name: the reserved characters become spaces. */
export function fileNameText(text: string): string {
  return visibleText(text.replace(RESERVED_IN_NAMES, ' '));
}

/** At most `max` characters, the last one an ellipsis when some were cut; whole characters only (never half an emoji). */
export function bounded(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}
