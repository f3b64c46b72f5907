/**
 * Spreadsheets run a cell that starts with = + - @ (or their fullwidth forms), a tab or a line
 * break as a formula (CSV injection), and product names and SKUs come from the store. A file
 * written with commas is split on semicolons by Excel where that is the list separator (German,
 * French, Dutch...), and quotes count only at the start of a cell there, so a cell can start right
 * after any separator of any locale inside a field, not only at the field's start. At each such
 * place a formula start, behind any spaces and apostrophes, gets one more apostrophe in front,
 * which Excel and LibreOffice show as text. Adding one apostrophe to a run that may already hold
 * some keeps the escape reversible: import drops exactly one again, so every SKU and name comes
 * back as it was.
 */
const CELL_STARTS_AFTER = `,;\\t|\\r\\n"`;
const FORMULA_START = '=+\\-@\\t\\r\\n\uFF1D\uFF0B\uFF0D\uFF20';

/** A place where a spreadsheet may start a cell, followed by spaces and apostrophes and a formula start. */
const ESCAPE_AT = new RegExp(`(?<=^|[${CELL_STARTS_AFTER}])(?=[' ]*[${FORMULA_START}])`, 'g');
/** The apostrophe `escapeCell` put at such a place. */
const ESCAPED = new RegExp(`(?<=^|[${CELL_STARTS_AFTER}])'(?=[' ]*[${FORMULA_START}])`, 'g');

export const escapeCell = (value: string): string => value.replace(ESCAPE_AT, "'");

export const unescapeCell = (value: string): string => value.replace(ESCAPED, '');

/** The characters that make a written field need quotes: every common list separator, line breaks and the quote. */
export const NEEDS_QUOTES = new RegExp(`[${CELL_STARTS_AFTER}]|^\\s|\\s$`);
