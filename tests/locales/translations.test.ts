import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Section = Record<string, string>;

const ENGLISH = 'en_US';
const LOCALES = join(import.meta.dirname, '../../resources/locales');
// Every language folder there is, so a language added later is held to the same checks.
const LANGUAGES = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== ENGLISH)
  .map((entry) => entry.name);
/** A language's index, as the app loads it when the language is chosen. */
const bundleOf = async (language: string): Promise<unknown> => ((await import(`../../resources/locales/${language}/index.ts`)) as { default: unknown }).default;

// Read from the files themselves, so a section file its index forgets to bundle is still checked.
function sectionsOf(language: string): Record<string, Section> {
  const out: Record<string, Section> = {};
  for (const file of readdirSync(join(LOCALES, language))) {
    if (file.endsWith('.json')) out[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Section;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const markup = (text: string) => [...text.matchAll(/<\/?[a-z][^>]*>/gi)].map((m) => m[0]).sort();
// Names that stay as they are in every language: the app, the product words and the keys on the keyboard.
const KEPT_WORDS = ['Wholesale Desk', 'SKU', 'PDF', 'CSV', 'XLSX', 'Ctrl', 'https://'];

const english = sectionsOf(ENGLISH);
const englishKeys = Object.entries(english).flatMap(([section, keys]) => Object.keys(keys).map((key) => `${section}.${key}`));

/** 'cart.lines_count_one' → the section 'cart' and the key 'lines_count_one' (keys hold no dots, sections none either). */
function wordIn(sections: Record<string, Section>, dotted: string): string | undefined {
  const dot = dotted.indexOf('.');
  return sections[dotted.slice(0, dot)]?.[dotted.slice(dot + 1)];
}

it('reads the English dictionary, and the four languages the buyers read besides', () => {
  expect(englishKeys.length).toBeGreaterThan(500);
  expect(LANGUAGES).toEqual(expect.arrayContaining(['ms', 'id', 'zh-Hans', 'zh-Hant']));
});

describe.each(LANGUAGES)('the %s dictionary', (language) => {
  const translated = sectionsOf(language);
  const text = (dotted: string) => wordIn(translated, dotted);
  const englishText = (dotted: string) => wordIn(english, dotted) ?? '';

  it('has the same section files as English', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it('bundles every section file in its index, as they are', async () => {
    expect(await bundleOf(language)).toEqual(translated);
  });

  it('has every English key, and no key English does not have', () => {
    const keys = Object.entries(translated).flatMap(([section, keys]) => Object.keys(keys).map((key) => `${section}.${key}`));
    expect(englishKeys.filter((k) => !keys.includes(k)), 'missing').toEqual([]);
    expect(keys.filter((k) => !englishKeys.includes(k)), 'not in English').toEqual([]);
  });

  it('holds no empty word', () => {
    expect(englishKeys.filter((k) => (text(k) ?? '').trim() === '')).toEqual([]);
  });

  it('keeps every {placeholder} and every tag of the English text', () => {
    const wrong = englishKeys.filter((k) => {
      const en = englishText(k);
      const tr = text(k) ?? '';
      return placeholders(tr).join() !== placeholders(en).join() || markup(tr).join() !== markup(en).join();
    });
    expect(wrong).toEqual([]);
  });

  it('keeps the brand, product words and keyboard names', () => {
    const wrong = englishKeys.filter((k) => {
      const en = englishText(k);
      const tr = text(k) ?? '';
      return KEPT_WORDS.some((word) => en.includes(word) && !tr.includes(word));
    });
    expect(wrong).toEqual([]);
  });

  // i18next picks `_one` only in languages whose plural rules have that form; where they do not
  // (Malay, Indonesian, Chinese) the `_other` text is what the buyer reads, so both must say the same.
  it('says the same in both plural forms where the language has no singular form', () => {
    if (new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes('one')) return;
    const wrong = englishKeys.filter((k) => k.endsWith('_one') && text(k) !== text(k.replace(/_one$/, '_other')));
    expect(wrong).toEqual([]);
  });
});
