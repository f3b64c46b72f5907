import { buyerAtom } from './buyerScope';

/** The header's search text; the product list reads it, resets to page 1 and reloads. The buyer's: the next one starts with none. */
export const searchQueryAtom = buyerAtom('');
