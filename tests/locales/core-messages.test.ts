import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coreText, speakCore } from '../../electron/core/language/core-text';
import { normaliseStoreUrl } from '../../electron/core/urls';
import { orderLinesFromRows } from '../../electron/core/csv/order-rows';
import { APP_LANGUAGES, LANGUAGE_FOLDER } from '../../resources/locales/languages';
import { loadAppDictionary } from '../../resources/locales/nodeDictionaries';
import enUS from '../../resources/locales/en_US/index';

const ROOT = join(import.meta.dirname, '../..');
const CORE = join(ROOT, 'electron/core');
const LOCALES = join(ROOT, 'resources/locales');

/** Every source file of the core (tests aside). */
function coreSources(dir = CORE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const sources = coreSources().map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const sectionOf = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES, LANGUAGE_FOLDER[language as keyof typeof LANGUAGE_FOLDER], 'core.json'), 'utf8')) as Record<string, string>;

/** Each key the core asks for, with whether it is asked with a count (then its plural forms are what is read). */
const asked = new Map<string, boolean>();
for (const { text } of sources) {
  for (const match of text.matchAll(/coreText\(\s*'(\w+)'(\s*,\s*\{[^}]*\bcount\b)?/g)) asked.set(match[1]!, (asked.get(match[1]!) ?? false) || match[2] !== undefined);
}

afterEach(() => speakCore('en', enUS));

it('finds the messages the core says', () => {
  expect(asked.size).toBeGreaterThan(100);
});

describe.each(APP_LANGUAGES)('the core messages in %s', (language) => {
  const words = sectionOf(language);
  const rules = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it('has every message the core says, none empty', () => {
    const missing = [...asked].flatMap(([key, counted]) => {
      const forms = counted ? rules.filter((form) => form === 'one' || form === 'other').map((form) => `${key}_${form}`) : [key];
      return forms.filter((form) => (words[form] ?? '').trim() === '');
    });
    expect(missing).toEqual([]);
  });

  it('holds no message the core no longer says', () => {
    const said = new Set([...asked].flatMap(([key, counted]) => (counted ? [`${key}_one`, `${key}_other`] : [key])));
    expect(Object.keys(words).filter((key) => !said.has(key))).toEqual([]);
  });
});

it('makes no message of English words written in the code: each comes from the dictionaries', () => {
  // A failure's message, a file's problems or a notice given as a literal sentence.
  const literal = /\b(?:message|problems|problem|notice)\s*:\s*\[?\s*(['`])[A-Z][^'`]*\s[^'`]*\1/;
  const written = sources.filter(({ text }) => literal.test(text)).map(({ path }) => path);
  expect(written).toEqual([]);
});

describe('a core message in the language in force', () => {
  it('reads in the chosen language, and in English again when that is chosen', async () => {
    speakCore('zh-Hant', await loadAppDictionary('zh-Hant'));
    expect(normaliseStoreUrl('ftp://shop.example.com')).toEqual({ ok: false, message: '只能使用 https:// 開頭的商店網址。' });
    speakCore('en', enUS);
    expect(normaliseStoreUrl('ftp://shop.example.com')).toEqual({ ok: false, message: 'Only https:// store addresses can be used.' });
  });

  it("writes its numbers by the language's rules", async () => {
    const rows = Array.from({ length: 5002 }, (_, i) => ({ line: i + 1, cells: [`SKU-${i}`, '1'] }));
    expect(orderLinesFromRows(rows).problems[0]).toContain('more than 5,000 lines');
    speakCore('id', await loadAppDictionary('id'));
    expect(orderLinesFromRows(rows).problems[0]).toContain('lebih dari 5.000 baris');
  });

  it('takes the plural form the language has: English one and other, Chinese one form', async () => {
    expect(coreText('settings_pin_wait_minutes', { count: 1 })).toBe('Too many wrong PINs. Try again in 1 minute.');
    expect(coreText('settings_pin_wait_minutes', { count: 2 })).toBe('Too many wrong PINs. Try again in 2 minutes.');
    speakCore('zh-Hans', await loadAppDictionary('zh-Hans'));
    expect(coreText('settings_pin_wait_minutes', { count: 1 })).toBe('PIN 码错误次数过多。请在 1 分钟后再试。');
  });
});
