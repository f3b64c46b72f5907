import { describe, expect, it } from 'vitest';

// The shell's sections; each other owner checks its own.
const SECTIONS = ['common', 'header', 'footer', 'connect', 'maintenance', 'legal'];

type Section = Record<string, string>;
const english = import.meta.glob<Section>('../../../resources/locales/en_US/*.json', { eager: true, import: 'default' });
const malay = import.meta.glob<Section>('../../../server/locales/ms_MY/*.json', { eager: true, import: 'default' });
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(SECTIONS)('dictionary section %s', (section) => {
  const en = english[`../../../resources/locales/en_US/${section}.json`] ?? {};
  const ms = malay[`../../../server/locales/ms_MY/${section}.json`] ?? {};

  it('has every English key in Malay and no extra ones', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(ms).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the same {placeholders} in each translation', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(ms[key] ?? ''), `${section}.${key}`).toEqual(placeholders(text));
    }
  });
});
