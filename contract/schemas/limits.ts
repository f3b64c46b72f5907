/**
 * Most units of one variant on one cart line. More is a slip (a pasted number, a key held down),
 * never a wholesale order; the page refuses it with "check your quantity" and the contract refuses
 * it at the bridge, so one constant keeps the two in step. Kept apart from the schemas so the
 * renderer can read it without loading them.
 */
export const MAX_LINE_QUANTITY = 100_000;
