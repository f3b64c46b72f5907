const LEADING_HEADING = /^\s*<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/i;

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const textOf = (html: string) => plainText(html).toLowerCase();

/**
 * Store pages often repeat their title as the body's first heading; the screen already shows
 * the title, so that first heading is dropped when (and only when) it says the same thing.
 */
export function withoutLeadingTitle(html: string, title: string): string {
  const match = LEADING_HEADING.exec(html);
  if (!match || textOf(match[2] ?? '') !== textOf(title)) return html;
  return html.slice(match[0].length);
}

/** 'refund-policy' -> 'Refund policy'. */
function titleFromHandle(handle: string): string {
  const words = handle.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The title and body to show. Only the body is promised ("page.body_html"): without a
 * title, the body's own first heading becomes it (and is not shown twice), else the handle worded.
 */
export function pageHeading(body: string, title: string | null, handle: string): { title: string; html: string } {
  if (title) return { title, html: withoutLeadingTitle(body, title) };
  const match = LEADING_HEADING.exec(body);
  const heading = match ? plainText(match[2] ?? '') : '';
  if (match && heading) return { title: heading, html: body.slice(match[0].length) };
  return { title: titleFromHandle(handle), html: body };
}
