/**
 * A CSV reader that looks at each character once, so any file of the allowed size is read in
 * about the same time: spreadsheet libraries that search ahead for a closing quote again at every
 * stray quote took minutes on a crafted 2 MB file, with the app frozen. Quoted fields may hold
 * separators, doubled quotes and line breaks; a line may end in CRLF, LF or CR. A quote that does
 * not close where it should is kept as text and its line is reported.
 */
export interface CsvRow {
  /** The line in the text where the row starts (a quoted line break makes a row span lines). */
  line: number;
  cells: string[];
}

export interface CsvReader {
  /** Each row in turn; answering false stops reading. */
  onRow: (row: CsvRow) => boolean | void;
  /** Cells past this many in a row are read but not kept. */
  maxCells?: number;
  /** A row whose quotes are not closed or are followed by other text. */
  onBrokenQuote?: (line: number) => void;
}

const isLineEnd = (char: string | undefined) => char === '\n' || char === '\r';

export function parseCsv(text: string, delimiter: string, reader: CsvReader): void {
  const length = text.length;
  const maxCells = reader.maxCells ?? Infinity;
  let at = 0;
  let line = 1;

  /** The end of unquoted text: the next delimiter, line end or the end of the text. */
  const fieldEnd = (from: number) => {
    let end = from;
    while (end < length && text[end] !== delimiter && !isLineEnd(text[end])) end++;
    return end;
  };
  /** Counts the line breaks inside a quoted part so later rows keep their line numbers. */
  const countLines = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) line++;
    }
  };

  while (at < length) {
    // An empty line is no row: skipped without building one.
    if (isLineEnd(text[at])) {
      at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    const row: CsvRow = { line, cells: [] };
    let broken = false;
    for (;;) {
      const keep = row.cells.length < maxCells;
      let value = '';
      if (text[at] === '"') {
        let from = at + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          const to = quote === -1 ? length : quote;
          countLines(from, to);
          if (keep) value += text.slice(from, to);
          if (quote === -1) {
            broken = true;
            at = length;
            break;
          }
          if (text[quote + 1] === '"') {
            if (keep) value += '"';
            from = quote + 2;
            continue;
          }
          at = quote + 1;
          break;
        }
        // Text after the closing quote is kept as it is, as spreadsheets do; spaces alone are no fault.
        const end = fieldEnd(at);
        const after = text.slice(at, end);
        if (after.trim() !== '') broken = true;
        value += after;
        at = end;
      } else {
        const end = fieldEnd(at);
        if (keep) value = text.slice(at, end);
        at = end;
      }
      if (keep) row.cells.push(value);
      if (at < length && text[at] === delimiter) {
        at++;
        continue;
      }
      if (text[at] === '\r') at += text[at + 1] === '\n' ? 2 : 1;
      else if (text[at] === '\n') at++;
      line++;
      break;
    }
    if (broken) reader.onBrokenQuote?.(row.line);
    if (reader.onRow(row) === false) return;
  }
}
