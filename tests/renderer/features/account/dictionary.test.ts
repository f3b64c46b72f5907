import { describe, expect, it } from 'vitest';
import english from '../../../../resources/locales/en_US/account.json';
import malay from '../../../../server/locales/ms_MY/account.json';
import { provinceLabelKey } from '../../../../renderer/src/features/account/provinceLabel';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the account dictionary', () => {
  it('has every English message in Malay, with the same placeholders', () => {
    expect(Object.keys(malay).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders((malay as Record<string, string>)[key] ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it('has a label for every province label the form can ask for', () => {
    for (const code of ['MY', 'US', 'EG', 'JP', 'AE', 'ID', 'IE', 'TW', 'FR']) {
      expect(english).toHaveProperty(provinceLabelKey(code));
    }
  });

  it('words the messages of the store API and the store (Laravel)', () => {
    expect(english.confirm_password_mismatch).toBe('Confirm password not matching.');
    expect(english.update_password_failed).toBe('Update password failed.');
    expect(english.update_password_success).toBe('Update password success.');
    expect(english.rule_min.replace('{field}', english.attr_phone).replace('{min}', '7')).toBe('The phone field must be at least 7 characters.');
  });
});
