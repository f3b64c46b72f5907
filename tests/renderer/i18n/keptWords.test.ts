// @vitest-environment jsdom
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { DICTIONARY_LIMITS } from '../../../contract/schemas/dictionary';
import { setupI18n } from '../../../renderer/src/i18n/setup';
import { wordsBeforeFirstPaint } from '../../../renderer/src/i18n/storeDictionary';

vi.mock('../../../renderer/src/state/storefront', () => ({
  storefront: {
    language: { get: async () => ({ ok: true, data: { choice: 'store', system: [], storeLocale: 'en_US' } }) },
    shop: { locale: async () => ({ ok: false, error: { kind: 'offline', message: 'offline' } }) },
    on: () => () => undefined,
  },
}));

/** The last store words, kept in this window's storage and laid on before the first paint, pass the store's limits again. */
describe("the window's kept copy of the store's words", () => {
  it('is read with the limits of a store answer: an overlong word is skipped, the rest laid on', async () => {
    setupI18n();
    localStorage.setItem('wholesale-desk.store-locale', 'en_US');
    const words = { auth: { login_title: 'x'.repeat(DICTIONARY_LIMITS.valueChars + 1), login_desc: 'Order at trade prices.' } };
    localStorage.setItem('wholesale-desk.store-words', JSON.stringify({ locale: 'en_US', language: 'en', words }));
    expect(wordsBeforeFirstPaint(new Promise(() => undefined))).toBeNull();
    await vi.waitFor(() => expect(i18next.t('auth.login_desc')).toBe('Order at trade prices.'));
    expect(i18next.t('auth.login_title')).toBe('Log in');
  });
});
