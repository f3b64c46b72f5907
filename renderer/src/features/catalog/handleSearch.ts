/**
 * The store has no "product by handle" call; its search matches a substring of the title or a
 * SKU. A handle is the title slugged ('blue-denim-jacket'), sometimes with '-{id}' added when two
 * titles slug alike, and punctuation dropped ("Men's" -> 'mens'). So the product page tries the
 * handle's words, then without a numeric suffix, then its longest word, and keeps only an exact
 * handle match.
 */
export function handleQueries(handle: string): string[] {
  const words = handle.split(/[-_]+/).filter(Boolean);
  const queries = [words.join(' ')];
  if (words.length > 1 && /^\d+$/.test(words[words.length - 1] ?? '')) queries.push(words.slice(0, -1).join(' '));
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  if (longest && longest.length >= 3) queries.push(longest);
  return [...new Set(queries.filter((q) => q.length > 0))];
}
