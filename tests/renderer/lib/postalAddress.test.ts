import { describe, expect, it } from 'vitest';
import { addressLine, addressLines } from '../../../renderer/src/lib/postalAddress';

const cartAddress = {
  name: 'Sari Dewi',
  company: 'Toko Sari',
  address1: 'Jl. Braga 12',
  address2: '',
  city: 'Sumur Bandung, Kota Bandung',
  province: 'Jawa Barat',
  zip: '40111',
  country: 'Indonesia',
};

describe('one way to write an address', () => {
  it('writes a cart address as its lines: name, company, street, "city, province zip", country', () => {
    expect(addressLines(cartAddress)).toEqual(['Sari Dewi', 'Toko Sari', 'Jl. Braga 12', 'Sumur Bandung, Kota Bandung, Jawa Barat 40111', 'Indonesia']);
  });

  it('writes an order address (one street line) in the same order, and the same on one line', () => {
    const order = { name: 'Sari Dewi', company: null, street: 'Jl. Braga 12', city: 'Sumur Bandung, Kota Bandung', province: 'Jawa Barat', zip: '40111', country: 'Indonesia', phone: '0812' };
    expect(addressLine(order, { name: false })).toBe(addressLine({ ...cartAddress, company: null }, { name: false }));
    expect(addressLine(order, { name: false })).toBe('Jl. Braga 12, Sumur Bandung, Kota Bandung, Jawa Barat 40111, Indonesia');
  });

  it('leaves out what is empty, with no stray commas', () => {
    expect(addressLine({ address1: 'Lot 5', city: '', province: 'Selangor', zip: ' ', country: 'Malaysia' })).toBe('Lot 5, Selangor, Malaysia');
  });
});
