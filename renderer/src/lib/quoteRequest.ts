import type { OrderListLine } from '../../../contract/schemas/orderLists';

/** One line the buyer asks a price for, with the unit price they saw when they asked: a cart's or a list's line. */
export type QuoteLine = Pick<OrderListLine, 'sku' | 'name' | 'quantity' | 'unit_price'>;

/** The words the message is written in, in the buyer's language. */
export interface QuoteWords {
  intro: string;
  /** "SKU FAS-0001-01 · Hex Bolt M6 · 12 × RM 1.20": one line of the message. */
  line: (line: { sku: string; name: string; quantity: string; price: string }) => string;
  reference: (reference: string) => string;
  note: (note: string) => string;
}

/**
 * The contact message of a quote request: the buyer's lines, one a row, each with its SKU, name,
 * quantity and the price seen, then the buyer's reference and note when given. Plain text: the
 * store reads it in its mail as the buyer saw it.
 */
export function quoteMessage(lines: readonly QuoteLine[], words: QuoteWords, money: (amount: number) => string): string {
  const rows = lines.map((line) =>
    words.line({
      sku: line.sku ?? '—',
      name: line.name,
      quantity: String(line.quantity),
      price: money(line.unit_price),
    }),
  );
  return [words.intro, '', ...rows].join('\n');
}

/** The message as sent: what the buyer left in the message box, then their reference and note, each on a line of its own. */
export function withQuoteDetails(message: string, details: { reference: string; note: string }, words: Pick<QuoteWords, 'reference' | 'note'>): string {
  const reference = details.reference.trim();
  const note = details.note.trim();
  return [message.trim(), ...(reference || note ? [''] : []), ...(reference ? [words.reference(reference)] : []), ...(note ? [words.note(note)] : [])].join('\n');
}
