import { atom } from 'jotai';

/** The header's search text; the product list reads it, resets to page 1 and reloads. */
export const searchQueryAtom = atom('');
