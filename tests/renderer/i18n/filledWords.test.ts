import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../../resources/locales/en_US';
import { applyStoreDictionary, setupI18n } from '../../../renderer/src/i18n/setup';
import { createFilledWords } from '../../../renderer/src/i18n/filledWords';

type Words = Record<string, Record<string, string>>;

type Section = Record<string, string>;
const malay = import.meta.glob<Section>('../../../server/locales/ms_MY/*.json', { eager: true, import: 'default' });
const msMY: Words = Object.fromEntries(Object.entries(malay).map(([path, words]) => [path.replace(/^.*\/|\.json$/g, ''), words]));

/** Words shaped the ways a store's dictionary may shape them, beyond what the bundled one does. */
const ODD: Words = {
  odd: {
    nested: 'See $t(common.retry) for {name}',
    format: 'Total {amount, number}',
    unescaped: 'Raw {-name}',
    spaced: 'Hello { name }!',
    twice: '{name} and {name}',
    empty: 'Nothing {} here',
    dotted: 'Deep {a.b}',
    items_zero: 'No items',
    items_one: 'One item for {name}',
    items_other: '{count} items for {name}',
    plain: 'No placeholders',
    braces: 'Literal {{name}} braces',
  },
};

/** The option sets a screen could pass for a word: its placeholders filled with strings and numbers. */
function optionSets(word: string): Record<string, unknown>[] {
  const names = [...word.matchAll(/\{([^{}]*)\}/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
  const strings = Object.fromEntries(names.map((name) => [name, `<${name} & "x">`]));
  const numbers = Object.fromEntries(names.map((name, i) => [name, i + 0.5]));
  // Values that look like words themselves are text, never filled or looked up again.
  const wordLike = Object.fromEntries(names.map((name) => [name, `{${name}} $t(common.retry)`]));
  const sets: Record<string, unknown>[] = [strings, numbers, wordLike, { ...strings, extra: 'unused' }];
  for (const count of [0, 1, 2, 5, 21]) sets.push({ ...strings, count }, { ...strings, count: String(count) });
  sets.push({ ...strings, context: 'male' }, { ...strings, defaultValue: 'fallback' }, { ...strings, count: 1, ordinal: true });
  // A placeholder left without a value, and values i18next would make text of its own way.
  if (names[0]) sets.push({}, { [names[0]]: null }, { [names[0]]: { nested: true } }, { [names[0]]: ['a', 'b'] });
  return sets;
}

function everyWord(words: Words): [string, string][] {
  return Object.entries(words).flatMap(([section, entries]) => Object.entries(entries).map(([key, word]) => [`${section}.${key}`, word] as [string, string]));
}

/** Each word the fast path fills must read exactly as i18next's own fill of it. */
function expectSameAsI18next(words: Words) {
  const filled = createFilledWords();
  let compared = 0;
  for (const [key, word] of everyWord(words)) {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    for (const options of optionSets(word)) {
      const fast = filled.fill(base, options);
      if (fast === undefined) continue;
      compared += 1;
      expect({ key: base, options, word: fast }).toEqual({ key: base, options, word: i18next.t(base, options as never) });
    }
  }
  return compared;
}

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  setupI18n();
  i18next.addResourceBundle('en-US', 'translation', ODD, true, true);
});

describe('createFilledWords', () => {
  it('fills every bundled word as i18next does, for strings, numbers and counts', () => {
    expect(expectSameAsI18next(enUS as unknown as Words)).toBeGreaterThan(500);
  });

  it('fills the odd shapes a store may send as i18next does, or leaves them to it', () => {
    expect(expectSameAsI18next(ODD)).toBeGreaterThan(20);
    const filled = createFilledWords();
    expect(filled.fill('odd.spaced', { name: 'Dee' })).toBe('Hello Dee!');
    expect(filled.fill('odd.items', { name: 'Dee', count: 0 })).toBe('No items');
    expect(filled.fill('odd.items', { name: 'Dee', count: 1 })).toBe('One item for Dee');
    expect(filled.fill('odd.items', { name: 'Dee', count: 3 })).toBe('3 items for Dee');
    for (const [key, values] of [
      ['odd.nested', { name: 'x' }],
      ['odd.format', { amount: 3 }],
      ['odd.unescaped', { name: 'x' }],
      ['odd.dotted', { a: { b: 1 } }],
      ['odd.twice', {}],
      ['odd.plain', { context: 'male' }],
      ['odd.plain', { defaultValue_other: 'x' }],
    ] as const) {
      expect({ key, word: filled.fill(key, values) }).toEqual({ key, word: undefined });
    }
  });

  it('fills in the store language, falling back to the bundled words, as i18next does', async () => {
    await applyStoreDictionary('ms_MY', msMY);
    expect(expectSameAsI18next(enUS as unknown as Words)).toBeGreaterThan(500);
    expect(expectSameAsI18next(msMY)).toBeGreaterThan(500);
    await i18next.changeLanguage('en-US');
  });
});
