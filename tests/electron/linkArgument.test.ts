import { describe, expect, it } from 'vitest';
import { looksLikeLink } from '../../electron/linkArgument';

describe('looksLikeLink', () => {
  it('spots links among command-line arguments', () => {
    expect(looksLikeLink('wholesaledesk://cart')).toBe(true);
    expect(looksLikeLink('https://store.example.com/activation')).toBe(true);
    expect(looksLikeLink('--kiosk')).toBe(false);
    expect(looksLikeLink('.')).toBe(false);
    expect(looksLikeLink('/usr/lib/electron')).toBe(false);
  });
});
