/**
 * Spreadsheets run a cell that starts with = + - or @ as a formula (CSV injection), and product
 * names and SKUs come from the store. Such cells are written with a leading apostrophe, which
 * Excel and LibreOffice show as text, and the apostrophe is dropped again on import so an
 * exported file re-imports to the same SKUs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED = /^'[=+\-@\t\r]/;

export const escapeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

export const unescapeCell = (value: string): string => (ESCAPED.test(value) ? value.slice(1) : value);
