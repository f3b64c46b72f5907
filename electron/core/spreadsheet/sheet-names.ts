const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (_, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? '';
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/** The sheets' names in the workbook's order (xl/workbook.xml), at most `max`. */
export function sheetNames(workbook: Uint8Array, max = 255): string[] {
  const text = new TextDecoder().decode(workbook);
  const names: string[] = [];
  for (const match of text.matchAll(/<(?:[A-Za-z_][\w.-]*:)?sheet\s[^>]*?\bname="([^"]*)"/g)) {
    names.push(unescapeXml(match[1]!).slice(0, 255));
    if (names.length >= max) break;
  }
  return names;
}
