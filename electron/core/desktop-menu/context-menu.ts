import menuWords from '../../../resources/locales/en_US/menu.json' with { type: 'json' };
import type { MenuWords } from './app-menu';

/** What Electron's context-menu event says of where the buyer right-clicked (the fields used here). */
export interface ContextParams {
  isEditable: boolean;
  selectionText: string;
  linkURL: string;
  misspelledWord: string;
  dictionarySuggestions: string[];
  editFlags: { canCut: boolean; canCopy: boolean; canPaste: boolean; canSelectAll: boolean };
}

export type ContextEntry =
  | { type: 'separator' }
  | { role: 'cut' | 'copy' | 'paste' | 'selectAll'; label: string; enabled: boolean }
  | { label: string; replaceMisspelling: string }
  | { label: string; copyLink: string }
  | { label: string; enabled: false };

/** Offered for a misspelled word: a longer list is a menu too long to read. */
const MAX_SUGGESTIONS = 5;

/** Only links a buyer could open are copied: the app's own pages and the web. */
const copyableLink = (url: string) => /^(https?|mailto):/i.test(url);

/**
 * The right-click menu from where the buyer clicked: spelling suggestions on a misspelled word,
 * cut/copy/paste/select all in a field, copy on a selection, "Copy link" on a link. Empty when there
 * is nothing to offer (no menu is shown then).
 */
export function contextMenu(params: ContextParams, words: MenuWords = menuWords): ContextEntry[] {
  const entries: ContextEntry[] = [];
  if (params.isEditable && params.misspelledWord) {
    const suggestions = params.dictionarySuggestions.slice(0, MAX_SUGGESTIONS);
    if (suggestions.length === 0) entries.push({ label: words.no_suggestions, enabled: false });
    for (const suggestion of suggestions) entries.push({ label: suggestion, replaceMisspelling: suggestion });
    entries.push({ type: 'separator' });
  }
  if (params.isEditable) {
    entries.push(
      { role: 'cut', label: words.cut, enabled: params.editFlags.canCut },
      { role: 'copy', label: words.copy, enabled: params.editFlags.canCopy },
      { role: 'paste', label: words.paste, enabled: params.editFlags.canPaste },
      { type: 'separator' },
      { role: 'selectAll', label: words.select_all, enabled: params.editFlags.canSelectAll },
    );
  } else if (params.selectionText.trim()) {
    entries.push({ role: 'copy', label: words.copy, enabled: params.editFlags.canCopy });
  }
  if (params.linkURL && copyableLink(params.linkURL)) {
    if (entries.length > 0) entries.push({ type: 'separator' });
    entries.push({ label: words.copy_link, copyLink: params.linkURL });
  }
  return entries;
}
