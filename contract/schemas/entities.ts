/**
 * Stores built on PHP templates send some names HTML-escaped ("Kedah &amp; Perlis"
 * "HTML-decoded"). React escapes what it renders, so an undecoded entity would show literally.
 * One pass over the text, so "&amp;lt;" becomes "&lt;" and is not decoded twice.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
};

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g;

function fromCodePoint(code: number, original: string): string {
  // Surrogates and values past Unicode are not characters; keep the text as the store wrote it.
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return original;
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return fromCodePoint(parseInt(body.slice(2), 16), match);
    if (body.startsWith('#')) return fromCodePoint(parseInt(body.slice(1), 10), match);
    return NAMED[body.toLowerCase()] ?? match;
  });
}
