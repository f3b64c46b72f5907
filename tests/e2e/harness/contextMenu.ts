import type { Page } from '@playwright/test';
import { contextMenu, type ContextEntry, type ContextParams } from '../../../electron/core/desktop-menu/context-menu';

/** The right-click menus the app showed and what the buyer's choices left on the clipboard. */
export interface ContextMenuStandIn {
  /** Each menu shown, in order, as the core built it for where the buyer clicked. */
  shown: ContextEntry[][];
  /** The clipboard the menu's Cut, Copy, Copy link and Paste use. */
  clipboard(): string;
  /** Puts text on the clipboard (as if copied from a spreadsheet or an e-mail). */
  setClipboard(text: string): void;
  /** The words the spell-checker marks from now on, each with its suggestions. */
  misspell(words: Record<string, string[]>): void;
}

/** What the page's listener reports of a right-click, beyond Electron's own parameters. */
interface Clicked {
  isEditable: boolean;
  selectionText: string;
  linkURL: string;
  /** The field's value is not empty (Select all has something to select). */
  hasText: boolean;
  /** The field has spell-check on (Chromium marks words only there). */
  spellcheck: boolean;
  /** The word at the caret in a field, with where it sits. */
  word: { text: string; start: number; end: number } | null;
  x: number;
  y: number;
}

/**
 * In every document: a right-click reports where it happened, as Electron's context-menu event
 * does, instead of Chromium's own menu. The app's own links are named as the desktop app names
 * them (app://wholesaledesk/...), since the harness serves the page from a local http address.
 */
const LISTENER = `(() => {
  const MENU = '[data-harness-context-menu]';
  const close = () => document.querySelector(MENU)?.remove();
  addEventListener('mousedown', (event) => { if (!event.target.closest?.(MENU)) close(); }, true);
  addEventListener('keydown', (event) => { if (event.key === 'Escape') close(); }, true);
  addEventListener('contextmenu', (event) => {
    event.preventDefault();
    close();
    const target = event.target instanceof Element ? event.target : document.body;
    const field = target.closest('input, textarea, [contenteditable="true"]');
    const typed = field && 'value' in field && field.selectionStart !== null;
    const isEditable = !!field && !field.disabled && !field.readOnly;
    let selectionText = String(getSelection() ?? '');
    let word = null;
    if (typed) {
      const { selectionStart: start, selectionEnd: end, value } = field;
      selectionText = value.slice(start, end);
      const letter = /[\\p{L}']/u;
      let from = start, to = start;
      while (from > 0 && letter.test(value[from - 1])) from -= 1;
      while (to < value.length && letter.test(value[to])) to += 1;
      if (to > from) word = { text: value.slice(from, to), start: from, end: to };
    }
    const link = target.closest('a[href]');
    let linkURL = '';
    if (link) {
      const url = new URL(link.href);
      linkURL = url.origin === location.origin ? 'app://wholesaledesk' + url.pathname + url.search + url.hash : url.href;
    }
    void window.__harnessContextMenu({
      isEditable, selectionText, linkURL, word, x: event.clientX, y: event.clientY,
      hasText: typed ? field.value.length > 0 : true,
      spellcheck: !!field && field.spellcheck,
    });
  }, true);
})();`;

/** Shows the entries as a visible menu at the pointer; a choice calls back with its index. Runs in the page. */
function renderMenu({ labels, x, y }: { labels: { label: string; enabled: boolean }[]; x: number; y: number }) {
  type El = { style: Record<string, string>; setAttribute(name: string, value: string): void; append(...nodes: unknown[]): void; textContent: string; disabled: boolean; addEventListener(type: string, listener: (event: { preventDefault(): void }) => void): void; remove(): void };
  const doc = (globalThis as unknown as { document: { createElement(tag: string): El; body: El } }).document;
  const choose = (globalThis as unknown as { __harnessContextChoose(index: number): Promise<void> }).__harnessContextChoose;
  const menu = doc.createElement('div');
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-label', 'Right-click menu');
  menu.setAttribute('data-harness-context-menu', '');
  Object.assign(menu.style, { position: 'fixed', left: `${x}px`, top: `${y}px`, zIndex: '10000', background: '#fff', color: '#111', border: '1px solid #888', boxShadow: '0 4px 12px rgba(0,0,0,.25)', padding: '4px 0', minWidth: '180px', font: '14px system-ui, sans-serif' });
  labels.forEach((entry, index) => {
    if (entry.label === '') {
      const line = doc.createElement('div');
      line.setAttribute('role', 'separator');
      Object.assign(line.style, { borderTop: '1px solid #ddd', margin: '4px 0' });
      menu.append(line);
      return;
    }
    const item = doc.createElement('button');
    item.setAttribute('role', 'menuitem');
    item.textContent = entry.label;
    item.disabled = !entry.enabled;
    Object.assign(item.style, { display: 'block', width: '100%', textAlign: 'left', padding: '4px 16px', border: '0', background: 'none', color: entry.enabled ? '#111' : '#888', font: 'inherit' });
    // As a native menu does, choosing leaves the keyboard in the field.
    item.addEventListener('mousedown', (event) => event.preventDefault());
    item.addEventListener('click', () => {
      menu.remove();
      void choose(index);
    });
    menu.append(item);
  });
  doc.body.append(menu);
}

const labelOf = (entry: ContextEntry) => ('label' in entry ? { label: entry.label, enabled: !('enabled' in entry) || entry.enabled } : { label: '', enabled: false });

/**
 * The glue's right-click menu for the harness: the core's `contextMenu` for what the page reports,
 * shown as a visible list at the pointer and recorded in `shown`; a choice does what Electron's role
 * or click does (cut, copy, paste and select all in the field, a spelling replaced, a link copied),
 * with a clipboard of its own. Install before the page loads.
 */
export async function installContextMenuStandIn(page: Page): Promise<ContextMenuStandIn> {
  const shown: ContextEntry[][] = [];
  let clipboard = '';
  let misspelt: Record<string, string[]> = {};
  let current: { entries: ContextEntry[]; word: Clicked['word'] } | null = null;

  const selectedText = () => page.evaluate(() => {
    const active = (globalThis as unknown as { document: { activeElement: { value?: string; selectionStart?: number | null; selectionEnd?: number | null } | null } }).document.activeElement;
    if (active && typeof active.value === 'string' && active.selectionStart != null) return active.value.slice(active.selectionStart, active.selectionEnd ?? active.selectionStart);
    return String((globalThis as unknown as { getSelection(): unknown }).getSelection() ?? '');
  });

  async function run(entry: ContextEntry, word: Clicked['word']): Promise<void> {
    if ('type' in entry) return;
    if ('copyLink' in entry) clipboard = entry.copyLink;
    else if ('replaceMisspelling' in entry) {
      if (!word) return;
      await page.evaluate(({ start, end }) => {
        const active = (globalThis as unknown as { document: { activeElement: { setSelectionRange?(a: number, b: number): void } | null } }).document.activeElement;
        active?.setSelectionRange?.(start, end);
      }, word);
      await page.keyboard.insertText(entry.replaceMisspelling);
    } else if ('role' in entry) {
      if (entry.role === 'copy' || entry.role === 'cut') clipboard = await selectedText();
      if (entry.role === 'cut') await page.keyboard.press('Delete');
      if (entry.role === 'paste') await page.keyboard.insertText(clipboard);
      if (entry.role === 'selectAll') await page.keyboard.press('ControlOrMeta+A');
    }
  }

  await page.exposeBinding('__harnessContextMenu', async (_source, clicked: Clicked) => {
    const marked = clicked.isEditable && clicked.spellcheck && clicked.word ? misspelt[clicked.word.text] : undefined;
    const params: ContextParams = {
      isEditable: clicked.isEditable,
      selectionText: clicked.selectionText,
      linkURL: clicked.linkURL,
      misspelledWord: marked ? clicked.word!.text : '',
      dictionarySuggestions: marked ?? [],
      editFlags: {
        canCut: clicked.isEditable && clicked.selectionText !== '',
        canCopy: clicked.selectionText !== '',
        canPaste: clicked.isEditable && clipboard !== '',
        canSelectAll: clicked.hasText,
      },
    };
    const entries = contextMenu(params);
    current = { entries, word: clicked.word };
    shown.push(entries);
    if (entries.length > 0) await page.evaluate(renderMenu, { labels: entries.map(labelOf), x: clicked.x, y: clicked.y });
  });
  await page.exposeBinding('__harnessContextChoose', async (_source, index: number) => {
    const entry = current?.entries[index];
    if (entry) await run(entry, current!.word);
  });
  await page.addInitScript({ content: LISTENER });

  return {
    shown,
    clipboard: () => clipboard,
    setClipboard: (text) => void (clipboard = text),
    misspell: (words) => void (misspelt = { ...words }),
  };
}
