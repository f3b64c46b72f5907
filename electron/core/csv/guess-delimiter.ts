import { parseCsv } from './parse-csv';

const CANDIDATES = [',', ';', '\t', '|'] as const;
/** Order lines are short: the first rows of this much text show the separator, however long the file. */
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_ROWS = 10;

/** The cell counts of the first non-blank rows, split by `delimiter`. */
function fieldCounts(sample: string, delimiter: string): number[] {
  const counts: number[] = [];
  parseCsv(sample, delimiter, {
    onRow: ({ cells }) => {
      if (cells.some((cell) => cell.trim() !== '')) counts.push(cells.length);
      return counts.length < SAMPLE_ROWS;
    },
  });
  return counts;
}

/**
 * Comma, semicolon, tab or pipe: the one that splits the first non-blank rows most evenly into
 * two cells or more (blank lines are left out, so a short file with a trailing blank line is not
 * taken for one column). Only the start of the text is looked at, cut at a line end.
 */
export function guessDelimiter(text: string): string {
  let sample = text.slice(0, SAMPLE_CHARS);
  if (text.length > SAMPLE_CHARS) {
    const lastLineEnd = Math.max(sample.lastIndexOf('\n'), sample.lastIndexOf('\r'));
    if (lastLineEnd > 0) sample = sample.slice(0, lastLineEnd);
  }
  let best = { delimiter: ',', unevenness: Infinity, average: 0 };
  for (const delimiter of CANDIDATES) {
    const counts = fieldCounts(sample, delimiter);
    if (counts.length === 0 || Math.max(...counts) < 2) continue;
    const unevenness = counts.reduce((sum, count, i) => sum + (i === 0 ? 0 : Math.abs(count - counts[i - 1]!)), 0);
    const average = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    if (unevenness < best.unevenness || (unevenness === best.unevenness && average > best.average)) {
      best = { delimiter, unevenness, average };
    }
  }
  return best.delimiter;
}
