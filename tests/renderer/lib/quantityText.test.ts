import { describe, expect, it } from 'vitest';
import { isQuantityJump, readQuantityText } from '../../../renderer/src/lib/quantityText';

describe('readQuantityText', () => {
  it('reads full-width digits as a Chinese IME types them, and says they were not plain', () => {
    expect(readQuantityText('３６', 'zh-Hans')).toEqual({ kind: 'number', value: 36, plain: false });
    expect(readQuantityText('１，２００', 'zh-Hant')).toEqual({ kind: 'number', value: 1200, plain: false });
    expect(readQuantityText('36', 'en_US')).toEqual({ kind: 'number', value: 36, plain: true });
  });

  it('reads group separators by the language: "1.000" is a thousand in Indonesian', () => {
    expect(readQuantityText('1.000', 'id')).toEqual({ kind: 'number', value: 1000, plain: false });
    expect(readQuantityText('1,000', 'en_US')).toEqual({ kind: 'number', value: 1000, plain: false });
  });

  it('keeps 0 a number: the buyer typed it', () => {
    expect(readQuantityText('0', 'en_US')).toEqual({ kind: 'number', value: 0, plain: true });
    expect(readQuantityText('０', 'zh-Hans')).toEqual({ kind: 'number', value: 0, plain: false });
  });

  it('says why text holds no quantity, never reading it as 0 or empty', () => {
    expect(readQuantityText('1.000', 'en_US')).toEqual({ kind: 'unread', reason: 'ambiguous' });
    expect(readQuantityText('12.5', 'en_US')).toEqual({ kind: 'unread', reason: 'fraction' });
    expect(readQuantityText('一二', 'zh-Hans')).toEqual({ kind: 'unread', reason: 'digits_only' });
    expect(readQuantityText('12箱', 'zh-Hans')).toEqual({ kind: 'unread', reason: 'digits_only' });
    expect(readQuantityText('-3', 'en_US')).toEqual({ kind: 'unread', reason: 'digits_only' });
  });

  it('is empty only when nothing but spaces was typed', () => {
    expect(readQuantityText('  ', 'en_US')).toEqual({ kind: 'empty' });
  });
});

describe('isQuantityJump', () => {
  it('asks at 100 times the quantity before, or past 100 times the stock', () => {
    expect(isQuantityJump(12, 1200, null)).toBe(true);
    expect(isQuantityJump(12, 1199, null)).toBe(false);
    expect(isQuantityJump(1, 1000101, 500)).toBe(true);
    expect(isQuantityJump(null, 50_001, 500)).toBe(true);
    expect(isQuantityJump(null, 50_000, 500)).toBe(false);
    expect(isQuantityJump(null, 9_000, null)).toBe(false);
  });
});
