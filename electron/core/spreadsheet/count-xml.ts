/**
 * Counts of a workbook part's elements, read from its bytes before any XML is parsed: a sheet of a
 * million rows or a million shared strings is refused from the count, in a few milliseconds,
 * instead of being built in memory first. The element may carry a namespace prefix (`<x:row>`).
 */
export function countElements(part: Uint8Array, element: string, stopAt: number): number {
  const text = Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString('latin1');
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${element}[\\s/>]`, 'g');
  let count = 0;
  while (pattern.exec(text) !== null) {
    count += 1;
    if (count > stopAt) break;
  }
  return count;
}
