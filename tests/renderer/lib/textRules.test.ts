import { describe, expect, it } from 'vitest';
import { brokenRule } from '../../../renderer/src/lib/textRules';

describe('brokenRule', () => {
  it('asks for required text, ignoring surrounding spaces', () => {
    expect(brokenRule('   ', { required: true })).toEqual({ rule: 'required' });
    expect(brokenRule('', { required: false, max: 5 })).toBeNull();
  });

  it('checks min before max on the trimmed text', () => {
    expect(brokenRule(' 12345 ', { required: true, min: 7, max: 45 })).toEqual({ rule: 'min', min: 7 });
    expect(brokenRule('1234567', { required: true, min: 7, max: 45 })).toBeNull();
    expect(brokenRule('x'.repeat(46), { required: true, max: 45 })).toEqual({ rule: 'max', max: 45 });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(brokenRule('😀'.repeat(45), { required: true, max: 45 })).toBeNull();
  });
});
