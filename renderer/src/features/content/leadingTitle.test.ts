import { describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from './leadingTitle';

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
