/**
 * What every printed page of a document carries in its margins (the first page's heading says the
 * store and the reference itself, so its top margin stays clear) (Chromium's @page margin boxes, so
 * Print and Save as PDF get the same on the desktop and in the browser shell): the store, the
 * document's reference ("Order #1034", "Quote, 27 November 2026"), and "Page N of M".
 */
export interface PageMarks {
  topLeft: string;
  topRight: string;
  bottomLeft: string;
  /** The dictionary's words around {page} and {pages}, e.g. "Page {page} of {pages}". */
  pageOf: string;
}

/** Any text as a CSS string: quotes, backslashes and control characters escaped, nothing else read as CSS. */
export function cssString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += ch === '"' || ch === '\\' || code < 0x20 || code === 0x7f ? `\\${code.toString(16)} ` : ch;
  }
  return `"${out}"`;
}

/** "Page {page} of {pages}" as CSS content: the words quoted, the numbers the page counters. */
export function pageCounterContent(template: string): string {
  const parts = template.split(/(\{pages\}|\{page\})/).filter((part) => part !== '');
  if (parts.length === 0) return 'counter(page)';
  return parts.map((part) => (part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part))).join(' ');
}

const BOX = 'font-family: system-ui, sans-serif; font-size: 8pt; color: #444;';

export function pageMarksCss(marks: PageMarks): string {
  // Margins with room for the marks; adopted after the app's own @page rule, so these win.
  return `@page {
  size: A4;
  margin: 16mm 14mm 15mm;
  @top-left { content: ${cssString(marks.topLeft)}; ${BOX} }
  @top-right { content: ${cssString(marks.topRight)}; ${BOX} }
  @bottom-left { content: ${cssString(marks.bottomLeft)}; ${BOX} }
  @bottom-right { content: ${pageCounterContent(marks.pageOf)}; ${BOX} }
}
@page :first {
  @top-left { content: none; }
  @top-right { content: none; }
}`;
}
