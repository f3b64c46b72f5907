// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_LIMITS, dictionarySchema } from '../../../contract/schemas/dictionary';
import { applyStoreDictionary, setupI18n } from '../../../renderer/src/i18n/setup';

/**
 * A store's 757-byte dictionary whose login title names a word that names itself twice, 22 levels
 * deep: with nesting on, asking for the title builds four million words and the window freezes.
 */
function doublingBomb(): Record<string, unknown> {
  const bomb: Record<string, string> = {};
  for (let level = 0; level < 22; level += 1) bomb[`k${level}`] = `$t(bomb.k${level + 1})$t(bomb.k${level + 1})`;
  bomb.k22 = 'x';
  return { auth: { login_title: '$t(bomb.k0)' }, bomb };
}

beforeAll(() => {
  setupI18n();
});

describe("a store's words", () => {
  it('are shown as written: a word naming other words is not expanded, so a doubling bomb is one short line', async () => {
    const body = doublingBomb();
    expect(JSON.stringify(body).length).toBeLessThan(800);
    await applyStoreDictionary('en_US', dictionarySchema.parse(body));
    expect(i18next.t('auth.login_title')).toBe('$t(bomb.k0)');
    expect(i18next.t('bomb.k0')).toBe('$t(bomb.k1)$t(bomb.k1)');
  });

  it('still fill their placeholders', async () => {
    await applyStoreDictionary('en_US', dictionarySchema.parse({ home: { variants_count: '{count} kinds' } }));
    expect(i18next.t('home.variants_count', { count: 3 })).toBe('3 kinds');
  });
});

describe("a store's dictionary as read", () => {
  it('skips a word longer than the limit, a key too long and one too deep, keeping the rest', () => {
    const long = 'x'.repeat(DICTIONARY_LIMITS.valueChars + 1);
    const read = dictionarySchema.parse({
      cart: { title: 'Basket', note: long, 'a.b': 'kept', 'a.b.c': 'too deep' },
      'cart.empty': 'Nothing yet',
      'cart.x.y.z': 'too deep',
      'orders.status.paid': 'Paid',
      ['k'.repeat(DICTIONARY_LIMITS.keyChars + 1)]: { x: 'y' },
    });
    expect(read).toEqual({ cart: { title: 'Basket', 'a.b': 'kept', empty: 'Nothing yet' }, orders: { 'status.paid': 'Paid' } });
  });

  it('keeps at most the limit of entries', () => {
    const many = Object.fromEntries(Array.from({ length: DICTIONARY_LIMITS.entries + 5 }, (_, i) => [`w${i}`, 'word']));
    const read = dictionarySchema.parse({ many });
    expect(Object.keys(read.many ?? {})).toHaveLength(DICTIONARY_LIMITS.entries);
  });
});
