import type { SavedFile } from '../../../contract/schemas/document';
import type { QuoteLine } from '../lib/quoteRequest';
import { buyerAtom } from './buyerScope';

/** A quote the buyer is asking for: the lines, from the cart or an order list, and the quote PDF saved for their own mail. */
export interface QuoteRequest {
  lines: QuoteLine[];
  currency: string;
  /** Where the quote PDF was saved (null: not saved, or no quote document for these lines). */
  pdf: SavedFile | null;
}

/** Handed from the cart or a list to the contact form; the buyer's own, gone with the buyer. */
export const quoteRequestAtom = buyerAtom<QuoteRequest | null>(null);
