import { describe, expect, it } from 'vitest';
import { addressLimits, hasZip } from '../../../../renderer/src/features/account/addressRules';

describe('addressLimits', () => {
  it('requires address line 2 only when the shop says so', () => {
    expect(addressLimits('required').address2.required).toBe(true);
    expect(addressLimits('optional').address2.required).toBe(false);
  });

  it('uses the spec limits', () => {
    const limits = addressLimits('optional');
    expect(limits.phone).toEqual({ required: true, min: 7, max: 45 });
    expect(limits.city.max).toBe(255);
    expect(limits.zip.max).toBe(45);
    expect(limits.company.required).toBe(false);
  });

  it('hides zip for Hong Kong only', () => {
    expect(hasZip('HK')).toBe(false);
    expect(hasZip('MY')).toBe(true);
  });
});
