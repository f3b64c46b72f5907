import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/stores.json';
import malay from '../../../../server/locales/ms_MY/stores.json';
import { enUS } from '../../../../resources/locales/en_US/index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the stores dictionary', () => {
  it('is part of the bundled English dictionary', () => {
    expect(enUS.stores).toEqual(english);
  });

  it('has every English message in Malay too, with the same placeholders', () => {
    expect(Object.keys(malay).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders((malay as Record<string, string>)[key] ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
