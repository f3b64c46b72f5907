import { describe, expect, it } from 'vitest';
import { quoteMessage, withQuoteDetails, type QuoteWords } from '../../../renderer/src/lib/quoteRequest';

const words: QuoteWords = {
  intro: 'Please quote these lines:',
  line: ({ sku, name, quantity, price }) => `${sku} | ${name} | ${quantity} x ${price}`,
  reference: (reference) => `Our reference: ${reference}`,
  note: (note) => `Note: ${note}`,
};
const money = (amount: number) => `RM ${amount.toFixed(2)}`;

describe('a quote request message', () => {
  it('has every line with its SKU, name, quantity and the price seen, in the order given', () => {
    const text = quoteMessage(
      [
        { sku: 'FAS-0001-01', name: 'Hex Bolt M6 x 20mm', quantity: 12, unit_price: 1.2 },
        { sku: null, name: 'Cable Tie 100mm', quantity: 600, unit_price: 0.35 },
      ],
      words,
      money,
    );
    expect(text.split('\n')).toEqual(['Please quote these lines:', '', 'FAS-0001-01 | Hex Bolt M6 x 20mm | 12 x RM 1.20', '— | Cable Tie 100mm | 600 x RM 0.35']);
  });

  it('ends with the reference and the note when given, and with neither when both are blank', () => {
    expect(withQuoteDetails('Lines ', { reference: ' PO-7731 ', note: 'Delivery before the 20th' }, words)).toBe(
      'Lines\n\nOur reference: PO-7731\nNote: Delivery before the 20th',
    );
    expect(withQuoteDetails('Lines', { reference: '', note: '  ' }, words)).toBe('Lines');
    expect(withQuoteDetails('Lines', { reference: '', note: 'Call me' }, words)).toBe('Lines\n\nNote: Call me');
  });
});
