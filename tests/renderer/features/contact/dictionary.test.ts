import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/contact.json';
import malay from '../../../../server/locales/ms_MY/contact.json';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the contact dictionary', () => {
  it('has every English message in Malay, with the same placeholders', () => {
    expect(Object.keys(malay).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders((malay as Record<string, string>)[key] ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it('words the check_fields toast as the store API does', () => {
    expect(english.check_fields).toBe('Please check your fields.');
  });
});
