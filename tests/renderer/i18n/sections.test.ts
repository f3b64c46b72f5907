import { describe, expect, it } from 'vitest';
import { enUS } from '../../../resources/locales/en_US/index';

type Section = Record<string, string>;
const english = import.meta.glob<Section>('../../../resources/locales/en_US/*.json', { eager: true, import: 'default' });
const malay = import.meta.glob<Section>('../../../server/locales/ms_MY/*.json', { eager: true, import: 'default' });
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const sectionOf = (path: string) => path.replace(/^.*\/(\w+)\.json$/, '$1');

// Every section file, so a new one cannot be left out of the bundle or of the translation.
const SECTIONS = Object.keys(english).map(sectionOf).sort();

it('bundles every English section file in the app dictionary', () => {
  expect(Object.keys(enUS).sort()).toEqual(SECTIONS);
});

describe.each(SECTIONS)('dictionary section %s', (section) => {
  const en = english[`../../../resources/locales/en_US/${section}.json`] ?? {};
  const ms = malay[`../../../server/locales/ms_MY/${section}.json`] ?? {};

  it('is the bundled English section', () => {
    expect(enUS[section]).toEqual(en);
  });

  // The store's Malay covers its own storefront's words; the app's own Malay (resources/locales/ms) covers the rest.
  it("has no key in the store's Malay that English lacks", () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(ms).filter((key) => !Object.hasOwn(en, key))).toEqual([]);
  });

  it('keeps the same {placeholders} in each translation', () => {
    for (const [key, text] of Object.entries(en)) {
      if (Object.hasOwn(ms, key)) expect(placeholders(ms[key] ?? ''), `${section}.${key}`).toEqual(placeholders(text));
    }
  });
});
