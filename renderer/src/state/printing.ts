import { atom } from 'jotai';

/**
 * True while the page is being printed or turned into a PDF: long lists that only render the rows
 * in view (the cart past 40 lines) render every row, so paper gets every line.
 */
export const printingAtom = atom(false);
