import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/auth.json';
import malay from '../../../../server/locales/ms_MY/auth.json';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the auth dictionary', () => {
  it('has every English message in Malay too', () => {
    expect(Object.keys(malay).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps the placeholders of each message in Malay', () => {
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders((malay as Record<string, string>)[key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('words validation like the store does (Laravel)', () => {
    expect(english.email_required).toBe('The email field is required.');
    expect(english.email_invalid).toBe('The email field must be a valid email address.');
    expect(english.password_min.replace('{min}', '6')).toBe('The password field must be at least 6 characters.');
    expect(english.forgot_success).toBe('Check your email for instructions to reset your password.');
  });
});
