import { describe, expect, it } from 'vitest';
import { cssString, pageCounterContent, pageMarksCss } from '../../../../renderer/src/components/document/pageMarks';

describe('the marks on every printed page', () => {
  it('numbers pages in the dictionary\'s words, whatever their order', () => {
    expect(pageCounterContent('Page {page} of {pages}')).toBe('"Page " counter(page) " of " counter(pages)');
    expect(pageCounterContent('{page}/{pages}')).toBe('counter(page) "/" counter(pages)');
    expect(pageCounterContent('')).toBe('counter(page)');
  });

  it('reads an order number or store name only as text, never as CSS', () => {
    expect(cssString('Order #1034')).toBe('"Order #1034"');
    expect(cssString('Dee\'s "Best" \\ Co\n}')).toBe('"Dee\'s \\22 Best\\22  \\5c  Co\\a }"');
    const css = pageMarksCss({ topLeft: '"; } @page { margin: 0 } .x { content: "', topRight: 'Order #1', bottomLeft: '', pageOf: 'Page {page} of {pages}' });
    expect(css).not.toContain('"; }');
    expect(css).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
  });
});
