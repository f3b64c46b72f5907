import { afterEach, describe, expect, it } from 'vitest';
import { appLanguageOf, chooseLanguage, storeWordsApply } from '../../resources/locales/languages';
import { createCore, createMemorySettings } from '../../electron/core/index';
import { loadAppDictionary } from '../../resources/locales/nodeDictionaries';
import enUS from '../../resources/locales/en_US/index';
import { testDeps } from './support/deps';
import { startStorefront } from '../../server/index';
import { notificationText } from '../../electron/core/notifications/notification-text';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the language a store and a system name', () => {
  it.each([
    ['en_US', 'en'], ['en', 'en'], ['ms_MY', 'ms'], ['id_ID', 'id'], ['in', 'id'],
    ['zh_CN', 'zh-Hans'], ['zh_SG', 'zh-Hans'], ['zh_MY', 'zh-Hans'], ['zh', 'zh-Hans'], ['zh-Hans-TW', 'zh-Hans'],
    ['zh_TW', 'zh-Hant'], ['zh_HK', 'zh-Hant'], ['zh-MO', 'zh-Hant'], ['zh-Hant', 'zh-Hant'], ['zh-Hant-MY', 'zh-Hant'],
    ['th_TH', null], ['', null], [null, null], ['fr-FR', null],
  ])('%s reads as %s', (tag, language) => {
    expect(appLanguageOf(tag)).toBe(language);
  });
});

describe('which language is in force', () => {
  it("is the buyer's choice, whatever the store and the system say", () => {
    expect(chooseLanguage({ choice: 'id', storeLocale: 'zh_TW', system: ['ms-MY'] })).toBe('id');
  });

  it("is the store's locale when the app speaks it, before the system's", () => {
    expect(chooseLanguage({ choice: 'store', storeLocale: 'zh_TW', system: ['id-ID'] })).toBe('zh-Hant');
    expect(chooseLanguage({ choice: 'store', storeLocale: 'en_US', system: ['zh-CN'] })).toBe('en');
  });

  it("is the system's first language the app speaks when the store's is not one, else English", () => {
    expect(chooseLanguage({ choice: 'store', storeLocale: 'th_TH', system: ['fr-FR', 'zh-HK', 'ms'] })).toBe('zh-Hant');
    expect(chooseLanguage({ choice: 'store', storeLocale: null, system: ['zh-SG'] })).toBe('zh-Hans');
    expect(chooseLanguage({ choice: 'store', storeLocale: 'th_TH', system: ['fr-FR'] })).toBe('en');
  });

  it("lays the store's words only over the language they are written in", () => {
    expect(storeWordsApply({ choice: 'store', storeLocale: 'ms_MY', system: [] })).toBe(true);
    expect(storeWordsApply({ choice: 'ms', storeLocale: 'ms_MY', system: [] })).toBe(true);
    // A buyer who chose English at a Malay store reads no Malay store word among the English.
    expect(storeWordsApply({ choice: 'en', storeLocale: 'ms_MY', system: [] })).toBe(false);
    // A store in a language the app does not speak: its words are the only ones in it.
    expect(storeWordsApply({ choice: 'store', storeLocale: 'th_TH', system: ['zh-TW'] })).toBe(true);
    expect(storeWordsApply({ choice: 'zh-Hant', storeLocale: 'th_TH', system: [] })).toBe(false);
  });
});

describe('the main process in the language in force', () => {
  async function coreAt(locale: string, system: string[] = ['en-US']) {
    const store = await startStorefront({ port: 0, products: 4, locale });
    cleanups.push(() => store.close());
    const settings = createMemorySettings({ storeUrl: store.url });
    const core = createCore(testDeps({ settings, systemLanguages: () => system }));
    cleanups.push(core.dispose);
    const changed = new Promise<void>((resolve) => core.onWords(resolve));
    return { core, settings, changed };
  }

  it("speaks English until the store's locale is known, then the store's language; the buyer's choice is kept per store", async () => {
    const { core, settings, changed } = await coreAt('zh_TW');
    expect(core.words().menu).toEqual(enUS.menu);
    expect((await core.handlers['shop:global']({})).ok).toBe(true);
    await changed;
    const traditional = await loadAppDictionary('zh-Hant');
    expect(core.words().menu).toEqual(traditional.menu);
    expect(core.words().menu?.file).not.toBe(enUS.menu?.file);

    const chosen = await core.handlers['language:choose']({ choice: 'en' });
    expect(chosen.ok && chosen.data.choice).toBe('en');
    expect(core.words().menu).toEqual(enUS.menu);
    expect(settings.get().stores[0]).toMatchObject({ language: 'en', storeLocale: 'zh_TW' });
    expect(await core.handlers['language:get']({})).toEqual({ ok: true, data: { choice: 'en', system: ['en-US'], storeLocale: 'zh_TW' } });
  });

  it("reads the system's language for a store whose language the app does not speak", async () => {
    const { core, changed } = await coreAt('th_TH', ['fr-FR', 'id-ID']);
    await core.handlers['shop:global']({});
    await changed;
    expect(core.words().menu).toEqual((await loadAppDictionary('id')).menu);
  });
});

describe('order notifications in the language in force', () => {
  it("are told in the language's words, the store's order number and statuses filled in", () => {
    const words = { notify_cancelled: '訂單 {number} 已取消', notify_cancelled_by_store: '商店已取消此訂單。', notify_payment_change: '付款：{from} → {to}', financial_paid: '已付款' };
    const note = notificationText({ token: 'tok', number: '#1042', cancelled: { reason: null }, financial: { from: 'unpaid', to: 'paid' } }, words);
    expect(note.title).toBe('訂單 #1042 已取消');
    expect(note.body.split('\n')).toEqual(['商店已取消此訂單。', expect.stringMatching(/^付款：.+ → 已付款$/)]);
  });
});
