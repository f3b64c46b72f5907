import { describe, expect, it } from 'vitest';
import { pageHeading, withoutLeadingTitle } from '../../../../renderer/src/features/content/leadingTitle';

describe('withoutLeadingTitle', () => {
  it('drops a first heading that repeats the page title', () => {
    expect(withoutLeadingTitle('<h2>Refund Policy</h2><p>Body</p>', 'Refund Policy')).toBe('<p>Body</p>');
    expect(withoutLeadingTitle('\n <h1 class="x"> Terms &amp; <b>Conditions</b></h1><p>B</p>', 'Terms & Conditions')).toBe('<p>B</p>');
  });

  it('keeps headings that say something else or come later', () => {
    expect(withoutLeadingTitle('<h2>1. Orders</h2><p>B</p>', 'Terms')).toBe('<h2>1. Orders</h2><p>B</p>');
    expect(withoutLeadingTitle('<p>Intro</p><h2>Terms</h2>', 'Terms')).toBe('<p>Intro</p><h2>Terms</h2>');
  });
});

describe('pageHeading', () => {
  it('uses the store title when it sent one', () => {
    expect(pageHeading('<h2>Refund Policy</h2><p>B</p>', 'Refund Policy', 'refund-policy')).toEqual({ title: 'Refund Policy', html: '<p>B</p>' });
  });

  it('takes the body heading as the title when the store sent none', () => {
    expect(pageHeading('<h1>Terms &amp; <b>Conditions</b></h1><p>B</p>', null, 'terms')).toEqual({ title: 'Terms & Conditions', html: '<p>B</p>' });
  });

  it('words the handle when there is neither', () => {
    expect(pageHeading('<p>B</p>', null, 'shipping-policy')).toEqual({ title: 'Shipping policy', html: '<p>B</p>' });
  });
});
