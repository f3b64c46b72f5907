const LEADING_HEADING = /^\s*<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/i;

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Store pages often repeat their title as the body's first heading; the screen already shows
 * the title, so that first heading is dropped when (and only when) it says the same thing.
 */
export function withoutLeadingTitle(html: string, title: string): string {
  const match = LEADING_HEADING.exec(html);
  if (!match || textOf(match[2] ?? '') !== textOf(title)) return html;
  return html.slice(match[0].length);
}
