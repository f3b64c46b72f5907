import { describe, expect, it } from 'vitest';
import { ownerHash } from '../../electron/core/customer-files';

describe('files kept per store and customer', () => {
  it('are named by a hash that ignores the case and spaces of the e-mail and differs by store and kind of file', () => {
    const buyer = { origin: 'https://a.example', email: 'Buyer@Example.com ' };
    expect(ownerHash(buyer)).toBe(ownerHash({ origin: 'https://a.example', email: 'buyer@example.com' }));
    expect(ownerHash(buyer)).not.toBe(ownerHash({ ...buyer, origin: 'https://b.example' }));
    expect(ownerHash(buyer, 'drafts')).not.toBe(ownerHash(buyer));
    expect(ownerHash(buyer)).not.toContain('example');
  });
});
