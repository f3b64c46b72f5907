// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyStoreDictionary, setupI18n } from '../../../renderer/src/i18n/setup';
import { loadLaterEnglish } from '../../../renderer/src/i18n/englishWords';
import { useTranslation } from '../../../renderer/src/i18n/useTranslation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A screen saying one plain word and one with a count. */
function Words({ count }: { count: number }) {
  const { t } = useTranslation();
  return createElement('p', null, `${t('common.retry')} | ${t('home.variants_count', { count })}`);
}

async function show(count: number) {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(createElement(Words, { count })));
  return { host, rerender: (next: number) => act(async () => root.render(createElement(Words, { count: next }))) };
}

beforeAll(async () => {
  setupI18n();
  // As a screen loaded later does: its English words come with its code.
  await loadLaterEnglish();
});

describe('useTranslation', () => {
  it('says the words of the dictionary in force, and follows the store words laid over it', async () => {
    const { host } = await show(2);
    expect(host.textContent).toBe('Try again | 2 variants');

    // Words added to the language in use (no language switch): a kept word must not stay.
    await act(async () => void i18next.addResourceBundle('en-US', 'translation', { common: { retry: 'Once more' } }, true, true));
    expect(host.textContent).toBe('Once more | 2 variants');

    await act(() => applyStoreDictionary('id_ID', { common: { retry: 'Cuba lagi' }, home: { variants_count: '{count} varian' } }));
    expect(host.textContent).toBe('Cuba lagi | 2 varian');

    // A switch of language alone (its words are in already).
    await act(async () => void (await i18next.changeLanguage('en-US')));
    expect(host.textContent).toBe('Once more | 2 variants');
    await act(async () => void (await i18next.changeLanguage('id-ID')));
  });

  it('resolves words with options at each call', async () => {
    const { host, rerender } = await show(3);
    expect(host.textContent).toContain(i18next.t('home.variants_count', { count: 3 }));
    await rerender(5);
    expect(host.textContent).toContain(i18next.t('home.variants_count', { count: 5 }));
    expect(host.textContent).not.toContain(i18next.t('home.variants_count', { count: 3 }));
  });

  it('says one of a thing in the singular and more in the plural ("1 line", not "1 lines")', async () => {
    await act(async () => void (await i18next.changeLanguage('en-US')));
    expect(i18next.t('home.variants_count', { count: 1 })).toBe('1 variant');
    expect(i18next.t('cart.lines_count', { count: 1 })).toBe('1 line');
    expect(i18next.t('quick_order.total_lines', { count: 1 })).toBe('1 line');
    expect(i18next.t('quick_order.total_units', { count: 1 })).toBe('1 unit');
    expect(i18next.t('cart.lines_count', { count: 2 })).toBe('2 lines');
    const { host } = await show(1);
    expect(host.textContent).toContain('| 1 variant');
  });
});
