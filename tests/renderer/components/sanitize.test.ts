import { describe, expect, it } from 'vitest';
import { classifyLink } from '../../../renderer/src/components/sanitize';

describe('classifyLink (links inside store HTML)', () => {
  it('keeps app paths inside the app', () => {
    expect(classifyLink('/legal/refund-policy')).toEqual({ kind: 'app', path: '/legal/refund-policy' });
    expect(classifyLink('#/pages/about-us')).toEqual({ kind: 'app', path: '/pages/about-us' });
  });

  it('sends web and mail links to the system browser', () => {
    expect(classifyLink('https://example.com/terms')).toEqual({ kind: 'external', url: 'https://example.com/terms' });
    expect(classifyLink('mailto:orders@example.com')).toEqual({ kind: 'external', url: 'mailto:orders@example.com' });
  });

  it('goes nowhere for script, file and protocol-relative links', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'file:///etc/passwd', '//evil.test/x', 'data:text/html,x', '', null]) {
      expect(classifyLink(href).kind, String(href)).toBe('ignore');
    }
  });

  it('lets in-page anchors jump', () => {
    expect(classifyLink('#section-2')).toEqual({ kind: 'anchor' });
  });
});
